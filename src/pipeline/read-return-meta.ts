/**
 * `readReturnMeta`: the lenient reader. Whatever the file looks like, the
 * caller gets the canonical typed object for what can be understood, the
 * diagnostics of the strict rules, and a log of every repair made to get there.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {returnMetaStatuses, type Artifact, type CompletionData, type PartialProgress, type ReturnError, type ReturnMeta, type ReturnMetaIdentity, type ReturnMetaStatus} from '../schema/meta.js'
import {isObject, setOwn} from '../json/document.js'
import type {JsonOptions} from '../json/options.js'
import {copyExcept, firstString, type RepairLog, type Repair} from '../json/repair.js'
import {identityFields, inferArtifactType} from '../json/returns.js'
import {readLeniently} from './lenient-read.js'
import {inferOperation, nearestMetaStatus} from '../json/status.js'
import {optionsOf} from '../util/options.js'

export interface ReadReturnMetaResult {
  /** The canonical object; `null` only when the input is not a JSON object at all. */
  meta: ReturnMeta | null
  /** What the strict rules report on the input, as `lintText` with kind `meta` does. */
  diagnostics: Diagnostic[]
  /** Every liberty taken to build `meta`, in input order. */
  repairs: Repair[]
}

const handled = ['status', 'artifacts', 'next_steps', 'metadata', 'started_at', 'partial_progress', 'completion_data', 'errors'] as const

function readStatus(root: Record<string, unknown>, options: JsonOptions, log: RepairLog): ReturnMetaStatus {
  const value = root['status']
  const known = returnMetaStatuses.find((status) => status === value)
  if (known) return known
  const operation = options.operation ?? inferOperation(root)
  if (typeof value === 'string') {
    const nearest = nearestMetaStatus(value, operation, options.statuses)
    if (nearest) {
      log.add('status', '/status', `Read status ${JSON.stringify(value)} as \`${nearest}\``, {from: value})
      return nearest
    }

    // A word the vocabulary does not know (`banana`, `not implemented`) is never guessed into a success.
    log.add('defaulted', '/status', `Unknown status ${JSON.stringify(value)}; read as \`failed\`, as parents do`, {from: value})
    return 'failed'
  }

  log.add('defaulted', '/status', value === undefined ? 'Missing status; read as `failed`, as parents do' : 'Unreadable status; read as `failed`, as parents do', value === undefined ? {} : {from: value})
  return 'failed'
}

function readArtifact(item: unknown, pointer: string, log: RepairLog): Artifact | undefined {
  if (typeof item === 'string') {
    const type = inferArtifactType(item)
    log.add('wrapped', pointer, `Read the bare path ${JSON.stringify(item)} as an artifact of type \`${type}\` without summary`, {from: item})
    return {type, path: item, summary: ''}
  }

  if (!isObject(item)) {
    log.add('dropped', pointer, 'Unreadable artifact left out', {from: item})
    return undefined
  }

  const path = firstString(item, ['path', 'file', 'file_path'])
  if (!path) {
    log.add('dropped', pointer, 'Artifact without a path left out', {from: item})
    return undefined
  }

  if (path[0] !== 'path') log.add('renamed', `${pointer}/${path[0]}`, `Read \`${path[0]}\` as the artifact's path`, {to: `${pointer}/path`})
  let type: string
  if (typeof item['type'] === 'string') type = item['type']
  else {
    type = inferArtifactType(path[1])
    log.add('defaulted', `${pointer}/type`, `Missing artifact type; inferred \`${type}\` from the path`, item['type'] === undefined ? {} : {from: item['type']})
  }

  const described = firstString(item, ['summary', 'description'])
  let summary = ''
  if (described) {
    summary = described[1]
    if (described[0] !== 'summary') log.add('renamed', `${pointer}/${described[0]}`, `Read \`${described[0]}\` as the artifact's summary`, {to: `${pointer}/summary`})
  } else {
    log.add('defaulted', `${pointer}/summary`, 'Missing artifact summary; an empty string stands in')
  }

  const artifact: Artifact = {...copyExcept(item, ['type', 'path', 'summary', path[0], ...(described ? [described[0]] : [])]), type, path: path[1], summary}
  return artifact
}

