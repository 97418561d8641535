/**
 * `readJson`: strict JSON in, a tree with positions out; never throws.
 * jsonc-parser gives a tolerant tree with offsets and every syntax error;
 * vfile-location turns offsets into 1-based lines and columns.
 */
import { type Node } from 'jsonc-parser';
import type { Place } from '../engine/diagnostic.js';
export type JsonNode = Node;
/**
 * Deeper nesting is refused before parsing (`json-too-deep`): the deepest real
 * return file nests 6 levels, and a bound keeps every walk of the tree linear.
 */
export declare const maxJsonDepth = 64;
interface JsonSyntaxProblem {
    /** jsonc-parser's name of the error, such as `CommaExpected`. */
    code: string;
    /** UTF-16 offsets into `source`. */
    offset: number;
    length: number;
}
interface DuplicateKey {
    key: string;
    /** Pointer of the value the later key sets. */
    pointer: string;
    /** The later property node, and the first one with the same key. */
    node: JsonNode;
    first: JsonNode;
}
/** How the file is laid out, so fixes keep it. */
export interface JsonFormat {
    /** One indentation unit: a tab or N spaces; two spaces when nothing is indented. */
    indent: string;
    eol: '\n' | '\r\n';
    finalNewline: boolean;
    /** The whole value sits on one line. */
    singleLine: boolean;
    /** Between a key and its value: `': '` or `':'`. */
    colon: ': ' | ':';
    /** Between members written on one line: `', '` or `','`. */
    comma: ', ' | ',';
}
export interface JsonDocument {
    /** The input without its byte order mark. */
    source: string;
    /** Length of the stripped byte order mark (0 or 1): fixes shift their offsets by it. */
    shift: number;
    /** The root node; undefined for empty input. */
    tree: JsonNode | undefined;
    /** The value, duplicate keys resolved as `JSON.parse` does (the last wins); undefined on syntax errors. */
    value: unknown;
    /** The value read past syntax errors by the tolerant parser (what a lenient reader can use); equals `value` on valid input. */
    tolerantValue: unknown;
    syntaxErrors: JsonSyntaxProblem[];
    /** Nesting deeper than `maxJsonDepth`: nothing else is read. */
    tooDeep: boolean;
    /** More than `maxJsonValues` values: nothing else is read (`input-too-complex`). */
    tooManyValues: boolean;
    duplicateKeys: DuplicateKey[];
    /** Value node of a pointer (the last of duplicate keys), found by walking the tree. */
    nodes: NodeLookup;
    format: JsonFormat;
    /** Place of a span of `source`. */
    place(offset: number, length: number): Place;
    /** Place of the value at `pointer`, or of its nearest existing ancestor, or of the start. */
    valuePlace(pointer: string): Place;
    /** Place of the key naming the value at `pointer`; its value's place for array items and the root. */
    keyPlace(pointer: string): Place;
}
/** Finds the node at a pointer; no table of every pointer is kept, so memory stays linear whatever the depth. */
interface NodeLookup {
    get(pointer: string): JsonNode | undefined;
}
/** Reads strict JSON: no comments, no trailing commas, no empty input. */
export declare function readJson(text: string): JsonDocument;
/** Sets a property as data, even when its key is `__proto__`. */
export declare function setOwn(object: Record<string, unknown>, key: string, value: unknown): void;
/** Whether a value is a JSON object (not an array, not null). */
export declare function isObject(value: unknown): value is Record<string, unknown>;
export {};
