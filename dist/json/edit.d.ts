import type { Fix } from '../engine/diagnostic.js';
import type { JsonFormat, JsonNode } from './document.js';
import type { Segment } from '../util/pointer.js';
/** The source text of a node. */
export declare function rawText(source: string, node: JsonNode): string;
/** Indentation of the line holding `offset`. */
export declare function lineIndent(source: string, offset: number): string;
/** Whether only whitespace precedes `offset` on its line. */
export declare function startsLine(source: string, offset: number): boolean;
/** The single edit turning `before` into `after`: common prefix and suffix left out. */
export declare function fixBetween(before: string, after: string, shift: number): Fix | undefined;
/** A value moved elsewhere: its source text, and the indentation of the line it started on. */
export interface RawValue {
    text: string;
    indent: string;
}
/** The source of a node, ready to be moved. */
export declare function rawValue(source: string, node: JsonNode): RawValue;
/** `"key": value` with the file's colon style. */
export declare function member(format: JsonFormat, key: string, value: string): string;
/**
 * Inserts `"key": value` into the object at `path`, before its property number
 * `index` (at the end by default), in the object's own layout. Returns the text
 * unchanged when there is no object at `path`.
 */
export declare function insertProperty(text: string, format: JsonFormat, path: readonly Segment[], key: string, value: RawValue, index?: number): string;
/** Removes the property at `path` (its last segment is the key), with the comma that joined it. */
export declare function removeProperty(text: string, path: readonly Segment[]): string;
