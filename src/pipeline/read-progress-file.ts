/**
 * `readProgressFile`: the lenient reader of phase progress files, with the
 * same promise as `readReturnMeta`: a canonical object, the strict
 * diagnostics, and a log of every repair.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {approachResults, objectiveStatuses, type Approach, type ApproachResult, type Objective, type ObjectiveStatus, type ProgressFile} from '../schema/progress.js'
import {isObject, setOwn} from '../json/document.js'
import type {JsonOptions} from '../json/options.js'
import {copyExcept, firstString, type RepairLog, type Repair} from '../json/repair.js'
import {readLeniently} from './lenient-read.js'
import {nearestApproachResult, nearestObjectiveStatus} from '../json/status.js'
import {optionsOf} from '../util/options.js'

export interface ReadProgressFileResult {
  /** The canonical object; `null` only when the input is not a JSON object at all. */
  progress: ProgressFile | null
  /** What the strict rules report on the input, as `lintText` with kind `progress` does. */
  diagnostics: Diagnostic[]
  repairs: Repair[]
}

const handled = ['phase', 'phase_name', 'started_at', 'last_updated', 'objectives', 'current_objective', 'approaches_tried', 'handoff_count'] as const

function readObjectiveStatus(value: unknown, pointer: string, log: RepairLog): ObjectiveStatus {
  const known = objectiveStatuses.find((status) => status === value)
  if (known) return known
  const nearest = typeof value === 'string' ? nearestObjectiveStatus(value) : undefined
  const status = nearest ?? 'not_started'
  log.add(nearest ? 'status' : 'defaulted', pointer, `Read objective status ${value === undefined ? '(missing)' : JSON.stringify(value)} as \`${status}\``, value === undefined ? {} : {from: value})
  return status
}

function readObjectives(value: unknown, log: RepairLog): Objective[] {
  if (!Array.isArray(value)) {
    log.add(value === undefined ? 'defaulted' : 'dropped', '/objectives', 'Missing or unreadable objectives; read as none', value === undefined ? {} : {from: value})
    return []
  }

  return value.flatMap((item, index): Objective[] => {
    const pointer = `/objectives/${index}`
    if (!isObject(item)) {
      log.add('dropped', pointer, 'Unreadable objective left out', {from: item})
      return []
    }

    const id = log.integer(item['id'], `${pointer}/id`, 'objective id')
    if (id === undefined) {
      // Ids are immutable and named by current_objective: inventing one would misdirect a successor.
      log.add('dropped', pointer, `Objective without an integer id (${JSON.stringify(item['id'])}) left out`, {from: item})
      return []
    }

    const described = firstString(item, ['description', 'name', 'title'])
    if (described && described[0] !== 'description') {
      log.add('renamed', `${pointer}/${described[0]}`, `Read \`${described[0]}\` as the objective's description`, {to: `${pointer}/description`})
    }

    const objective: Objective = {
      ...copyExcept(item, ['id', 'description', 'status', 'note', ...(described ? [described[0]] : [])]),
      id,
      description: described ? described[1] : log.string(item['description'], `${pointer}/description`, 'objective description'),
      status: readObjectiveStatus(item['status'], `${pointer}/status`, log)
    }
    const note = log.optionalString(item['note'], `${pointer}/note`, 'note')
    if (note !== undefined) objective.note = note
    return [objective]
  })
}

