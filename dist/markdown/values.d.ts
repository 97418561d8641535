export interface Unwrapped {
    text: string;
    /** The marker that wrapped the value (`**`, `` ` ``, …), if any. */
    wrap: string | undefined;
}
/** Removes one pair of inline markers or quotes around a whole value: `` `a.md` `` → `a.md`, `"ERROR"` → `ERROR`. */
export declare function unwrapInline(value: string): Unwrapped;
export interface YesNo {
    value: boolean;
    /** True only for lowercase `yes` / `no`, the contract's spelling. */
    canonical: boolean;
}
/** `yes`/`no`/`true`/`false` in any case; undefined for anything else. */
export declare function parseYesNo(raw: string): YesNo | undefined;
/** `(none)`, `none`, `n/a`, `[]` and the like: an explicitly empty list. */
export declare function isNone(raw: string): boolean;
/** The canonical spelling of an empty list item. */
export declare const canonicalNone = "(none)";
/** Splits an inline list: `a.md, b.md` or `[a.md, b.md]`, markers removed from each item; commas inside parentheses or brackets do not split. */
export declare function splitInlineList(raw: string): string[];
/** Whether a token, markup removed, reads as a file path: no blanks, not a URL, a `/` or a file extension. */
export declare function looksLikePath(token: string): boolean;
