/**
 * What a parent does with a child's return, following the error-propagation
 * contract: accept it, retry the child, or escalate (switch strategy or abort).
 *
 * Retry policy: the parent retries a child at most `max_retries` times, 1 by
 * default and 2 once it has applied a material mitigation (changed inputs,
 * reduced scope, corrected constraints); `total_attempts = 1 + max_retries`.
 */
import type { ReturnReport } from '../schema/report.js';
export type DecisionAction = 'accept' | 'retry' | 'escalate';
export interface Decision {
    action: DecisionAction;
    /** One or two sentences saying why, with the child's summary, limitations or error code. */
    reason: string;
    /** What to change in the handoff for the retry: the child's `retry_hint`, or how to write a parseable return. */
    hint?: string;
    /** The retry budget applied: 1, or 2 after a mitigation. */
    maxRetries: number;
}
export interface DecideOptions {
    /** Which execution of the child produced the return, 1-based: the first run is attempt 1. */
    attempt: number;
    /** Whether the parent has applied a material mitigation; raises `max_retries` from 1 to 2. Default false. */
    mitigated?: boolean;
}
export declare const defaultMaxRetries = 1;
export declare const mitigatedMaxRetries = 2;
/** The hint for a child whose return could not be read. */
export declare const returnFormatHint = "End with the markdown return: `## Status` (`state: SUCCESS|ERROR|PARTIAL`, `summary: \u2026`, and `retry_recommended: yes|no` on ERROR), `## Deliverables`, `## Evidence`, `## Runtime Attestation`.";
/** One sentence quoting the child's text as data (` Summary, in the child's words: "…".`), or `''` when it is empty. */
export declare function quoted(what: string, text: string): string;
interface Budget {
    maxRetries: number;
    /** Whether the policy allows another attempt. */
    retriesLeft: boolean;
    /** `attempt 2 of 3 (after mitigation)`, for reasons. */
    text: string;
    /** The decision when the attempt is unusable. */
    refusal?: Decision;
}
export declare function budgetOf(given: DecideOptions): Budget;
/**
 * Decides between accepting, retrying and escalating on a report known to be
 * one: read by handback's own reader, or checked against its schema (`decide`,
 * for a caller's value). Never throws.
 *
 * @param report The report, or `null` when none could be read.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export declare function decideReport(report: ReturnReport | null, options: DecideOptions): Decision;
/**
 * Decides on a return that failed its contract (an error diagnostic, JSON that
 * does not parse, an unknown or negated status): never accepted; retried with
 * the correction while the budget allows, then escalated.
 *
 * @param problem What failed, in one sentence, for the reason.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export declare function decideFailedContract(problem: string, options: DecideOptions, hint?: string): Decision;
/**
 * Decides when the handoff packet a return is to be checked against is not
 * valid: the packet is the parent's, so the child is not retried for it, and
 * the return, unchecked against it, is not accepted either.
 */
export declare function decideInvalidPacket(problem: string, options: DecideOptions): Decision;
export {};
