/**
 * `readReturnMeta`: the lenient reader. Whatever the file looks like, the
 * caller gets the canonical shape of what can be understood, the diagnostics
 * of the strict rules, and a log of every repair made to get there. A value
 * the file does not hold is never invented: it stays absent, logged as
 * `missing`, so a caller's own default applies.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {returnMetaStatuses, type ReturnMetaStatus} from '../schema/meta.js'
import type {Lenient, LenientReturnMeta} from '../schema/lenient.js'
import type {Artifact, CompletionData, PartialProgress, ReturnError, ReturnMetaIdentity} from '../schema/meta.js'
import {isObject, setOwn} from '../json/document.js'
import type {JsonOptions} from '../json/options.js'
import {copyExcept, firstString, withDefined, RepairLog, type Repair} from '../json/repair.js'
import {artifactPathKeys, identityFields, inferArtifactType} from '../json/returns.js'
import {readLeniently} from './lenient-read.js'
import {inferOperation, nearestMetaStatus} from '../json/status.js'
import {optionsOf} from '../util/options.js'

export interface ReadReturnMetaResult {
  /** The object read; `null` only when the input is not a JSON object at all. Fields the file lacks are absent. */
  meta: LenientReturnMeta | null
  /** What the strict rules report on the input, as `lintText` with kind `meta` does. */
  diagnostics: Diagnostic[]
  /** Every liberty taken to build `meta`, field by field in the contract's order. */
  repairs: Repair[]
}

const handled = ['status', 'artifacts', 'next_steps', 'metadata', 'started_at', 'partial_progress', 'completion_data', 'errors'] as const

function readStatus(root: Record<string, unknown>, options: JsonOptions, log: RepairLog): ReturnMetaStatus | undefined {
  const value = root['status']
  const known = returnMetaStatuses.find((status) => status === value)
  if (known) return known
  if (value === undefined || value === null) return log.missing('/status', 'status')
  const operation = options.operation ?? inferOperation(root)
  const nearest = typeof value === 'string' ? nearestMetaStatus(value, operation, options.statuses) : undefined
  if (nearest) {
    log.add('status', '/status', `Read status ${JSON.stringify(value)} as \`${nearest}\``, {from: value})
    return nearest
  }

  // A word the vocabulary does not know (`banana`, `not implemented`) is never guessed into a success.
  log.add('status', '/status', `Unknown status ${JSON.stringify(value)}; read as \`failed\`, as parents do`, {from: value})
  return 'failed'
}

/** The type a missing one would be, as a hint in the log: the reader does not put it in the object. */
function missingType(pointer: string, path: string, log: RepairLog): undefined {
  log.add('missing', `${pointer}/type`, `Missing artifact type; left absent (the path suggests \`${inferArtifactType(path)}\`)`)
  return undefined
}

function readArtifact(item: unknown, pointer: string, log: RepairLog): Lenient<Artifact> | undefined {
  if (typeof item === 'string') {
    log.add('wrapped', pointer, `Read the bare path ${JSON.stringify(item)} as an artifact`, {from: item})
    missingType(pointer, item, log)
    log.missing(`${pointer}/summary`, 'artifact summary')
    return {path: item}
  }

  if (!isObject(item)) {
    log.add('dropped', pointer, 'Unreadable artifact left out', {from: item})
    return undefined
  }

  const path = firstString(item, artifactPathKeys)
  if (!path) {
    log.add('dropped', pointer, 'Artifact without a path left out', {from: item})
    return undefined
  }

  if (path[0] !== 'path') log.add('renamed', `${pointer}/${path[0]}`, `Read \`${path[0]}\` as the artifact's path`, {to: `${pointer}/path`})
  const type = item['type'] === undefined || item['type'] === null ? missingType(pointer, path[1], log) : log.string(item['type'], `${pointer}/type`, 'artifact type')
  const described = firstString(item, ['summary', 'description'])
  if (described && described[0] !== 'summary') log.add('renamed', `${pointer}/${described[0]}`, `Read \`${described[0]}\` as the artifact's summary`, {to: `${pointer}/summary`})
  const summary = described ? described[1] : log.string(item['summary'], `${pointer}/summary`, 'artifact summary')
  const extra = copyExcept(item, ['type', 'path', 'summary', path[0], ...(described ? [described[0]] : [])])
  return withDefined(extra, {type, path: path[1], summary})
}

