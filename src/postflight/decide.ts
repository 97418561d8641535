/**
 * What a parent does with a child's return, following the error-propagation
 * contract: accept it, retry the child, or escalate (switch strategy or abort).
 *
 * Retry policy: the parent retries a child at most `max_retries` times, 1 by
 * default and 2 once it has applied a material mitigation (changed inputs,
 * reduced scope, corrected constraints); `total_attempts = 1 + max_retries`.
 */
import type {ReturnReport} from '../schema/report.js'
import {shownValue} from '../util/describe.js'
import {optionsOf} from '../util/options.js'
import {childWords, quotedText} from '../util/child-words.js'
import {visible} from '../util/visible.js'

export type DecisionAction = 'accept' | 'retry' | 'escalate'

export interface Decision {
  action: DecisionAction
  /** One or two sentences saying why, with the child's summary, limitations or error code. */
  reason: string
  /** What to change in the handoff for the retry: the child's `retry_hint`, or how to write a parseable return. */
  hint?: string
  /** The retry budget applied: 1, or 2 after a mitigation. */
  maxRetries: number
}

export interface DecideOptions {
  /** Which execution of the child produced the return, 1-based: the first run is attempt 1. */
  attempt: number
  /** Whether the parent has applied a material mitigation; raises `max_retries` from 1 to 2. Default false. */
  mitigated?: boolean
}

export const defaultMaxRetries = 1
export const mitigatedMaxRetries = 2

/** The hint for a child whose return could not be read. */
export const returnFormatHint =
  'End with the markdown return: `## Status` (`state: SUCCESS|ERROR|PARTIAL`, `summary: …`, and `retry_recommended: yes|no` on ERROR), `## Deliverables`, `## Evidence`, `## Runtime Attestation`.'

/** One sentence quoting the child's text as data (` Summary, in the child's words: "…".`), or `''` when it is empty. */
export function quoted(what: string, text: string): string {
  return text.trim() === '' ? '' : ` ${childWords(what, text.trim())}.`
}

/** Each of the child's items quoted as data, in one sentence. */
function quotedList(what: string, items: readonly string[]): string {
  return items.length === 0 ? '' : ` ${what}, in the child's words: ${items.map((item) => quotedText(item.trim())).join(', ')}.`
}

