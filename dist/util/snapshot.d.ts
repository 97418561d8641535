export type Snapshot = {
    ok: true;
    value: unknown;
} | {
    ok: false;
    reason: 'unreadable' | 'too-large';
};
/**
 * A copy of `value` in plain data, holding at most `maxValues` values (array
 * slots count, holes included). Arrays become dense arrays, dates, maps and
 * sets copies of themselves, other objects (class instances, objects without
 * a prototype) plain objects of their own enumerable string keys; cycles and
 * shared values stay shared; primitives and functions are kept as they are.
 */
export declare function snapshot(value: unknown, maxValues: number): Snapshot;
/**
 * The snapshot of `value`, or `undefined` when it cannot be taken: an
 * unreadable value, or one holding more values than a JSON input may
 * (`maxJsonValues`), reads as missing.
 */
export declare function plainOf(value: unknown, maxValues?: number): unknown;
/**
 * The items of a caller's list, each still as given, or `undefined` when it
 * is not an array, cannot be read, or is longer than `maxItems` (sparse slots
 * count: the length is what a loop walks).
 */
export declare function itemsOf(value: unknown, maxItems?: number): unknown[] | undefined;
