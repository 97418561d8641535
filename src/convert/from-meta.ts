/**
 * `fromReturnMeta`: a return-metadata object to the report of a markdown
 * return, the inverse of `toReturnMeta` (see `grammar/mapping.md`). Total:
 * whatever it is given, it returns a report.
 */
import {isObject, setOwn} from '../json/document.js'
import {evidenceFromText} from '../markdown/extract.js'
import type {LenientReturnMeta} from '../schema/lenient.js'
import type {Attestation, Deliverable, ReturnReport, ReturnStatus} from '../schema/report.js'
import {stateOfMetaStatus} from './status.js'
import {mappedStatusKeys, unspecifiedErrorType} from './meta-keys.js'
import {jsonString} from '../util/json-string.js'
import {plainOf} from '../util/snapshot.js'

/** Report fields hold text: other JSON values are written as JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : jsonString(value)
}

/** An extra key's value in the report: text, or a list of text. */
function asExtra(value: unknown): string | string[] {
  return Array.isArray(value) ? value.map(asText) : asText(value)
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function objectAt(value: unknown, key: string): Record<string, unknown> | undefined {
  if (!isObject(value) || !Object.hasOwn(value, key)) return undefined
  const found = value[key]
  return isObject(found) ? found : undefined
}

function own(value: Record<string, unknown> | undefined, key: string): unknown {
  return value && Object.hasOwn(value, key) ? value[key] : undefined
}

function readStatus(root: Record<string, unknown>): ReturnStatus {
  const completion = objectAt(root, 'completion_data')
  const errors = own(root, 'errors')
  const first = Array.isArray(errors) && isObject(errors[0]) ? errors[0] : undefined
  const summary = textOf(own(completion, 'completion_summary')) ?? textOf(own(root, 'summary')) ?? textOf(own(first, 'message')) ?? ''
  const status: ReturnStatus = {state: stateOfMetaStatus(own(root, 'status')), summary}
  if (first) {
    const type = own(first, 'type')
    if (typeof type === 'string' && type !== unspecifiedErrorType) status.error_code = type
    const recoverable = own(first, 'recoverable')
    if (typeof recoverable === 'boolean' && own(first, 'retry_recommended_omitted') !== true) status.retry_recommended = recoverable
    const recommendation = own(first, 'recommendation')
    if (typeof recommendation === 'string' && recommendation !== '') status.retry_hint = recommendation
  }

  const extras = objectAt(objectAt(root, 'metadata'), 'status_extras')
  for (const key of Object.keys(extras ?? {})) {
    if (!mappedStatusKeys.has(key)) setOwn(status, key, asExtra(extras![key]))
  }

  // The top-level field wins over a list kept among the extras.
  const nextSteps = own(root, 'next_steps')
  if (nextSteps !== undefined) setOwn(status, 'next_steps', asExtra(nextSteps))
  const roadmap = own(completion, 'roadmap_items')
  if (Array.isArray(roadmap)) setOwn(status, 'roadmap_items', roadmap.map(asText))
  const suggestions = own(completion, 'claudemd_suggestions')
  if (typeof suggestions === 'string') setOwn(status, 'claudemd_suggestions', suggestions)
  return status
}

function readDeliverables(root: Record<string, unknown>): Deliverable[] {
  const artifacts = own(root, 'artifacts')
  if (!Array.isArray(artifacts)) return []
  const deliverables: Deliverable[] = []
  for (const artifact of artifacts) {
    // Bare-string artifacts are common in the wild: the string is the path.
    if (typeof artifact === 'string') deliverables.push({path: artifact, description: ''})
    else if (isObject(artifact) && typeof own(artifact, 'path') === 'string') {
      deliverables.push({path: artifact['path'] as string, description: textOf(own(artifact, 'summary')) ?? ''})
    }
  }

  return deliverables
}

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(asText) : []
}

function readAttestation(metadata: Record<string, unknown> | undefined): Attestation {
  const source = objectAt(metadata, 'attestation') ?? {}
  const attestation: Attestation = {
    runtime_model_reported: textOf(own(source, 'runtime_model_reported')) ?? '',
    runtime_mode_reported: textOf(own(source, 'runtime_mode_reported')) ?? '',
    files_created: textList(own(source, 'files_created')),
    files_modified: textList(own(source, 'files_modified'))
  }
  for (const key of Object.keys(source)) {
    if (key === 'runtime_model_reported' || key === 'runtime_mode_reported' || key === 'files_created' || key === 'files_modified') continue
    if (key === 'limitations') attestation.limitations = textList(source[key])
    else setOwn(attestation, key, asExtra(source[key]))
  }

  return attestation
}

/**
 * Converts a return-metadata object to the report of a markdown return.
 * What the markdown cannot hold (identity, `partial_progress`, errors after
 * the first, …) is left out; `lostInMarkdown` lists it.
 *
 * @param meta A return-metadata object (`ReturnMeta`, or what `readReturnMeta` read); any other value gives an ERROR report.
 */
export function fromReturnMeta(given: LenientReturnMeta): ReturnReport {
  // Read from a plain copy; one that cannot be taken (a proxy, past the JSON bound) reads as no object: an ERROR report.
  const meta = plainOf(given)
  const root: Record<string, unknown> = isObject(meta) ? meta : {}
  const metadata = objectAt(root, 'metadata')
  const evidence = own(metadata, 'evidence')
  return {
    status: readStatus(root),
    deliverables: readDeliverables(root),
    evidence: Array.isArray(evidence) ? evidence.map((item) => evidenceFromText(asText(item))) : [],
    attestation: readAttestation(metadata)
  }
}
