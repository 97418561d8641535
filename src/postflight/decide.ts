/**
 * What a parent does with a child's return, following the error-propagation
 * contract: accept it, retry the child, or escalate (switch strategy or abort).
 *
 * Retry policy: the parent retries a child at most `max_retries` times, 1 by
 * default and 2 once it has applied a material mitigation (changed inputs,
 * reduced scope, corrected constraints); `total_attempts = 1 + max_retries`.
 */
import {fromReturnMeta} from '../convert/from-meta.js'
import {isObject} from '../json/document.js'
import type {LenientReturnMeta} from '../schema/lenient.js'
import {ReturnReportSchema, type ReturnReport} from '../schema/report.js'
import {plainOf} from '../util/snapshot.js'
import {maxReportValues} from '../engine/input-rules.js'
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
function quoted(what: string, text: string): string {
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

function budgetOf(given: DecideOptions): Budget {
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
 * Decides between accepting, retrying and escalating. Never throws.
 *
 * @param report The parsed return, or `null` when none could be read.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export function decide(given: ReturnReport | null, options: DecideOptions): Decision {
  // A plain copy: one that cannot be taken (a proxy, past `maxReportValues`) reads as no return.
  const report = (plainOf(given, maxReportValues) ?? null) as ReturnReport | null
  const {maxRetries, retriesLeft, text: budget, refusal} = budgetOf(options)
  if (refusal) return refusal
  if (report === null || !ReturnReportSchema.safeParse(report).success) {
    if (retriesLeft) return {action: 'retry', reason: `The child's return could not be read (${budget}).`, hint: returnFormatHint, maxRetries}
    return {action: 'escalate', reason: `The child's return could not be read and no retries remain (${budget}).`, maxRetries}
  }

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
export function decideFailedContract(problem: string, options: DecideOptions): Decision {
  const {maxRetries, retriesLeft, text: budget, refusal} = budgetOf(options)
  if (refusal) return refusal
  const what = sentenceOf(problem)
  if (retriesLeft) return {action: 'retry', reason: `The child's return fails its contract (${budget}): ${what}`, hint: 'Send the return again, corrected as the correction says.', maxRetries}
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

/**
 * Decides on a return-metadata file. A file still `in_progress` at
 * postflight means the child stopped before finishing: it is retried from
 * its `partial_progress` while retries remain, then escalated. Any other
 * file is decided on as the report `fromReturnMeta` gives.
 *
 * @param meta The file's object (`readReturnMeta(text).meta`), or `null` when it is missing or unreadable.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export function decideReturnMeta(given: LenientReturnMeta | null, options: DecideOptions): Decision {
  const meta = plainOf(given)
  if (!isObject(meta) || meta.status !== 'in_progress') return decide(isObject(meta) ? fromReturnMeta(meta) : null, options)
  const {maxRetries, retriesLeft, text: budget, refusal} = budgetOf(options)
  if (refusal) return refusal
  const progress = isObject(meta.partial_progress) ? meta.partial_progress : undefined
  const stage = typeof progress?.stage === 'string' && progress.stage !== '' ? progress.stage : undefined
  const details = typeof progress?.details === 'string' ? progress.details.trim() : ''
  const where = stage ? ` at a stage named, in the child's words, ${quotedText(stage)}` : ''
  if (!retriesLeft) return {action: 'escalate', reason: `The child stopped${where} without a final status and no retries remain (${budget}).`, maxRetries}
  const hint = stage ? `Resume from the stage named, in the child's words, ${quotedText(stage)}.${quoted('Its details', details)}` : 'Start again; the previous run left no resume point.'
  return {action: 'retry', reason: `The child stopped${where} without a final status (${budget}).`, hint, maxRetries}
}
