/**
 * `correctionFor`: the message a parent sends back to a child whose return
 * failed. It is written for the child, who sees its own text but not our line
 * numbers: each problem quotes the text it is about, notes are left out, and
 * the message ends with the child's own return rewritten in canonical form,
 * so that the child restates what it did instead of doing it again.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { InputKind } from '../engine/rule.js';
import { type ReturnReading } from '../pipeline/parse-return.js';
import type { ReturnReport } from '../schema/report.js';
/** What a correction is built from: the kind of the text, its diagnostics and the text itself. */
export interface CorrectionInput {
    kind: InputKind;
    diagnostics: readonly Diagnostic[];
    source: string;
}
export interface CorrectionOptions {
    /** Longest correction, in characters; default 3,000 (`correctionMaxLength`). */
    maxLength?: number;
}
export declare const correctionMaxLength = 3000;
/**
 * What the rewrite of a markdown return starts from: the report, or, when
 * its `state` is not valid, the rest of it as read (state empty), so the
 * child sees its own summary, deliverables and attestation kept.
 */
export declare function rewriteBasis(reading: ReturnReading): ReturnReport | null;
/**
 * The correction for a failed return, addressed to the child: its problems
 * (errors, then style warnings; never notes; no line numbers, the text
 * quoted instead) and its return rewritten in canonical form, with
 * `[fill in: …]` where something is missing. At most `maxLength` characters
 * (3,000 by default): style warnings go first, then errors past the first
 * (counted), then the tails of long lists; a fence or a JSON value is never
 * cut. `''` when there is nothing to correct.
 */
export declare function correctionFor(input: CorrectionInput, options?: CorrectionOptions): string;
/** `correctionFor`, with the rewrite basis of a markdown source (`rewriteBasis`) when the caller has already read it: the source is then not read again. */
export declare function correctionOf(input: CorrectionInput, options: CorrectionOptions, report?: ReturnReport | null): string;
