/** The rules of the `todos` checklist, in documentation order. */
import type {TodosRule} from './context.js'
import todoStatusInvalid from './todo-status-invalid.js'
import todoNotSingleAction from './todo-not-single-action.js'
import todoLineInvalid from './todo-line-invalid.js'

/** Rules of a checklist read inside a handoff message, where prose around it is allowed. */
export const checklistRules: readonly TodosRule[] = [todoStatusInvalid, todoNotSingleAction]

/** Rules of a `todos` input: the checklist alone. */
export const todosRules: readonly TodosRule[] = [...checklistRules, todoLineInvalid]
