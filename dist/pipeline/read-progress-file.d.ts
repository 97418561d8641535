/**
 * `readProgressFile`: the lenient reader of phase progress files, with the
 * same promise as `readReturnMeta`: the canonical shape of what can be
 * understood, the strict diagnostics, and a log of every repair. A value the
 * file does not hold stays absent.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { LenientProgressFile } from '../schema/lenient.js';
import type { JsonOptions } from '../json/options.js';
import { type Repair } from '../json/repair.js';
export interface ReadProgressFileResult {
    /** The object read; `null` only when the input is not a JSON object at all. Fields the file lacks are absent. */
    progress: LenientProgressFile | null;
    /** What the strict rules report on the input, as `lintText` with kind `progress` does. */
    diagnostics: Diagnostic[];
    repairs: Repair[];
}
/** Reads a phase progress file leniently; never throws. */
export declare function readProgressFile(text: string, given?: JsonOptions): ReadProgressFileResult;
