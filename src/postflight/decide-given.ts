/**
 * The decisions on a caller's values: a report checked against its schema
 * first, and a return-metadata file. Apart from `decideReport`, so that
 * deciding on a return handback read itself loads no schema library.
 */
import {fromReturnMeta} from '../convert/from-meta.js'
import {maxReportValues} from '../engine/input-rules.js'
import {isObject} from '../json/document.js'
import type {LenientReturnMeta} from '../schema/lenient.js'
import {ReturnReportSchema, type ReturnReport} from '../schema/report.js'
import {quotedText} from '../util/child-words.js'
import {plainOf} from '../util/snapshot.js'
import {budgetOf, decideReport, quoted, type Decision, type DecideOptions} from './decide.js'

/**
 * Decides between accepting, retrying and escalating. Never throws.
 *
 * @param report The parsed return, or `null` when none could be read.
 * @param options `attempt` (1-based) and `mitigated`.
 */
export function decide(given: ReturnReport | null, options: DecideOptions): Decision {
  // A plain copy: one that cannot be taken (a proxy, past `maxReportValues`) reads as no return.
  const report = (plainOf(given, maxReportValues) ?? null) as ReturnReport | null
  return decideReport(report !== null && ReturnReportSchema.safeParse(report).success ? report : null, options)
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
