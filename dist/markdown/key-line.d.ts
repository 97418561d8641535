/**
 * Scanners for the two line shapes of the return language: a bullet, and a
 * `key: value` line. Hand-written loops rather than regular expressions, so
 * no input can make them backtrack.
 */
/** Emphasis or code markers that may wrap a key: `**key**:`, `__key__:`, `*key*:`, `` `key`: ``. */
export type KeyWrap = '**' | '__' | '*' | '`';
export interface ScannedBullet {
    /** The marker as written: `-`, `*`, `+`, `1.` or `1)`. */
    marker: string;
    /** Index of the marker in the line. */
    markerStart: number;
    /** Index where the item's content starts. */
    contentStart: number;
}
export interface ScannedKeyLine {
    bullet: ScannedBullet | undefined;
    wrap: KeyWrap | undefined;
    /** `**key:** value` puts the colon inside the emphasis. */
    colonInsideWrap: boolean;
    /** The key as written, without wrap markers. */
    rawKey: string;
    /** The key in canonical spelling: lowercase, words joined by `_`. */
    key: string;
    /** Index of the first character of the key, wrap markers included. */
    keyStart: number;
    /** Index just past the colon (and any closing wrap marker). */
    keyEnd: number;
    value: string;
    valueStart: number;
    valueEnd: number;
}
/** Index of the first non-blank character at or after `from`. */
export declare function skipSpaces(text: string, from: number): number;
/** Recognises a list-item marker at the start of a line (after indentation). */
export declare function scanBullet(text: string): ScannedBullet | undefined;
/** Canonical spelling of a key: `Retry Recommended` → `retry_recommended`, `files\_created` → `files_created`; underscores are kept as written. */
export declare function normalizeKey(raw: string): string;
/**
 * Recognises `key: value`, optionally bulleted and with the key wrapped in
 * bold or backticks. The colon must be followed by a blank or the end of the
 * line, so URLs (`http://…`) and drive letters (`C:\…`) are not keys.
 */
export declare function scanKeyLine(text: string): ScannedKeyLine | undefined;
