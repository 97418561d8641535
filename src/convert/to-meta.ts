/**
 * `toReturnMeta`: the report of a markdown return, plus what the parent knows
 * (operation, identity), to a return-metadata object. The mapping is the
 * table of `grammar/mapping.md`; `fromReturnMeta` is its inverse.
 */
import type {Diagnostic, Place} from '../engine/diagnostic.js'
import {isObject, setOwn} from '../json/document.js'
import {inferArtifactType} from '../json/returns.js'
import claudemdSuggestionsMissing from '../rules/json/claudemd-suggestions-missing.js'
import {internalErrorRule, optionInvalidRule} from '../engine/input-rules.js'
import operationMissing from '../rules/convert/operation-missing.js'
import reportInvalid from '../rules/convert/report-invalid.js'
import {stamp} from '../engine/rule.js'
import type {Artifact, ReturnError, ReturnMeta} from '../schema/meta.js'
import {ReturnReportSchema, type ReturnReport, type ReturnStatus} from '../schema/report.js'
import {identityDiagnostic, isOperation, readIdentity, startPlace, type ConvertContext} from './context.js'
import {cloneJson} from './json-value.js'
import {metaStatusOf} from './status.js'
import {mappedStatusKeys, unspecifiedErrorType} from './meta-keys.js'
import {plainOf} from '../util/snapshot.js'
import {maxJsonValues} from '../util/bounds.js'
import {maxReportValues} from '../engine/input-rules.js'
import {errorText, groupedDigits} from '../util/describe.js'

export interface ToMetaOptions {
  /** Source spans of the report's values (from `parseReturn`), to place diagnostics; line 1 otherwise. */
  positions?: ReadonlyMap<string, Place>
}

export interface ToMetaResult {
  /**
   * The return-metadata object; `null` when the identity or the operation is
   * missing. An implemented meta task without `claudemd_suggestions` gets its
   * object and an error.
   */
  meta: ReturnMeta | null
  diagnostics: Diagnostic[]
}

function hasErrorKeys(status: ReturnStatus): boolean {
  return status.error_code !== undefined || status.retry_recommended !== undefined || status.retry_hint !== undefined
}

/** The one error object a markdown return can state. */
function errorOf(status: ReturnStatus): ReturnError {
  const error: ReturnError = {
    type: status.error_code ?? unspecifiedErrorType,
    message: status.summary,
    recoverable: status.retry_recommended ?? false,
    recommendation: status.retry_hint ?? ''
  }
  // Marks a `recoverable: false` that was not written, so the way back leaves `retry_recommended` out.
  if (status.retry_recommended === undefined) error['retry_recommended_omitted'] = true
  return error
}

