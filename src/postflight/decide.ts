/**
 * What a parent does with a child's return, following the error-propagation
 * contract: accept it, retry the child, or escalate (switch strategy or abort).
 *
 * Retry policy: the parent retries a child at most `max_retries` times, 1 by
 * default and 2 once it has applied a material mitigation (changed inputs,
 * reduced scope, corrected constraints); `total_attempts = 1 + max_retries`.
 */
import {isObject} from '../json/document.js'
import {ReturnReportSchema, type ReturnReport} from '../schema/report.js'

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

function sentence(text: string): string {
  const trimmed = text.trim()
  return trimmed === '' ? '' : /[.!?…]$/.test(trimmed) ? trimmed : trimmed + '.'
}

function withHint(decision: Omit<Decision, 'hint'>, hint: string | undefined): Decision {
  return hint === undefined || hint.trim() === '' ? decision : {action: decision.action, reason: decision.reason, hint: hint.trim(), maxRetries: decision.maxRetries}
}

/**
 * Decides between accepting, retrying and escalating. Never throws.
 *
 * @param report The parsed return, or `null` when none could be read.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export function decide(report: ReturnReport | null, options: DecideOptions): Decision {
  const mitigated = isObject(options) && options.mitigated === true
  const maxRetries = mitigated ? mitigatedMaxRetries : defaultMaxRetries
  const attempt = isObject(options) ? options.attempt : undefined
  if (typeof attempt !== 'number' || !Number.isInteger(attempt) || attempt < 1) {
    // An unknown count could loop forever; stopping is the safe reading.
    return {action: 'escalate', reason: `Unexpected attempt ${String(attempt)}, expected a positive integer; escalating instead of risking endless retries.`, maxRetries}
  }

  const retriesLeft = attempt <= maxRetries
  const budget = `attempt ${attempt} of ${1 + maxRetries}${mitigated ? ' (after mitigation)' : ''}`
  if (report === null || !ReturnReportSchema.safeParse(report).success) {
    if (retriesLeft) return {action: 'retry', reason: `The child's return could not be read (${budget}).`, hint: returnFormatHint, maxRetries}
    return {action: 'escalate', reason: `The child's return could not be read and no retries remain (${budget}).`, maxRetries}
  }

  const {status} = report
  const summary = sentence(status.summary)
  const code = status.error_code ? ` [${status.error_code}]` : ''
  if (status.state === 'SUCCESS') return {action: 'accept', reason: `The child reports SUCCESS: ${summary}`.trim(), maxRetries}

  if (status.state === 'PARTIAL') {
    if (status.retry_recommended === true && retriesLeft) {
      return withHint({action: 'retry', reason: `The child reports PARTIAL${code} and recommends a retry (${budget}): ${summary}`.trim(), maxRetries}, status.retry_hint)
    }

    const limitations = report.attestation.limitations ?? []
    const limits = limitations.length > 0 ? ` Limitations: ${limitations.map(sentence).join(' ')}` : ' No limitations stated.'
    const exhausted = status.retry_recommended === true ? ` A retry was recommended but none remain (${budget}).` : ''
    return {action: 'accept', reason: `The child reports PARTIAL${code}: ${summary}${limits}${exhausted}`, maxRetries}
  }

  if (status.retry_recommended === true) {
    if (retriesLeft) return withHint({action: 'retry', reason: `The child reports ERROR${code} and recommends a retry (${budget}): ${summary}`.trim(), maxRetries}, status.retry_hint)
    return {action: 'escalate', reason: `The child reports ERROR${code} and no retries remain (${budget}): ${summary}`.trim(), maxRetries}
  }

  const why = status.retry_recommended === false ? 'does not recommend a retry' : 'omits `retry_recommended` (required with ERROR), read as no'
  return {action: 'escalate', reason: `The child reports ERROR${code} and ${why}: ${summary}`.trim(), maxRetries}
}
