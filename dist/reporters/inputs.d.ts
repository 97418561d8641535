/**
 * What the exported reporters accept from callers in JavaScript, who can
 * pass anything: results and diagnostics are rebuilt from the fields that
 * have the right type, and whatever is not a file result or a diagnostic is
 * left out, so a reporter prints what it can instead of throwing.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { FileResult, ReporterOptions } from './types.js';
/** A diagnostic rebuilt from a value, or undefined when it lacks a rule id, a severity, a message or a place, or cannot be read. */
export declare function diagnosticOf(value: unknown): Diagnostic | undefined;
/** A file result rebuilt from a value: a missing path reads `<unknown>`, an unknown kind `markdown`; one that cannot be read is none. */
export declare function fileResultOf(value: unknown): FileResult | undefined;
/**
 * File results rebuilt from a list, each copied on its own: a run over many
 * files is bounded per file, never as a whole. A list that cannot be read, or
 * longer than the bound, reads as none.
 */
export declare function resultsOf(value: unknown): FileResult[];
export declare function reporterOptionsOf(value: unknown): ReporterOptions;
