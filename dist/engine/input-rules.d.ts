/**
 * Rules about the input as a whole. They have no check of their own: the
 * parser reports them before (or instead of) reading the text.
 */
import type { RuleMeta } from './rule.js';
import { maxJsonValues, maxReportValues } from '../util/bounds.js';
export declare const inputTooLargeRule: RuleMeta;
/** JSON holding more values is refused before it is parsed; a caller's object holding more is not read (see `util/bounds.ts`). */
export { maxJsonValues };
/** The bound on a report (or an option) a caller hands to handback (see `util/bounds.ts`). */
export { maxReportValues };
/** Most lines of a `todos` checklist read: one action per line, and real ones hold tens; each line past it could be a diagnostic. */
export declare const maxChecklistLines = 5000;
export declare const inputTooComplexRule: RuleMeta;
export declare const inputNotTextRule: RuleMeta;
export declare const internalErrorRule: RuleMeta;
export declare const optionInvalidRule: RuleMeta;
export declare const configInvalidRule: RuleMeta;
/** The guards every pipeline shares, whatever the kind. */
export declare const inputRules: readonly RuleMeta[];
