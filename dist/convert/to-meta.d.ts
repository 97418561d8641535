/**
 * `toReturnMeta`: the report of a markdown return, plus what the parent knows
 * (operation, identity), to a return-metadata object. The mapping is the
 * table of `grammar/mapping.md`; `fromReturnMeta` is its inverse.
 */
import type { Diagnostic, Place } from '../engine/diagnostic.js';
import type { ReturnMeta } from '../schema/meta.js';
import { type ReturnReport } from '../schema/report.js';
import { type ConvertContext } from './context.js';
export interface ToMetaOptions {
    /** Source spans of the report's values (from `parseReturn`), to place diagnostics; line 1 otherwise. */
    positions?: ReadonlyMap<string, Place>;
}
export interface ToMetaResult {
    /**
     * The return-metadata object; `null` when the identity or the operation is
     * missing. An implemented meta task without `claudemd_suggestions` gets its
     * object and an error.
     */
    meta: ReturnMeta | null;
    diagnostics: Diagnostic[];
}
/**
 * Converts a report to a return-metadata object. Never throws: a missing
 * identity or operation gives `meta: null` and an error diagnostic naming
 * what is missing.
 *
 * @param report The report of a markdown return (`parseReturn(text).report`).
 * @param context The operation and the child's identity; see `ConvertContext`.
 * @param options Positions of the report's values, to place diagnostics.
 */
export declare function toReturnMeta(report: ReturnReport, context: Partial<ConvertContext>, options?: ToMetaOptions): ToMetaResult;
