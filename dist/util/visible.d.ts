/** `text` with every control, bidi and invisible format character written as a visible escape; anything not a string is written with `String`. */
export declare function visible(text: unknown): string;
/**
 * `JSON.stringify(value, null, indent)` with the characters `visible` escapes
 * written as `\uXXXX` escapes too: the same JSON value, but no C1 control or
 * bidi character reaches a terminal that shows the output. Outside strings,
 * JSON holds only spaces and the indentation's newlines, so nothing else changes.
 */
export declare function jsonText(value: unknown, indent?: number): string;
/** JSON text as `JSON.stringify` writes it, with what `jsonText` escapes escaped: the same value. */
export declare function escapedJson(text: string): string;
