/**
 * The `todos` checklist of a `new_task` call (`handoff_packet.md` B): one
 * atomic action per line, `- [ ]` pending, `- [-]` in progress, `- [x]`
 * done. A line grammar, read without a markdown parse:
 *
 *     todo   ::= indent marker " [" status "] " action
 *     status ::= " " | "-" | "x"
 */
import type { Place } from '../engine/diagnostic.js';
export declare const todoStatuses: {
    readonly ' ': "pending";
    readonly '-': "in progress";
    readonly x: "done";
};
export type TodoStatus = keyof typeof todoStatuses;
export interface TodoItem {
    /** The status between the brackets as written (may be non-canonical: `X`, `~`, ``). */
    written: string;
    status: TodoStatus | undefined;
    action: string;
    /** The list marker as written (`-`, `*`, `+`, `1.`). */
    marker: string;
    line: number;
    place: Place;
    /** Place of the brackets and what they hold. */
    boxPlace: Place;
    /** UTF-16 offsets of what the brackets hold, for a fix. */
    boxRange: [number, number];
    /** Lines under the item that continue it (a second action or a wrapped one). */
    continuation: Place | undefined;
    /** A second checkbox on the same line. */
    secondBox: Place | undefined;
}
export interface TodoList {
    items: TodoItem[];
    /** Non-blank lines that are neither an item nor its continuation. */
    strayLines: Place[];
}
/**
 * Reads the checklist items of `text` between offsets `from` and `to`
 * (default: all of it); positions are in `text`.
 */
export declare function readTodos(text: string, from?: number, to?: number): TodoList;