function readArtifacts(value: unknown, log: RepairLog): Array<Lenient<Artifact>> | undefined {
  return log.required(value, '/artifacts', 'artifacts', (given) =>
    Array.isArray(given)
      ? given.flatMap((item, index) => {
          const artifact = readArtifact(item, `/artifacts/${index}`, log)
          return artifact ? [artifact] : []
        })
      : undefined
  )
}

function readIdentity(root: Record<string, unknown>, log: RepairLog): Lenient<ReturnMetaIdentity> | undefined {
  const given = root['metadata']
  if (given !== undefined && given !== null && !isObject(given)) log.add('dropped', '/metadata', 'Unreadable metadata left out', {from: given})
  const metadata: Record<string, unknown> = isObject(given) ? copyExcept(given, []) : {}
  let moved = false
  for (const field of identityFields) {
    if (!Object.hasOwn(root, field) || Object.hasOwn(metadata, field)) continue
    setOwn(metadata, field, root[field])
    moved = true
    log.add('moved', `/${field}`, `Moved \`${field}\` from the top level into \`metadata\``, {to: `/metadata/${field}`})
  }

  if (!isObject(given) && !moved) {
    if (given === undefined || given === null) log.missing('/metadata', 'metadata')
    return undefined
  }

  const identity = withDefined(copyExcept(metadata, ['session_id', 'agent_type', 'duration_seconds', 'delegation_depth', 'delegation_path']), {
    session_id: log.string(metadata['session_id'], '/metadata/session_id', 'session_id'),
    agent_type: log.string(metadata['agent_type'], '/metadata/agent_type', 'agent_type'),
    delegation_depth: log.count(metadata['delegation_depth'], '/metadata/delegation_depth', 'delegation_depth'),
    delegation_path: log.required(metadata['delegation_path'], '/metadata/delegation_path', 'delegation_path', (value) =>
      log.strings(value, '/metadata/delegation_path', 'delegation step')
    )
  })
  if (metadata['duration_seconds'] !== undefined && metadata['duration_seconds'] !== null) {
    const duration = log.number(metadata['duration_seconds'], '/metadata/duration_seconds', 'duration_seconds')
    if (duration === undefined || duration < 0) log.add('dropped', '/metadata/duration_seconds', 'Unreadable duration_seconds left out', {from: metadata['duration_seconds']})
    else identity['duration_seconds'] = duration
  }

  return identity
}

function readPartialProgress(value: unknown, log: RepairLog): Lenient<PartialProgress> | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') {
    log.add('wrapped', '/partial_progress', 'Read the partial_progress text as its details', {from: value})
    log.missing('/partial_progress/stage', 'stage')
    return {details: value}
  }

  if (!isObject(value)) {
    log.add('dropped', '/partial_progress', 'Unreadable partial_progress left out', {from: value})
    return undefined
  }

  const progress = withDefined(copyExcept(value, ['stage', 'details', 'phases_completed', 'phases_total']), {
    stage: log.string(value['stage'], '/partial_progress/stage', 'stage'),
    details: log.string(value['details'], '/partial_progress/details', 'details')
  })
  for (const key of ['phases_completed', 'phases_total'] as const) {
    if (value[key] === undefined || value[key] === null) continue
    const count = log.integer(value[key], `/partial_progress/${key}`, key)
    if (count === undefined || count < 0) log.add('dropped', `/partial_progress/${key}`, `Unreadable ${key} left out`, {from: value[key]})
    else progress[key] = count
  }

  return progress
}

