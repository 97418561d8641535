/** What a `todos` rule sees: the checklist read from the text, and whether lines outside it count as faults. */
import type { Rule } from '../../engine/rule.js';
import type { TodoList } from '../../markdown/todos.js';
interface TodosContext {
    todos: TodoList;
}
export type TodosRule = Rule<TodosContext>;
/** Identity helper that types a `todos` rule. */
export declare function todosRule<Id extends string>(rule: Rule<TodosContext, Id>): TodosRule;
export {};
