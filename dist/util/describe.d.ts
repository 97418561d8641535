/**
 * Words for values a caller passed, for messages: reading a value to name it
 * must not throw, whatever it is (a revoked proxy throws on `Array.isArray`,
 * an object without a prototype on `String`).
 */
/** `null`, `array`, or the value's `typeof`; `object` when even that cannot be read. */
export declare function describeValue(value: unknown): string;
/** `String(value)`, or `fallback` when the value has no string form (no prototype, a `toString` that throws). */
export declare function stringOf(value: unknown, fallback?: string): string;
/** An error's message, or the string form of whatever else was thrown; never throws itself. */
export declare function errorText(error: unknown): string;
/** A caller's value in a message, short whatever it is: scalars as JSON (strings cut at 40 characters), anything else by its kind. */
export declare function shownValue(value: unknown): string;
/**
 * A whole number with its thousands grouped by commas (`5,000`), as
 * `toLocaleString('en-US')` writes it without loading ICU's locale data,
 * which costs a cold process some 10 ms.
 */
export declare function groupedDigits(value: number): string;
