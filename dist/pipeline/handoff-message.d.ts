import type { Diagnostic, Place } from '../engine/diagnostic.js';
import { type JsonDocument } from '../json/document.js';
import { type SchemaIssue } from '../json/schema-issues.js';
import { type TodoList } from '../markdown/todos.js';
import { type HandoffPacket } from '../schema/handoff.js';
export interface HandoffMessage {
    packet: {
        found: 'whole' | 'fence' | 'none';
        fence: Place | undefined;
    };
    /** The packet read with positions in the message. */
    document: JsonDocument;
    root: Record<string, unknown> | undefined;
    /** The packet when it satisfies the schema. */
    value: HandoffPacket | undefined;
    issues: SchemaIssue[];
    /** The checklist lines of the message outside the packet. */
    todos: TodoList;
    /** Set when the message is markdown too heavy to parse within the bound (`input-too-complex`): nothing else was read. */
    refused?: Diagnostic;
}
/** Reads the packet of a handoff message; never throws on a string. */
export declare function readHandoffMessage(text: string): HandoffMessage;
/**
 * The handoff message in a text, such as the first user message of a
 * transcript: the text itself when it holds a packet (a JSON object with
 * `task_id` and `objective`, alone or in a fenced block), else undefined.
 * The text is returned whole, so places in the packet stay places in it.
 */
export declare function findHandoffPacket(text: unknown): string | undefined;
