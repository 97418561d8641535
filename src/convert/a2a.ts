/**
 * `toA2ATask`: a report as an A2A `Task` in the protocol's JSON wire form
 * (A2A v1.0, the ProtoJSON the `@a2a-js/sdk` codecs read and write: enum
 * names such as `TASK_STATE_COMPLETED`, parts as `{text}`, `{url}` or
 * `{data}`). The mapping is written down in `grammar/protocols.md`.
 * Only the shape is shared with the SDK: nothing here loads it.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {ReturnReportSchema, type ReturnReport, type ReturnState} from '../schema/report.js'
import {optionsOf} from '../util/options.js'
import {reportInvalidDiagnostic} from './report-invalid.js'
import {jsonString} from '../util/json-string.js'
import {plainOf} from '../util/snapshot.js'
import {repoRelativeProblem} from '../util/paths.js'
import {maxReportValues} from '../engine/input-rules.js'

/** The A2A task states handback produces (names of the v1.0 `TaskState` enum). */
export type A2ATaskStateName = 'TASK_STATE_COMPLETED' | 'TASK_STATE_FAILED' | 'TASK_STATE_INPUT_REQUIRED'

/** A part in the wire form: exactly one of `text`, `url` or `data`. */
export type A2APartJson =
  | {text: string; mediaType?: string; metadata?: Record<string, unknown>}
  | {url: string; filename?: string; mediaType?: string; metadata?: Record<string, unknown>}
  | {data: Record<string, unknown>; mediaType?: string; metadata?: Record<string, unknown>}

export interface A2AArtifactJson {
  artifactId: string
  name?: string
  description?: string
  parts: A2APartJson[]
  metadata?: Record<string, unknown>
}

export interface A2AMessageJson {
  messageId: string
  contextId: string
  taskId: string
  role: 'ROLE_AGENT'
  parts: A2APartJson[]
}

export interface A2ATaskJson {
  id: string
  contextId: string
  status: {state: A2ATaskStateName; message: A2AMessageJson; timestamp?: string}
  artifacts?: A2AArtifactJson[]
  metadata: {handback: {state: ReturnState}}
}

export interface ToA2ATaskOptions {
  /** The task id (default: `handback-` and a hash of the report, stable for equal reports). */
  taskId?: string
  /** The context id (default: the task id). */
  contextId?: string
  /** ISO 8601 time of the status (default: none). */
  timestamp?: string
  /** Base URL the deliverables' repo-relative paths resolve against (`file:///repo/`, a blob URL); default: the path as a relative URL. */
  baseUrl?: string
  /** The state of a PARTIAL return: `TASK_STATE_COMPLETED` (default: the run ended with stated limitations) or `TASK_STATE_INPUT_REQUIRED` (the parent means to continue it). */
  partialState?: 'TASK_STATE_COMPLETED' | 'TASK_STATE_INPUT_REQUIRED'
}

export interface ToA2ATaskResult {
  /** The task, or `null` when `report` is not a report. */
  task: A2ATaskJson | null
  diagnostics: Diagnostic[]
}

/** Media type of the data parts: handback's own JSON shapes. */
const handbackDataMediaType = 'application/json'

const mediaTypes: Readonly<Record<string, string>> = {
  md: 'text/markdown',
  markdown: 'text/markdown',
  json: 'application/json',
  txt: 'text/plain',
  html: 'text/html',
  ts: 'text/x-typescript',
  js: 'text/javascript',
  py: 'text/x-python',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  lean: 'text/plain',
  tex: 'application/x-tex',
  pdf: 'application/pdf'
}

/** The media type of a path by its extension; `application/octet-stream` when unknown. */
export function mediaTypeOf(path: string): string {
  if (typeof path !== 'string') return 'application/octet-stream'
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
  return Object.hasOwn(mediaTypes, extension) ? (mediaTypes[extension] ?? 'application/octet-stream') : 'application/octet-stream'
}

/** FNV-1a over the report's JSON: a stable default id without a random source. */
function stableId(value: unknown): string {
  let hash = 0x811c9dc5
  const text = jsonString(value)
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }

  return `handback-${hash.toString(16).padStart(8, '0')}`
}

/** A repository path as a URL path: each segment percent-encoded (spaces, `<`, `>`, `#`, `?`, `:`, `%`), the `/` between them kept. */
function encodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
}