function readArtifacts(value: unknown, log: RepairLog): Artifact[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const artifact = readArtifact(item, `/artifacts/${index}`, log)
      return artifact ? [artifact] : []
    })
  }

  if (value === undefined) log.add('defaulted', '/artifacts', 'Missing artifacts; read as none')
  else log.add('dropped', '/artifacts', 'Unreadable artifacts; read as none', {from: value})
  return []
}

function readIdentity(root: Record<string, unknown>, log: RepairLog): ReturnMetaIdentity {
  const given = root['metadata']
  const metadata: Record<string, unknown> = isObject(given) ? copyExcept(given, []) : {}
  if (given !== undefined && !isObject(given)) log.add('dropped', '/metadata', 'Unreadable metadata left out', {from: given})
  for (const field of identityFields) {
    if (!Object.hasOwn(root, field) || Object.hasOwn(metadata, field)) continue
    setOwn(metadata, field, root[field])
    log.add('moved', `/${field}`, `Moved \`${field}\` from the top level into \`metadata\``, {to: `/metadata/${field}`})
  }

  const sessionId = log.string(metadata['session_id'], '/metadata/session_id', 'session_id')
  const agentType = log.string(metadata['agent_type'], '/metadata/agent_type', 'agent_type')
  let depth = log.integer(metadata['delegation_depth'], '/metadata/delegation_depth', 'delegation_depth')
  if (depth === undefined || depth < 0) {
    log.add('defaulted', '/metadata/delegation_depth', 'Missing or unreadable delegation_depth; 0 stands in', metadata['delegation_depth'] === undefined ? {} : {from: metadata['delegation_depth']})
    depth = 0
  }

  let path = log.strings(metadata['delegation_path'], '/metadata/delegation_path', 'delegation step')
  if (!path) {
    log.add('defaulted', '/metadata/delegation_path', 'Missing or unreadable delegation_path; an empty list stands in', metadata['delegation_path'] === undefined ? {} : {from: metadata['delegation_path']})
    path = []
  }

  const identity: ReturnMetaIdentity = {
    ...copyExcept(metadata, ['session_id', 'agent_type', 'duration_seconds', 'delegation_depth', 'delegation_path']),
    session_id: sessionId,
    agent_type: agentType,
    delegation_depth: depth,
    delegation_path: path
  }
  if (metadata['duration_seconds'] !== undefined) {
    const duration = log.number(metadata['duration_seconds'], '/metadata/duration_seconds', 'duration_seconds')
    if (duration === undefined || duration < 0) log.add('dropped', '/metadata/duration_seconds', 'Unreadable duration_seconds left out', {from: metadata['duration_seconds']})
    else identity.duration_seconds = duration
  }

  return identity
}

function readPartialProgress(value: unknown, log: RepairLog): PartialProgress | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') {
    log.add('wrapped', '/partial_progress', 'Read the partial_progress text as its details', {from: value})
    return {stage: '', details: value}
  }

  if (!isObject(value)) {
    log.add('dropped', '/partial_progress', 'Unreadable partial_progress left out', {from: value})
    return undefined
  }

  const progress: PartialProgress = {
    ...copyExcept(value, ['stage', 'details', 'phases_completed', 'phases_total']),
    stage: log.string(value['stage'], '/partial_progress/stage', 'stage'),
    details: log.string(value['details'], '/partial_progress/details', 'details')
  }
  for (const key of ['phases_completed', 'phases_total'] as const) {
    if (value[key] === undefined) continue
    const count = log.integer(value[key], `/partial_progress/${key}`, key)
    if (count === undefined || count < 0) log.add('dropped', `/partial_progress/${key}`, `Unreadable ${key} left out`, {from: value[key]})
    else progress[key] = count
  }

  return progress
}

