import type { Place } from '../engine/diagnostic.js';
import type { ReturnModel, SectionKind, SourceLine } from './model.js';
/** Attestation keys: in the older template they sit under `### Evidence`. */
export declare const attestationKeys: ReadonlySet<string>;
/** `next_steps` is not in the markdown contract; it is the JSON formats' field, accepted so conversion round-trips. */
export declare const statusKeys: ReadonlySet<string>;
export interface RecognizedTitle {
    kind: SectionKind;
    /** The section's name as written (`status`, `Runtime attestation`). */
    name: string;
    /** What follows the name. */
    suffix: string;
    numbered: boolean;
    /** Emoji written before the name, blanks removed; `''` when none. */
    marks: string;
}
/**
 * Names the section a heading title opens, case-insensitively. A suffix is
 * allowed only behind punctuation (` (final run)`, `: SUCCESS`, ` — notes`):
 * `Status Determination Algorithm` names no section.
 */
export declare function recognizeTitle(title: string): RecognizedTitle | undefined;
/** The span of `[start, end)` (string indexes) within one line. */
export declare function spanPlace(line: SourceLine, start: number, end: number): Place;
/** The text of an ATX heading line, without its marks and closing sequence; undefined for another line. Scanned by hand: a regular expression for it backtracks on long runs of blanks. */
export declare function atxTitle(line: string): string | undefined;
/** A row of a pipe table (`| npm test | 12 passed |`): a block of its own, never more of the bullet above it. */
export declare function isTableRow(text: string): boolean;
/** Parses a source string into the structural model; `fencedOnce: false` reads a fenced return with two parses (tests compare both). */
export declare function readModel(source: string, { fencedOnce }?: {
    fencedOnce?: boolean;
}): ReturnModel;
