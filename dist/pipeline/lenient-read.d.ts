/**
 * The skeleton of the lenient JSON readers: the text is read once, linted by
 * the kind's strict rules, and handed to a builder that turns its tolerant
 * value into the canonical object while logging every repair.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { JsonKind } from '../kinds/traits.generated.js';
import type { JsonOptions } from '../json/options.js';
import { RepairLog, type Repair } from '../json/repair.js';
export interface LenientReading<Value> {
    /** The canonical object; `null` when the input is not a JSON object at all. */
    value: Value | null;
    /** What the strict rules report on the input, as `lintText` with the same kind does. */
    diagnostics: Diagnostic[];
    /** Every liberty taken to build `value`, field by field in the contract's order. */
    repairs: Repair[];
}
export declare function readLeniently<Value>(kind: JsonKind, text: unknown, options: JsonOptions, build: (root: Record<string, unknown>, log: RepairLog) => Value): LenientReading<Value>;
