/**
 * The correction (`correctionFor`): the message a parent sends back to a child whose return
 * failed. It is written for the child, who sees its own text but not our line
 * numbers: each problem quotes the text it is about, notes are left out, and
 * the message ends with the child's own return rewritten in canonical form,
 * so that the child restates what it did instead of doing it again.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { InputKind } from '../kinds/detect.js';
import type { Kind, Rewrite } from './kind.js';
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
 * A caller's input as plain data: each diagnostic copied on its own, so a
 * getter or proxy cannot throw below, a sparse list cannot hang it, and a
 * return with thousands of diagnostics is still corrected.
 */
export declare function correctionInputOf(given: unknown): CorrectionInput;
/** What a correction needs of the text's kind: its subject and its rewrite (see `Kind`). */
export type CorrectionKind = Pick<Kind, 'correction'>;
/**
 * `correctionFor`, given the text's kind; with `rewrite` when the caller has
 * already read the text (`Kind.read`): the source is then not read again.
 */
export declare function correctionOf(input: CorrectionInput, options: CorrectionOptions, kind: CorrectionKind, rewrite?: Rewrite): string;
