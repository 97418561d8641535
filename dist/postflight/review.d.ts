/**
 * `review`: the parent's one call at the boundary. The child's text is read
 * as its kind, checked by every rule under the recommended preset with inline
 * configuration off (the text is written by the party being checked), and
 * decided on: accepted only when it has no error, retried with a correction
 * while the budget of the error-propagation contract allows, then escalated.
 * When in doubt, it does not accept.
 */
import { type Diagnostic } from '../engine/diagnostic.js';
import { type InputKind } from '../kinds/detect.js';
import type { ReturnReport } from '../schema/report.js';
import type { checkParsedReturn, ChecklistItem } from './check-return.js';
import type { checkParsedTranscript } from './check-transcript.js';
import { type Decision } from './decide.js';
import type { Kind } from './kind.js';
export interface ReviewOptions {
    /** Which execution of the child produced the text, 1-based; default 1. */
    attempt?: number;
    /** Whether the parent applied a material mitigation (raises the retry budget from 1 to 2); default false. */
    mitigated?: boolean;
    /** The kind of the text; detected from `fileName` and the content when absent. */
    kind?: InputKind;
    /** The file the text came from, for detection. */
    fileName?: string;
    /** Largest text read, in UTF-8 bytes; default 1 MiB. */
    maxBytes?: number;
    /** Longest correction, in characters; default 3,000. */
    correctionMaxLength?: number;
    /**
     * The handoff packet (or the message holding it) the child was given: a
     * markdown return is also checked against it (`checkReturn`), so a SUCCESS
     * missing what the packet required is retried with a correction naming it.
     */
    handoff?: string;
    /**
     * The host's transcript of the child's run (its JSONL text): a markdown
     * return is also checked against it (`checkTranscript`), so a SUCCESS it
     * contradicts is retried with a correction saying what it shows.
     */
    transcript?: string;
}
export interface Review {
    decision: Decision;
    kind: InputKind;
    /** The report read from the text (for JSON kinds, as converted to the markdown model); `null` when none. */
    report: ReturnReport | null;
    /** Every diagnostic under the recommended preset, inline comments not honoured. */
    diagnostics: Diagnostic[];
    /** For the child, whenever the decision is not `accept`. */
    correction?: string;
    /** With `handoff`: the packet's success criteria and constraints, unchecked, for the parent to judge. */
    checklist?: ChecklistItem[];
}
/** The checks a markdown return may be put to besides its rules: loaded by a caller that needs them. */
export interface ReviewChecks {
    /** With `handoff`: the check against the packet (`checkParsedReturn`). */
    packet?: typeof checkParsedReturn;
    /** With `transcript`: the check against the host's transcript (`checkParsedTranscript`). */
    transcript?: typeof checkParsedTranscript;
}
/** The kind a text is reviewed as: the one given when a child hands it back, else detected, a packet or checklist read as a return. */
export declare function reviewKindOf(text: unknown, options: ReviewOptions | undefined): InputKind;
/**
 * Reviews a child's returned text for its parent, as the kind given (see
 * `reviewKindOf`), with the checks given. Never throws and never honours
 * the text's own `handback-*` comments.
 *
 * @param kind The text's kind, loaded.
 * @param text The child's final text (markdown return, return-metadata file, console return).
 * @param options `attempt`, `mitigated`, `kind`, `fileName`, `maxBytes`, `correctionMaxLength`, `handoff`, `transcript`.
 * @param checks The packet and transcript checks, needed only with `handoff` and `transcript`.
 */
export declare function reviewWith(kind: Kind, text: unknown, options: ReviewOptions | undefined, checks: ReviewChecks): Review;
