/**
 * Options as a public function receives them: callers in JavaScript may pass
 * anything. An object is read once, field by field, into a plain copy (each
 * field is still checked where it is used), so a getter or proxy cannot throw
 * later. A field that throws when read, or holds more than `maxReportValues`
 * values (a sparse array's length counts), is left out alone: the others
 * still apply. `null`, numbers, strings, arrays and functions, and an object
 * whose keys cannot be listed, read as no options, so the defaults apply
 * instead of a `TypeError`.
 */
export declare function optionsOf<T extends object>(value: T | null | undefined): T;
