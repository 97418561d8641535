export type RepairAction = 
/** A bare value was put inside the object it stands for. */
'wrapped'
/** A value was moved to where the schema expects it. */
 | 'moved'
/** A value was found under another key (`description` for `summary`). */
 | 'renamed'
/** A status outside the vocabulary was read as the nearest canonical one (an unknown word as the failure word). */
 | 'status'
/** A required value is not in the file: it stays absent in the object read. */
 | 'missing'
/** A value of another type was converted (`"3"` → `3`). */
 | 'coerced'
/** A value that could not be understood was left out of the canonical object. */
 | 'dropped'
/** The input was malformed JSON and was read past its syntax errors. */
 | 'recovered';
export interface Repair {
    action: RepairAction;
    /** Pointer of the value in the input (or of where it was missing). */
    pointer: string;
    /** Pointer of the value in the canonical object, when it differs. */
    to?: string;
    /** The value as written, when there was one. */
    from?: unknown;
    message: string;
}
export declare class RepairLog {
    readonly repairs: Repair[];
    add(action: RepairAction, pointer: string, message: string, extra?: {
        to?: string;
        from?: unknown;
    }): void;
    /** A required value the file lacks: logged, and left absent. */
    missing(pointer: string, what: string): undefined;
    /** A required value: `missing` when absent (`null` included), else what `read` makes of it, `dropped` when nothing. */
    required<Value>(value: unknown, pointer: string, what: string, read: (value: unknown) => Value | undefined): Value | undefined;
    /** A required string: kept or converted from a number; absent when the file has none. */
    string(value: unknown, pointer: string, what: string): string | undefined;
    /** An optional string: kept, converted from a number, or dropped; `null` reads as absent. */
    optionalString(value: unknown, pointer: string, what: string, logDropped?: boolean): string | undefined;
    /** An integer: kept, read from a numeric string, or undefined. */
    integer(value: unknown, pointer: string, what: string): number | undefined;
    /** A required count (an integer, 0 or more): kept or read from a numeric string; absent when missing or unreadable. */
    count(value: unknown, pointer: string, what: string): number | undefined;
    /**
     * A required word of a vocabulary: kept, read as the nearest word, or read
     * as `unknown` (a word that never means success or done); absent when missing.
     */
    word<Word extends string>(value: unknown, pointer: string, what: string, vocabulary: readonly Word[], nearest: (text: string) => Word | undefined, unknown: Word): Word | undefined;
    /** A number: kept, read from a numeric string, or undefined. */
    number(value: unknown, pointer: string, what: string): number | undefined;
    /** A list of strings: kept, with non-strings converted or left out; a lone string becomes a list of one. */
    strings(value: unknown, pointer: string, what: string): string[] | undefined;
}
/** A shallow copy of an object's fields except `omit`, keeping `__proto__` as data. */
export declare function copyExcept(object: Record<string, unknown>, omit: readonly string[]): Record<string, unknown>;
/** The first string value among `keys` of an object, with its key. */
export declare function firstString(object: Record<string, unknown>, keys: readonly string[]): [string, string] | undefined;
/** `extra` followed by each of `fields` whose value is defined: an absent value gets no key at all. */
export declare function withDefined(extra: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown>;