function readApproaches(value: unknown, log: RepairLog): Approach[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    log.add('dropped', '/approaches_tried', 'Unreadable approaches_tried left out', {from: value})
    return undefined
  }

  return value.flatMap((item, index): Approach[] => {
    const pointer = `/approaches_tried/${index}`
    if (typeof item === 'string') {
      log.add('wrapped', pointer, 'Read the bare approach text as a failed approach', {from: item})
      return [{approach: item, result: 'failed', reason: ''}]
    }

    if (!isObject(item)) {
      log.add('dropped', pointer, 'Unreadable approach left out', {from: item})
      return []
    }

    const raw = item['result'] ?? item['outcome']
    let result: ApproachResult | undefined = approachResults.find((candidate) => candidate === raw)
    if (!result) {
      const nearest = typeof raw === 'string' ? nearestApproachResult(raw) : undefined
      result = nearest ?? 'failed'
      log.add(nearest ? 'status' : 'defaulted', `${pointer}/result`, `Read approach result ${raw === undefined ? '(missing)' : JSON.stringify(raw)} as \`${result}\``, raw === undefined ? {} : {from: raw})
    }

    const approach = firstString(item, ['approach', 'description'])
    const reason = firstString(item, ['reason', 'details', 'abandoned_reason'])
    return [
      {
        ...copyExcept(item, ['approach', 'result', 'reason', ...(approach ? [approach[0]] : []), ...(reason ? [reason[0]] : [])]),
        approach: approach ? approach[1] : log.string(item['approach'], `${pointer}/approach`, 'approach'),
        result,
        reason: reason ? reason[1] : log.string(item['reason'], `${pointer}/reason`, 'reason')
      }
    ]
  })
}

function readCurrent(root: Record<string, unknown>, objectives: readonly Objective[], log: RepairLog): number {
  const value = root['current_objective']
  const id = log.integer(value, '/current_objective', 'current_objective')
  if (id !== undefined) return id
  // The resume point is the first objective not done: what a successor would look for.
  const next = objectives.find((objective) => objective.status !== 'done') ?? objectives[objectives.length - 1]
  const derived = next?.id ?? 0
  log.add('defaulted', '/current_objective', `Missing or unreadable current_objective; read as ${derived}, the first objective not done`, value === undefined ? {} : {from: value})
  return derived
}

/** Reads a phase progress file leniently; never throws. */
export function readProgressFile(text: string, given: JsonOptions = {}): ReadProgressFileResult {
  const options = optionsOf(given)
  const reading = readLeniently('progress', text, options, (root, log) => {
    let phase = log.integer(root['phase'], '/phase', 'phase')
    if (phase === undefined) {
      log.add('defaulted', '/phase', 'Missing or unreadable phase; 0 stands in', root['phase'] === undefined ? {} : {from: root['phase']})
      phase = 0
    }

    const named = firstString(root, ['phase_name', 'name', 'title'])
    if (named && named[0] !== 'phase_name') log.add('renamed', `/${named[0]}`, `Read \`${named[0]}\` as the phase name`, {to: '/phase_name'})
    const phaseName = named ? named[1] : log.string(root['phase_name'], '/phase_name', 'phase_name')
    const startedAt = log.string(root['started_at'], '/started_at', 'started_at')
    const lastUpdated = log.string(root['last_updated'], '/last_updated', 'last_updated')
    const objectives = readObjectives(root['objectives'], log)
    const currentObjective = readCurrent(root, objectives, log)
    const approaches = readApproaches(root['approaches_tried'], log)
    let handoffCount = log.integer(root['handoff_count'], '/handoff_count', 'handoff_count')
    if (handoffCount === undefined || handoffCount < 0) {
      log.add('defaulted', '/handoff_count', 'Missing or unreadable handoff_count; 0 stands in', root['handoff_count'] === undefined ? {} : {from: root['handoff_count']})
      handoffCount = 0
    }

    const progress: ProgressFile = {
      phase,
      phase_name: phaseName,
      started_at: startedAt,
      last_updated: lastUpdated,
      objectives,
      current_objective: currentObjective,
      handoff_count: handoffCount
    }
    if (approaches) progress.approaches_tried = approaches
    const extra = copyExcept(root, [...handled, ...(named && named[0] !== 'phase_name' ? [named[0]] : [])])
    for (const key of Object.keys(extra)) setOwn(progress, key, extra[key])
    return progress
  })
  return {progress: reading.value, diagnostics: reading.diagnostics, repairs: reading.repairs}
}
