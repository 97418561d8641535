/** The rules of the `todos` checklist, in documentation order. */
import type { TodosRule } from './context.js';
/** Rules of a checklist read inside a handoff message, where prose around it is allowed. */
export declare const checklistRules: readonly TodosRule[];
/** Rules of a `todos` input: the checklist alone. */
export declare const todosRules: readonly TodosRule[];
