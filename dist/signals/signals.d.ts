/**
 * The named signals: every judgement of a return's outcome beyond its
 * `state` value. A signal reads some places of the return (passages.ts),
 * matches words of the vocabulary or signatures of tool output there, and
 * says a state. When it says a worse state than the return's, the return
 * contradicts itself and `outcome-contradicted` reports it. The examples are
 * returns the signal fires on and stays quiet on; `grammar/signals.md` is
 * generated from this table and the tests execute every example there.
 */
import type { Place } from '../engine/diagnostic.js';
import type { ReturnReport, ReturnState } from '../schema/report.js';
import { type Signature, type SignatureKind } from '../vocabulary/index.js';
import { type Passage, type PassageKind } from './passages.js';
/** A return written from parts, for the signals' examples. */
export interface SignalExample {
    state?: ReturnState;
    summary: string;
    /** Lines of the Deliverables section; default one deliverable. */
    deliverables?: string[];
    /** Lines of the Evidence section, as written (bullets, fences, tables). */
    evidence?: string[];
    limitations?: string[];
    /** Files created; default the deliverable's. */
    files?: string[];
    /** The Status heading as written; default `## Status`. */
    heading?: string;
    /** Lines of the Status section after the summary. */
    status?: string[];
    /** Lines before the return, and after it. */
    before?: string[];
    after?: string[];
}
export interface SignalHit {
    signal: string;
    /** The state the text says. */
    says: ReturnState;
    /** The words that said it, as written. */
    text: string;
    /** Where in `text` the words matched start, when a match said it. */
    at?: number;
    place: Place;
    /** Where those words stand. */
    where: PassageKind;
}
interface SignalInput {
    report: ReturnReport;
    passages: readonly Passage[];
    /** Where the summary is, for report-level signals. */
    summaryPlace: Place | undefined;
    statePlace: Place | undefined;
    /** A team's own signatures, read beside the built-in ones. */
    custom: readonly Signature[];
    /** Whether the return wrote its lists of files (`files_created:`, `files_modified:`), empty or not: a missing list is another rule's to report, and says nothing of the work. */
    filesListed?: boolean;
}
export interface Signal {
    id: string;
    /** One line: what the signal reads as a worse outcome. */
    description: string;
    /** The places it reads. */
    reads: readonly PassageKind[];
    /** The state the text says when the signal fires. */
    says: ReturnState;
    /** What it matches: the vocabulary lists or signature kinds it goes by. */
    matches: string;
    /** What takes a match back. */
    quiet: string;
    examples: {
        fires: SignalExample[];
        quiet: SignalExample[];
    };
    detect(input: SignalInput): SignalHit | undefined;
}
/** A signature's expression, compiled once; `null` for one that does not compile (a team's own, reported by the settings check). */
export declare function compileSignature(signature: Signature): RegExp | null;
/** Where a signature matches a line and every count it captures is above zero. */
export declare function signatureMatch(signature: Signature, line: string): RegExpExecArray | undefined;
/** The first signature of a kind that matches `text`, built-in ones first. */
export declare function kindMatch(kind: SignatureKind, text: string, custom?: readonly Signature[]): RegExpExecArray | undefined;
/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export declare function vocabularyExpressions(): readonly RegExp[];
/** Every named signal of what a return shows, in the order they are weighed. */
export declare const signals: readonly Signal[];
/** The signals by id. */
export declare const signalById: ReadonlyMap<string, Signal>;
export {};
