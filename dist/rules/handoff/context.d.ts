/**
 * What a `handoff` rule sees: the packet read as JSON with positions in the
 * message (the text around the fenced block blanked, so offsets are the
 * message's own), its schema issues, and the checklist around it.
 */
import type { Place } from '../../engine/diagnostic.js';
import type { Rule } from '../../engine/rule.js';
import type { JsonDocument } from '../../json/document.js';
import type { SchemaIssue } from '../../json/schema-issues.js';
import type { TodoList } from '../../markdown/todos.js';
/** The checklist rules of `todos` run on it too: it holds what their context holds. */
export interface HandoffContext {
    todos: TodoList;
    document: JsonDocument;
    /** The packet object; undefined when there is none or it is malformed. */
    root: Record<string, unknown> | undefined;
    /** Where the packet is: the whole input, a fenced block of the message, or nowhere. */
    packet: {
        found: 'whole' | 'fence' | 'none';
        fence: Place | undefined;
    };
    /** Issues of `HandoffPacketSchema` over `root`. */
    issues: readonly SchemaIssue[];
    get(pointer: string): unknown;
    at(pointer: string): Place;
    keyAt(pointer: string): Place;
    openingAt(pointer: string): Place;
}
export type HandoffRule = Rule<HandoffContext>;
/** Identity helper that types a `handoff` rule. */
export declare function handoffRule<Id extends string>(rule: Rule<HandoffContext, Id>): HandoffRule;
