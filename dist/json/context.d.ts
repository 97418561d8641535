/** What a JSON rule sees: the document, its value, the options, and helpers to place findings and build fixes. */
import type { Fix, Place } from '../engine/diagnostic.js';
import type { Rule } from '../engine/rule.js';
import { type JsonDocument, type JsonNode } from './document.js';
import type { JsonOptions } from './options.js';
import type { JsonKindTraits } from './kinds.js';
export interface JsonContext {
    /** What sets the kind read apart (its schema, status words, artifact types); undefined for JSON of no kind of its own (a handoff packet). */
    traits: JsonKindTraits | undefined;
    document: JsonDocument;
    /** The root object; undefined when the input is malformed or not an object (then only input rules report). */
    root: Record<string, unknown> | undefined;
    options: JsonOptions;
    /** The previous version of a progress file, when given and readable as an object. */
    previous: Record<string, unknown> | undefined;
    /** Value at a pointer of the input. */
    get(pointer: string): unknown;
    node(pointer: string): JsonNode | undefined;
    /** Place of the value at `pointer` (or of its nearest existing ancestor). */
    at(pointer: string): Place;
    /** Place of the key naming the value at `pointer`. */
    keyAt(pointer: string): Place;
    /** Place of the opening bracket of the object or array at `pointer`: where a missing member is reported. */
    openingAt(pointer: string): Place;
    /** A fix that turns the source into `change(source)`; undefined when nothing changes. For edits spanning the file. */
    rewrite(change: (source: string) => string): Fix | undefined;
    /** A fix replacing one node's text: the cheap way for local edits. */
    replace(node: JsonNode, text: string): Fix;
}
export type JsonRule = Rule<JsonContext>;
/** Identity helper that types a JSON rule. */
export declare function jsonRule<Id extends string>(rule: Rule<JsonContext, Id>): JsonRule;
/** Reads the value at a pointer of a parsed JSON value. */
export declare function valueAt(value: unknown, pointer: string): unknown;
export declare function createJsonContext(traits: JsonKindTraits | undefined, document: JsonDocument, options: JsonOptions, previous: Record<string, unknown> | undefined): JsonContext;