function convert(report: ReturnReport, context: Partial<ConvertContext>, positions: ReadonlyMap<string, Place> | undefined): ToMetaResult {
  const checked = ReturnReportSchema.safeParse(report)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    const where = issue ? '/' + issue.path.map(String).join('/') : ''
    return {
      meta: null,
      diagnostics: [
        stamp(reportInvalid, 'error', {
          messageId: 'invalid',
          data: {pointer: where || '/', issue: issue?.message ?? 'invalid'},
          place: startPlace,
          pointer: where
        })
      ]
    }
  }

  const diagnostics: Diagnostic[] = []
  const place = (pointer: string): Place => positions?.get(pointer) ?? positions?.get('/status') ?? startPlace
  const {status} = report
  const operation = isOperation(context.operation) ? context.operation : undefined
  const metaStatus = metaStatusOf(status.state, operation)
  if (metaStatus === undefined) {
    const given = context.operation === undefined ? 'missing operation' : `operation \`${String(context.operation)}\``
    diagnostics.push(
      stamp(operationMissing, 'error', {
        messageId: 'successWithout',
        data: {given},
        place: place('/status/state'),
        pointer: '/status',
        expected: ['research', 'plan', 'implement']
      })
    )
  }

  const identity = readIdentity(context)
  if (!identity.identity) diagnostics.push(identityDiagnostic(identity.missing, place('/status'), identity.unusable))
  if (metaStatus === undefined || !identity.identity) return {meta: null, diagnostics}

  const implemented = metaStatus === 'implemented'
  const extras: Record<string, unknown> = {}
  const completionExtras: Record<string, unknown> = {}
  for (const key of Object.keys(status)) {
    if (mappedStatusKeys.has(key)) continue
    const value = status[key]
    // `next_steps` is text in the file; a list stays with the other extras.
    if (key === 'next_steps' && typeof value === 'string') continue
    // An `implemented` return's completion fields have their own place; elsewhere they are ordinary extras.
    if (implemented && key === 'roadmap_items' && Array.isArray(value)) completionExtras[key] = [...value]
    else if (implemented && key === 'claudemd_suggestions' && typeof value === 'string') completionExtras[key] = value
    else setOwn(extras, key, cloneJson(value))
  }

  const meta: ReturnMeta = {status: metaStatus} as ReturnMeta
  if (!implemented) meta['summary'] = status.summary
  meta.artifacts = report.deliverables.map(
    (deliverable): Artifact => ({type: inferArtifactType(deliverable.path), path: deliverable.path, summary: deliverable.description})
  )
  if (implemented) {
    meta.completion_data = {completion_summary: status.summary, ...completionExtras}
    if (typeof context.language === 'string' && context.language.toLowerCase() === 'meta' && completionExtras['claudemd_suggestions'] === undefined) {
      diagnostics.push(
        stamp(claudemdSuggestionsMissing, 'error', {
          messageId: 'missingStatusKey',
          place: place('/status'),
          pointer: '/status/claudemd_suggestions',
          expected: ['claudemd_suggestions']
        })
      )
    }
  }

  if (typeof status['next_steps'] === 'string') meta.next_steps = status['next_steps']
  const duration = context.duration_seconds
  // The contract's order: duration between the agent and the delegation.
  const metadata: ReturnMeta['metadata'] = {
    session_id: identity.identity.session_id,
    agent_type: identity.identity.agent_type,
    ...(typeof duration === 'number' && Number.isFinite(duration) && duration >= 0 ? {duration_seconds: duration} : {}),
    delegation_depth: identity.identity.delegation_depth,
    delegation_path: identity.identity.delegation_path
  }

  metadata['evidence'] = report.evidence.map((evidence) => evidence.text)
  metadata['attestation'] = cloneJson(report.attestation)
  if (Object.keys(extras).length > 0) metadata['status_extras'] = extras
  meta.metadata = metadata
  if (status.state === 'ERROR' || hasErrorKeys(status)) meta.errors = [errorOf(status)]
  return {meta, diagnostics}
}

/**
 * Converts a report to a return-metadata object. Never throws: a missing
 * identity or operation gives `meta: null` and an error diagnostic naming
 * what is missing.
 *
 * @param report The report of a markdown return (`parseReturn(text).report`).
 * @param context The operation and the child's identity; see `ConvertContext`.
 * @param options Positions of the report's values, to place diagnostics.
 */
export function toReturnMeta(report: ReturnReport, context: Partial<ConvertContext>, options: ToMetaOptions = {}): ToMetaResult {
  try {
    // Plain copies: a getter or proxy in the caller's values cannot throw below, nor a sparse list hang it.
    const plainContext = plainOf(context)
    // A context too large to copy is said to be, not read as an empty one (whose identity would be reported missing).
    if (isObject(context) && plainContext === undefined) {
      return {
        meta: null,
        diagnostics: [
          stamp(optionInvalidRule, 'error', {
            messageId: 'contextTooLarge',
            data: {limit: groupedDigits(maxJsonValues)},
            place: startPlace
          })
        ]
      }
    }

    // Positions are read as given, not copied: a parsed return's map holds tens of thousands of places, and a
    // place that throws when read is caught below like any failure.
    const positions: unknown = isObject(options) ? options.positions : undefined
    return convert(plainOf(report, maxReportValues) as ReturnReport, isObject(plainContext) ? plainContext : {}, positions instanceof Map ? positions : undefined)
  } catch (error) {
    return {
      meta: null,
      diagnostics: [
        stamp(internalErrorRule, 'error', {
          messageId: 'failedOnReport',
          data: {error: errorText(error)},
          place: startPlace
        })
      ]
    }
  }
}
