/**
 * `readProgressFile`: the lenient reader of phase progress files, with the
 * same promise as `readReturnMeta`: the canonical shape of what can be
 * understood, the strict diagnostics, and a log of every repair. A value the
 * file does not hold stays absent.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {approachResults, objectiveStatuses, type Approach, type Objective} from '../schema/progress.js'
import type {Lenient, LenientProgressFile} from '../schema/lenient.js'
import {isObject, setOwn} from '../json/document.js'
import type {JsonOptions} from '../json/options.js'
import {copyExcept, firstString, withDefined, type RepairLog, type Repair} from '../json/repair.js'
import {readLeniently} from './lenient-read.js'
import {nearestApproachResult, nearestObjectiveStatus} from '../json/status.js'
import {optionsOf} from '../util/options.js'
import {jsonString} from '../util/json-string.js'

export interface ReadProgressFileResult {
  /** The object read; `null` only when the input is not a JSON object at all. Fields the file lacks are absent. */
  progress: LenientProgressFile | null
  /** What the strict rules report on the input, as `lintText` with kind `progress` does. */
  diagnostics: Diagnostic[]
  repairs: Repair[]
}

const handled = ['phase', 'phase_name', 'started_at', 'last_updated', 'objectives', 'current_objective', 'approaches_tried', 'handoff_count'] as const

function readObjectives(value: unknown, log: RepairLog): Array<Lenient<Objective>> | undefined {
  return log.required(value, '/objectives', 'objectives', (given) => (Array.isArray(given) ? given.flatMap((item, index) => readObjective(item, `/objectives/${index}`, log)) : undefined))
}

function readObjective(item: unknown, pointer: string, log: RepairLog): Array<Lenient<Objective>> {
  if (!isObject(item)) {
    log.add('dropped', pointer, 'Unreadable objective left out', {from: item})
    return []
  }

  const id = log.integer(item['id'], `${pointer}/id`, 'objective id')
  if (id === undefined) {
    // Ids are immutable and named by current_objective: inventing one would misdirect a successor.
    const written = item['id'] === undefined ? 'none' : jsonString(item['id'])
    log.add('dropped', pointer, `Objective without an integer id (${written}) left out`, {from: item})
    return []
  }

  const described = firstString(item, ['description', 'name', 'title'])
  if (described && described[0] !== 'description') {
    log.add('renamed', `${pointer}/${described[0]}`, `Read \`${described[0]}\` as the objective's description`, {to: `${pointer}/description`})
  }

  const objective = withDefined(copyExcept(item, ['id', 'description', 'status', 'note', ...(described ? [described[0]] : [])]), {
    id,
    description: described ? described[1] : log.string(item['description'], `${pointer}/description`, 'objective description'),
    // An unknown word never reads as done: a successor would skip the objective.
    status: log.word(item['status'], `${pointer}/status`, 'objective status', objectiveStatuses, nearestObjectiveStatus, 'not_started'),
    note: log.optionalString(item['note'], `${pointer}/note`, 'note')
  })
  return [objective]
}

function readApproaches(value: unknown, log: RepairLog): Array<Lenient<Approach>> | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    log.add('dropped', '/approaches_tried', 'Unreadable approaches_tried left out', {from: value})
    return undefined
  }

  return value.flatMap((item, index): Array<Lenient<Approach>> => {
    const pointer = `/approaches_tried/${index}`
    if (typeof item === 'string') {
      log.add('wrapped', pointer, 'Read the bare approach text as an approach', {from: item})
      log.missing(`${pointer}/result`, 'approach result')
      log.missing(`${pointer}/reason`, 'reason')
      return [{approach: item}]
    }

    if (!isObject(item)) {
      log.add('dropped', pointer, 'Unreadable approach left out', {from: item})
      return []
    }

    const approach = firstString(item, ['approach', 'description'])
    const reason = firstString(item, ['reason', 'details', 'abandoned_reason'])
    return [
      withDefined(copyExcept(item, ['approach', 'result', 'reason', ...(approach ? [approach[0]] : []), ...(reason ? [reason[0]] : [])]), {
        approach: approach ? approach[1] : log.string(item['approach'], `${pointer}/approach`, 'approach'),
        result: log.word(item['result'] ?? item['outcome'], `${pointer}/result`, 'approach result', approachResults, nearestApproachResult, 'failed'),
        reason: reason ? reason[1] : log.string(item['reason'], `${pointer}/reason`, 'reason')
      })
    ]
  })
}

function readCurrent(root: Record<string, unknown>, objectives: ReadonlyArray<Lenient<Objective>> | undefined, log: RepairLog): number | undefined {
  const value = root['current_objective']
  const id = log.integer(value, '/current_objective', 'current_objective')
  if (id !== undefined) return id
  // The resume point a successor would look for, named in the log, not put in the object.
  const next = objectives?.find((objective) => objective.status !== 'done')?.id
  const hint = next === undefined ? '' : ` (the first objective not done is ${next})`
  if (value === undefined || value === null) log.add('missing', '/current_objective', `Missing current_objective; left absent${hint}`)
  else log.add('dropped', '/current_objective', `Unreadable current_objective left out${hint}`, {from: value})
  return undefined
}

/** Reads a phase progress file leniently; never throws. */
export function readProgressFile(text: string, given: JsonOptions = {}): ReadProgressFileResult {
  const options = optionsOf(given)
  const reading = readLeniently('progress', text, options, (root, log): LenientProgressFile => {
    const phase = log.required(root['phase'], '/phase', 'phase', (value) => log.integer(value, '/phase', 'phase'))
    const named = firstString(root, ['phase_name', 'name', 'title'])
    if (named && named[0] !== 'phase_name') log.add('renamed', `/${named[0]}`, `Read \`${named[0]}\` as the phase name`, {to: '/phase_name'})
    const phaseName = named ? named[1] : log.string(root['phase_name'], '/phase_name', 'phase_name')
    const startedAt = log.string(root['started_at'], '/started_at', 'started_at')
    const lastUpdated = log.string(root['last_updated'], '/last_updated', 'last_updated')
    const objectives = readObjectives(root['objectives'], log)
    const currentObjective = readCurrent(root, objectives, log)
    const approaches = readApproaches(root['approaches_tried'], log)
    const handoffCount = log.count(root['handoff_count'], '/handoff_count', 'handoff_count')
    const progress = withDefined({}, {
      phase,
      phase_name: phaseName,
      started_at: startedAt,
      last_updated: lastUpdated,
      objectives,
      current_objective: currentObjective,
      handoff_count: handoffCount,
      approaches_tried: approaches
    })
    const extra = copyExcept(root, [...handled, ...(named && named[0] !== 'phase_name' ? [named[0]] : [])])
    for (const key of Object.keys(extra)) setOwn(progress, key, extra[key])
    return progress
  })
  return {progress: reading.value, diagnostics: reading.diagnostics, repairs: reading.repairs}
}
