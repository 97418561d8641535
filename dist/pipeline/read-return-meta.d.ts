/**
 * `readReturnMeta`: the lenient reader. Whatever the file looks like, the
 * caller gets the canonical shape of what can be understood, the diagnostics
 * of the strict rules, and a log of every repair made to get there. A value
 * the file does not hold is never invented: it stays absent, logged as
 * `missing`, so a caller's own default applies.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { LenientReturnMeta } from '../schema/lenient.js';
import type { JsonOptions } from '../json/options.js';
import { type Repair } from '../json/repair.js';
export interface ReadReturnMetaResult {
    /** The object read; `null` only when the input is not a JSON object at all. Fields the file lacks are absent. */
    meta: LenientReturnMeta | null;
    /** What the strict rules report on the input, as `lintText` with kind `meta` does. */
    diagnostics: Diagnostic[];
    /** Every liberty taken to build `meta`, field by field in the contract's order. */
    repairs: Repair[];
}
/**
 * Reads a return-metadata file leniently. Never throws: `meta` is `null`
 * only when the text is not a JSON object, and every deviation is both a
 * diagnostic (from the strict rules) and a repair.
 */
export declare function readReturnMeta(text: string, given?: JsonOptions): ReadReturnMetaResult;
/**
 * `readReturnMeta`'s reading of a value already read (the correction's
 * rewrite starts from the reading of the review): neither parsed nor linted
 * again, its repairs not kept.
 */
export declare function returnMetaOfValue(root: Record<string, unknown>): LenientReturnMeta;
