/**
 * The rewrite a markdown correction ends with: the child's return in the
 * contract's form, carrying over everything it reported that maps to the
 * contract (read by the reader, and by `salvageReport` from any other
 * layout), with a `[fill in: …]` placeholder only where something is really
 * missing. The return is written for every state at once: the lines that
 * hold whatever the state, then, for each state, the lines it adds (ERROR
 * its `retry_recommended` and `retry_hint`, PARTIAL its limitations), and a
 * line of the child's that would contradict SUCCESS is offered only under the
 * states it agrees with. When the whole does not fit its room, lists lose
 * their tail to one placeholder asking for the rest as written, never their
 * structure.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { ReturnReport, ReturnState } from '../schema/report.js';
/** What a placeholder starts with: square brackets, which hosts that escape markup (`<`, `>`) leave as they are. */
export declare const placeholderStart = "[fill in:";
/** A list of the return and whether the child stated it (an empty stated list is `(none)`; an unstated one, a placeholder). */
interface StatedList {
    items: string[];
    stated: boolean;
}
/** What the child reported, in the contract's terms. */
export interface Restatement {
    state: ReturnState | undefined;
    summary: string | undefined;
    /** Other key lines of the Status section, as written (`tests: 48 passed`). */
    statusLines: string[];
    errorCode: string | undefined;
    retryRecommended: boolean | undefined;
    retryHint: string | undefined;
    deliverables: StatedList;
    evidence: StatedList;
    model: string | undefined;
    mode: string | undefined;
    filesCreated: StatedList;
    filesModified: StatedList;
    limitations: string[];
    /** The child's lines that say the work did not succeed: offered under PARTIAL and ERROR only. */
    againstSuccess: string[];
    /** The states the child's summary is read as contradicting (`❌ Could not …` under SUCCESS or PARTIAL). */
    summaryRefuses: ReturnState[];
}
/**
 * What the child reported, from the reader's report (when its return could
 * be read) and from every other part of its text. Paths the contract refuses
 * (`path-not-repo-relative`) become placeholders naming them.
 */
export declare function restate(source: string, basis: ReturnReport | null, diagnostics: readonly Diagnostic[]): Restatement;
/**
 * The rewrite within `room` characters, or undefined when even its
 * structure alone does not fit. Lists lose their tail first (evidence, then
 * limitations, then files, then deliverables), each tail asked for as written.
 */
export declare function markdownRewrite(restatement: Restatement, room: number): string | undefined;
export {};