/**
 * The file part of a deliverable: a URL only for a repository path (its
 * segments encoded, resolved against `baseUrl`); any other path
 * (`javascript:…`, `data:…`, `/etc/passwd`, `../x`) is no file of the
 * repository and is never written as a link: a text part names it.
 */
function filePart(path: string, baseUrl: string | undefined): A2APartJson {
  if (repoRelativeProblem(path) !== undefined) return {text: path, metadata: {handback: {notLinked: 'not a repository path'}}}
  const relative = encodedPath(path)
  let url = relative
  if (baseUrl !== undefined) {
    try {
      url = new URL(relative, baseUrl).href
    } catch {
      url = relative
    }
  }

  return {url, filename: path, mediaType: mediaTypeOf(path)}
}

/** The state mapping of `grammar/protocols.md`. */
export function a2aStateOf(state: ReturnState, partialState: A2ATaskStateName = 'TASK_STATE_COMPLETED'): A2ATaskStateName {
  if (state === 'SUCCESS') return 'TASK_STATE_COMPLETED'
  if (state === 'PARTIAL') return partialState === 'TASK_STATE_INPUT_REQUIRED' ? partialState : 'TASK_STATE_COMPLETED'
  // ERROR, and any value that is no state: never read as a success.
  return 'TASK_STATE_FAILED'
}

function textOption(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * A report as an A2A task: the state by the mapping, the summary as the
 * status message's text part with the routing fields (`state`,
 * `error_code`, `retry_recommended`, `retry_hint`) as its data part; one
 * artifact per deliverable with a file part (`url`, `filename`,
 * `mediaType`); evidence and the runtime attestation as artifacts with one
 * data part each. Never throws: a value that is not a report gives
 * `task: null` and a `report-invalid` diagnostic.
 *
 * @param report A report, as `parseReturn` gives it.
 * @param options `taskId`, `contextId`, `timestamp`, `baseUrl`, `partialState`.
 */
export function toA2ATask(givenReport: ReturnReport, options?: ToA2ATaskOptions | null): ToA2ATaskResult {
  // A plain copy: a getter or proxy cannot throw below, nor a sparse list hang it; one that cannot be taken is no report.
  const report = plainOf(givenReport, maxReportValues) as ReturnReport
  if (!ReturnReportSchema.safeParse(report).success) return {task: null, diagnostics: [reportInvalidDiagnostic(report)]}
  const given = optionsOf(options)
  const id = textOption(given.taskId) ?? stableId(report)
  const contextId = textOption(given.contextId) ?? id
  const baseUrl = textOption(given.baseUrl)
  const partialState = given.partialState === 'TASK_STATE_INPUT_REQUIRED' ? 'TASK_STATE_INPUT_REQUIRED' : 'TASK_STATE_COMPLETED'
  const {status, deliverables, evidence, attestation} = report

  const routing: Record<string, unknown> = {state: status.state}
  for (const key of ['error_code', 'retry_recommended', 'retry_hint'] as const) if (status[key] !== undefined) routing[key] = status[key]
  const messageParts: A2APartJson[] = []
  if (status.summary !== '') messageParts.push({text: status.summary})
  messageParts.push({data: routing, mediaType: handbackDataMediaType})

  const artifacts: A2AArtifactJson[] = deliverables.map((deliverable, index) => ({
    artifactId: `deliverable-${index + 1}`,
    name: deliverable.path,
    ...(deliverable.description === '' ? {} : {description: deliverable.description}),
    parts: [filePart(deliverable.path, baseUrl)]
  }))
  if (evidence.length > 0) {
    artifacts.push({artifactId: 'evidence', name: 'Evidence', parts: [{data: {evidence: evidence.map((item) => ({...item}))}, mediaType: handbackDataMediaType}]})
  }

  artifacts.push({artifactId: 'runtime-attestation', name: 'Runtime Attestation', parts: [{data: {...attestation}, mediaType: handbackDataMediaType}]})

  const timestamp = textOption(given.timestamp)
  const task: A2ATaskJson = {
    id,
    contextId,
    status: {
      state: a2aStateOf(status.state, partialState),
      message: {messageId: `${id}-status`, contextId, taskId: id, role: 'ROLE_AGENT', parts: messageParts},
      ...(timestamp === undefined ? {} : {timestamp})
    },
    artifacts,
    metadata: {handback: {state: status.state}}
  }
  return {task, diagnostics: []}
}
