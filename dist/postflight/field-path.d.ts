/**
 * jq-like field paths, the subset postflight scripts use:
 * `.status`, `.artifacts[0].path`, `.metadata["delegation-path"]`, `.errors[-1]`.
 *
 * ```ebnf
 * path    ::= "." | step+
 * step    ::= "." name | "." string | "."? "[" (integer | string) "]"
 * name    ::= [A-Za-z_] [A-Za-z0-9_]*
 * integer ::= "-"? [0-9]+
 * string  ::= '"' (JSON string characters) '"'
 * ```
 */
export type FieldSegment = string | number;
export type FieldPathReading = {
    ok: true;
    segments: FieldSegment[];
} | {
    ok: false;
    message: string;
    index: number;
};
/** Parses a field path; a malformed one gives a message and the index where reading stopped. */
export declare function parseFieldPath(path: string): FieldPathReading;
export type FieldReading = {
    found: true;
    value: unknown;
} | {
    found: false;
};
/** The value at a path; negative indexes count from the end, as in jq. Missing and `null` are not found. */
export declare function getField(value: unknown, segments: readonly FieldSegment[]): FieldReading;
/** How `meta get` prints a value: strings raw (like `jq -r`), everything else as compact JSON. */
export declare function formatField(value: unknown): string;