function readCompletionData(root: Record<string, unknown>, log: RepairLog): CompletionData | undefined {
  const value = root['completion_data']
  if (value === null) return undefined
  if (value === undefined) {
    const summary = root['completion_summary']
    if (typeof summary !== 'string') return undefined
    log.add('moved', '/completion_summary', 'Moved `completion_summary` from the top level into `completion_data`', {to: '/completion_data/completion_summary'})
    return {completion_summary: summary}
  }

  if (typeof value === 'string') {
    log.add('wrapped', '/completion_data', 'Read the completion_data text as its completion_summary', {from: value})
    return {completion_summary: value}
  }

  if (!isObject(value)) {
    log.add('dropped', '/completion_data', 'Unreadable completion_data left out', {from: value})
    return undefined
  }

  const data: CompletionData = {
    ...copyExcept(value, ['completion_summary', 'roadmap_items', 'claudemd_suggestions']),
    completion_summary: log.string(value['completion_summary'], '/completion_data/completion_summary', 'completion_summary')
  }
  if (value['roadmap_items'] !== undefined) {
    const items = log.strings(value['roadmap_items'], '/completion_data/roadmap_items', 'roadmap item')
    if (items) data.roadmap_items = items
    else log.add('dropped', '/completion_data/roadmap_items', 'Unreadable roadmap_items left out', {from: value['roadmap_items']})
  }

  const suggestions = log.optionalString(value['claudemd_suggestions'], '/completion_data/claudemd_suggestions', 'claudemd_suggestions')
  if (suggestions !== undefined) data.claudemd_suggestions = suggestions
  return data
}

function readBoolean(value: unknown, pointer: string, log: RepairLog): boolean {
  if (typeof value === 'boolean') return value
  if (value === 'true' || value === 'false') {
    log.add('coerced', pointer, `Read ${JSON.stringify(value)} as a boolean`, {from: value})
    return value === 'true'
  }

  log.add('defaulted', pointer, 'Missing or unreadable recoverable; read as `false`', value === undefined ? {} : {from: value})
  return false
}

function readErrors(value: unknown, log: RepairLog): ReturnError[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    log.add('dropped', '/errors', 'Unreadable errors left out', {from: value})
    return undefined
  }

  return value.flatMap((item, index): ReturnError[] => {
    const pointer = `/errors/${index}`
    if (typeof item === 'string') {
      log.add('wrapped', pointer, 'Read the bare error text as its message', {from: item})
      return [{type: 'execution', message: item, recoverable: false, recommendation: ''}]
    }

    if (!isObject(item)) {
      log.add('dropped', pointer, 'Unreadable error left out', {from: item})
      return []
    }

    return [
      {
        ...copyExcept(item, ['type', 'message', 'recoverable', 'recommendation']),
        type: log.string(item['type'], `${pointer}/type`, 'error type'),
        message: log.string(item['message'], `${pointer}/message`, 'error message'),
        recoverable: readBoolean(item['recoverable'], `${pointer}/recoverable`, log),
        recommendation: log.string(item['recommendation'], `${pointer}/recommendation`, 'recommendation')
      }
    ]
  })
}

/**
 * Reads a return-metadata file leniently. Never throws: `meta` is `null`
 * only when the text is not a JSON object, and every deviation is both a
 * diagnostic (from the strict rules) and a repair.
 */
export function readReturnMeta(text: string, given: JsonOptions = {}): ReadReturnMetaResult {
  const options = optionsOf(given)
  const reading = readLeniently('meta', text, options, (root, log) => {
    const status = readStatus(root, options, log)
    const artifacts = readArtifacts(root['artifacts'], log)
    const nextSteps = log.optionalString(root['next_steps'], '/next_steps', 'next_steps')
    const metadata = readIdentity(root, log)
    const startedAt = log.optionalString(root['started_at'], '/started_at', 'started_at')
    const partialProgress = readPartialProgress(root['partial_progress'], log)
    const completionData = readCompletionData(root, log)
    const errors = readErrors(root['errors'], log)
    const moved = [...identityFields, ...(root['completion_data'] === undefined && completionData ? ['completion_summary'] : [])]
    const meta: ReturnMeta = {status, artifacts, metadata}
    if (nextSteps !== undefined) meta.next_steps = nextSteps
    if (startedAt !== undefined) meta.started_at = startedAt
    if (partialProgress) meta.partial_progress = partialProgress
    if (completionData) meta.completion_data = completionData
    if (errors) meta.errors = errors
    const extra = copyExcept(root, [...handled, ...moved])
    for (const key of Object.keys(extra)) setOwn(meta, key, extra[key])
    return meta
  })
  return {meta: reading.value, diagnostics: reading.diagnostics, repairs: reading.repairs}
}