function readCompletionData(root: Record<string, unknown>, log: RepairLog): Lenient<CompletionData> | undefined {
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

  const data = withDefined(copyExcept(value, ['completion_summary', 'roadmap_items', 'claudemd_suggestions']), {
    completion_summary: log.string(value['completion_summary'], '/completion_data/completion_summary', 'completion_summary')
  })
  if (value['roadmap_items'] !== undefined && value['roadmap_items'] !== null) {
    const items = log.strings(value['roadmap_items'], '/completion_data/roadmap_items', 'roadmap item')
    if (items) data['roadmap_items'] = items
    else log.add('dropped', '/completion_data/roadmap_items', 'Unreadable roadmap_items left out', {from: value['roadmap_items']})
  }

  const suggestions = log.optionalString(value['claudemd_suggestions'], '/completion_data/claudemd_suggestions', 'claudemd_suggestions')
  if (suggestions !== undefined) data['claudemd_suggestions'] = suggestions
  return data
}

function readBoolean(value: unknown, pointer: string, log: RepairLog): boolean | undefined {
  return log.required(value, pointer, 'recoverable', (given) => {
    if (typeof given === 'boolean') return given
    if (given !== 'true' && given !== 'false') return undefined
    log.add('coerced', pointer, `Read ${JSON.stringify(given)} as a boolean`, {from: given})
    return given === 'true'
  })
}

function readErrors(value: unknown, log: RepairLog): Array<Lenient<ReturnError>> | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    log.add('dropped', '/errors', 'Unreadable errors left out', {from: value})
    return undefined
  }

  return value.flatMap((item, index): Array<Lenient<ReturnError>> => {
    const pointer = `/errors/${index}`
    if (typeof item === 'string') {
      log.add('wrapped', pointer, 'Read the bare error text as its message', {from: item})
      log.missing(`${pointer}/type`, 'error type')
      log.missing(`${pointer}/recoverable`, 'recoverable')
      log.missing(`${pointer}/recommendation`, 'recommendation')
      return [{message: item}]
    }

    if (!isObject(item)) {
      log.add('dropped', pointer, 'Unreadable error left out', {from: item})
      return []
    }

    return [
      withDefined(copyExcept(item, ['type', 'message', 'recoverable', 'recommendation']), {
        type: log.string(item['type'], `${pointer}/type`, 'error type'),
        message: log.string(item['message'], `${pointer}/message`, 'error message'),
        recoverable: readBoolean(item['recoverable'], `${pointer}/recoverable`, log),
        recommendation: log.string(item['recommendation'], `${pointer}/recommendation`, 'recommendation')
      })
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
  const reading = readLeniently('meta', text, options, (root, log) => buildReturnMeta(root, options, log))
  return {meta: reading.value, diagnostics: reading.diagnostics, repairs: reading.repairs}
}

/**
 * `readReturnMeta`'s reading of a value already read (the correction's
 * rewrite starts from the reading of the review): neither parsed nor linted
 * again, its repairs not kept.
 */
export function returnMetaOfValue(root: Record<string, unknown>): LenientReturnMeta {
  return buildReturnMeta(root, {}, new RepairLog())
}

function buildReturnMeta(root: Record<string, unknown>, options: JsonOptions, log: RepairLog): LenientReturnMeta {
  const status = readStatus(root, options, log)
  const artifacts = readArtifacts(root['artifacts'], log)
  const nextSteps = log.optionalString(root['next_steps'], '/next_steps', 'next_steps')
  const metadata = readIdentity(root, log)
  const startedAt = log.optionalString(root['started_at'], '/started_at', 'started_at')
  const partialProgress = readPartialProgress(root['partial_progress'], log)
  const completionData = readCompletionData(root, log)
  const errors = readErrors(root['errors'], log)
  const moved = [...identityFields, ...(root['completion_data'] === undefined && completionData ? ['completion_summary'] : [])]
  const meta = withDefined({}, {
    status,
    artifacts,
    next_steps: nextSteps,
    metadata,
    started_at: startedAt,
    partial_progress: partialProgress,
    completion_data: completionData,
    errors
  })
  const extra = copyExcept(root, [...handled, ...moved])
  for (const key of Object.keys(extra)) setOwn(meta, key, extra[key])
  return meta
}