/** Handback's own text as one sentence of a reason; what it quotes of the child is already quoted as data. */
function sentenceOf(text: string): string {
  const trimmed = visible(text).trim()
  return trimmed === '' ? '' : /[.!?…"]$/.test(trimmed) ? trimmed : trimmed + '.'
}

function withHint(decision: Omit<Decision, 'hint'>, hint: string | undefined): Decision {
  return hint === undefined || hint.trim() === '' ? decision : {action: decision.action, reason: decision.reason, hint: `${childWords('Retry hint', hint.trim())}.`, maxRetries: decision.maxRetries}
}

interface Budget {
  maxRetries: number
  /** Whether the policy allows another attempt. */
  retriesLeft: boolean
  /** `attempt 2 of 3 (after mitigation)`, for reasons. */
  text: string
  /** The decision when the attempt is unusable. */
  refusal?: Decision
}

export function budgetOf(given: DecideOptions): Budget {
  const options = optionsOf(given)
  const mitigated = options.mitigated === true
  const maxRetries = mitigated ? mitigatedMaxRetries : defaultMaxRetries
  const attempt = options.attempt
  if (typeof attempt !== 'number' || !Number.isInteger(attempt) || attempt < 1) {
    // An unknown count could loop forever; stopping is the safe reading.
    const reason = `Unexpected attempt ${shownValue(attempt)}, expected a positive integer; escalating instead of risking endless retries.`
    return {maxRetries, retriesLeft: false, text: '', refusal: {action: 'escalate', reason, maxRetries}}
  }

  return {maxRetries, retriesLeft: attempt <= maxRetries, text: `attempt ${attempt} of ${1 + maxRetries}${mitigated ? ' (after mitigation)' : ''}`}
}

/**
 * Decides between accepting, retrying and escalating on a report known to be
 * one: read by handback's own reader, or checked against its schema (`decide`,
 * for a caller's value). Never throws.
 *
 * @param report The report, or `null` when none could be read.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export function decideReport(report: ReturnReport | null, options: DecideOptions): Decision {
  const {maxRetries, retriesLeft, text: budget, refusal} = budgetOf(options)
  if (refusal) return refusal
  if (report === null) {
    if (retriesLeft) return {action: 'retry', reason: `The child's return could not be read (${budget}).`, hint: returnFormatHint, maxRetries}
    return {action: 'escalate', reason: `The child's return could not be read and no retries remain (${budget}).`, maxRetries}
  }

  // What the return shows beside its `state` (another state said, failing evidence) leaves the parent no state to trust.
  const signal = report.signals?.[0]
  if (signal) return decideFailedContract(`the return contradicts its \`state\` (signal \`${signal.signal}\`, line ${signal.line}): the child's words there: ${quotedText(signal.text)}`, options, 'Fix what the return shows failed, or report the state it shows, and send the return again.')

  const {status} = report
  const summary = quoted('Summary', status.summary)
  const code = status.error_code ? ` with error code ${quotedText(status.error_code)}` : ''
  // `limitations` belongs to the attestation; one written under Status (an extra key there) still states them.
  const underStatus: unknown = (status as Record<string, unknown>).limitations
  const limitations = report.attestation.limitations ?? (Array.isArray(underStatus) ? underStatus.filter((item): item is string => typeof item === 'string') : typeof underStatus === 'string' && underStatus !== '' ? [underStatus] : [])
  const stated = quotedList('Limitations', limitations)
  // A success with limitations is still a success, but the parent reads what it left out.
  if (status.state === 'SUCCESS') return {action: 'accept', reason: `The child reports SUCCESS.${summary}${stated}`, maxRetries}

  if (status.state === 'PARTIAL') {
    if (status.retry_recommended === true && retriesLeft) {
      return withHint({action: 'retry', reason: `The child reports PARTIAL${code} and recommends a retry (${budget}).${summary}`, maxRetries}, status.retry_hint)
    }

    const limits = stated || ' No limitations stated.'
    const exhausted = status.retry_recommended === true ? ` A retry was recommended but none remain (${budget}).` : ''
    return {action: 'accept', reason: `The child reports PARTIAL${code}.${summary}${limits}${exhausted}`, maxRetries}
  }

  if (status.retry_recommended === true) {
    if (retriesLeft) return withHint({action: 'retry', reason: `The child reports ERROR${code} and recommends a retry (${budget}).${summary}`, maxRetries}, status.retry_hint)
    return {action: 'escalate', reason: `The child reports ERROR${code} and no retries remain (${budget}).${summary}`, maxRetries}
  }

  const why = status.retry_recommended === false ? 'does not recommend a retry' : 'omits `retry_recommended` (required with ERROR), read as no'
  return {action: 'escalate', reason: `The child reports ERROR${code} and ${why}.${summary}`, maxRetries}
}

/**
 * Decides on a return that failed its contract (an error diagnostic, JSON that
 * does not parse, an unknown or negated status): never accepted; retried with
 * the correction while the budget allows, then escalated.
 *
 * @param problem What failed, in one sentence, for the reason.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export function decideFailedContract(problem: string, options: DecideOptions, hint = 'Send the return again, corrected as the correction says.'): Decision {
  const {maxRetries, retriesLeft, text: budget, refusal} = budgetOf(options)
  if (refusal) return refusal
  const what = sentenceOf(problem)
  if (retriesLeft) return {action: 'retry', reason: `The child's return fails its contract (${budget}): ${what}`, hint, maxRetries}
  return {action: 'escalate', reason: `The child's return fails its contract and no retries remain (${budget}): ${what}`, maxRetries}
}

/**
 * Decides when the handoff packet a return is to be checked against is not
 * valid: the packet is the parent's, so the child is not retried for it, and
 * the return, unchecked against it, is not accepted either.
 */
export function decideInvalidPacket(problem: string, options: DecideOptions): Decision {
  const {maxRetries} = budgetOf(options)
  return {action: 'escalate', reason: `The handoff packet the return is to be checked against is not valid, so the return was not checked against it: ${sentenceOf(problem)} Mend the packet; the child is not retried for it.`, maxRetries}
}
