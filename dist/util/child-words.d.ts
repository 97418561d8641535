/** Who reads the message: the parent (the child's words are `the child's`) or the child itself (`your`). */
export type Reader = 'parent' | 'child';
/**
 * A text as one JSON string: quotes, backslashes and line breaks escaped, and
 * every character `visible` escapes, and `<`, `>`, `&` as `\u003c`, `\u003e`,
 * `\u0026` (a host that escapes markup, as Codex does, then shows the same text).
 */
export declare function quotedText(text: unknown): string;
/** `what, in the child's words: "…"` (or `in your words` for the child): the text quoted as data and labelled as the child's. */
export declare function childWords(what: string, text: unknown, reader?: Reader): string;
/** `the child's text "…"` (or `your text "…"` for the child): a line of the child's quoted as data. */
export declare function childText(text: unknown, reader?: Reader): string;
/** A block of the child's text between fences no line of it can close. */
export declare function fencedText(text: string): string;
