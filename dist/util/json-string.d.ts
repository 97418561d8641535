/**
 * A value as JSON text, for values that may not be JSON at all: `undefined`
 * and functions give `''`, a BigInt its digits, and a cycle (which
 * `JSON.stringify` throws on) a marker, so that a caller's odd value is
 * shown, never an exception.
 */
export declare function jsonString(value: unknown): string;
