/**
 * `buildHandoffMessage`: the parent's side of the handoff contract. Writes
 * the packet as the first fenced block of a `new_task` message, then the
 * todos checklist, then (optionally) the return format instructions, so one
 * call builds both the brief and the contract the return is checked against.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {invalidOption} from '../engine/guard.js'
import {lintHandoff} from '../pipeline/lint-handoff.js'
import {handoffSchemaVersion, type HandoffDeliverable, type HandoffEvidence, type HandoffPacket} from '../schema/handoff.js'
import {optionsOf} from '../util/options.js'
import {formatInstructions} from './format-instructions.js'

export interface HandoffMessageOptions {
  objective: string
  /** Default: `task-` and the objective's first words. */
  taskId?: string
  deliverables?: HandoffDeliverable[]
  evidence?: HandoffEvidence[]
  successCriteria?: string[]
  constraints?: string[]
  risks?: Array<{risk: string; mitigation: string}>
  notes?: string[]
  /** Checklist actions, written as pending todos (`- [ ] …`). */
  todos?: string[]
  /** Append the markdown return format instructions (`formatInstructions()`); default true. */
  returnFormat?: boolean
}

export interface HandoffMessageResult {
  /** The message: the packet block, the todos, the return format. */
  text: string
  packet: HandoffPacket
  /** The message's own lint diagnostics: empty for any options given as documented. */
  diagnostics: Diagnostic[]
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/**
 * The entries of a list option as JSON data: an entry JSON cannot write (a
 * cycle, a BigInt, a throwing `toJSON`) is left out and named in `problems`,
 * so writing the packet runs no caller code and cannot throw.
 */
function jsonEntries<T>(value: unknown, name: string, problems: Diagnostic[]): T[] {
  const entries: T[] = []
  if (!Array.isArray(value)) return entries
  for (const item of value) {
    let text: string | undefined
    try {
      text = JSON.stringify(item)
    } catch {
      text = undefined
    }

    if (text === undefined) problems.push(invalidOption(`${name} entry`, item, 'JSON data'))
    else entries.push(JSON.parse(text) as T)
  }

  return entries
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').split('-').slice(0, 5).join('-') || 'handoff'
}

/** A `- [ ] action` line per todo, one line each: line breaks inside an action become spaces. */
function todoLines(todos: readonly string[]): string {
  return todos.map((todo) => `- [ ] ${todo.replace(/\s+/g, ' ').trim()}`).join('\n')
}

function withOneFinalNewline(text: string): string {
  let end = text.length
  while (end > 0 && text[end - 1] === '\n') end--
  return text.slice(0, end) + '\n'
}

export function buildHandoffMessage(options?: HandoffMessageOptions | null): HandoffMessageResult {
  const given = optionsOf(options) as Partial<HandoffMessageOptions>
  const objective = typeof given.objective === 'string' ? given.objective : ''
  const problems: Diagnostic[] = []
  const deliverables = jsonEntries<HandoffDeliverable>(given.deliverables, 'deliverables', problems)
  const packet: HandoffPacket = {
    handoff_schema: handoffSchemaVersion,
    task_id: typeof given.taskId === 'string' && given.taskId !== '' ? given.taskId : `task-${slug(objective)}`,
    objective,
    evidence: jsonEntries<HandoffEvidence>(given.evidence, 'evidence', problems),
    success_criteria: strings(given.successCriteria),
    risks: jsonEntries<{risk: string; mitigation: string}>(given.risks, 'risks', problems)
  }
  const constraints = strings(given.constraints)
  if (constraints.length > 0) packet.constraints = constraints
  if (deliverables.length > 0) packet.deliverables = deliverables
  const notes = strings(given.notes)
  if (notes.length > 0) packet.notes = notes
  const parts = ['```json\n' + JSON.stringify(packet, null, 2) + '\n```\n']
  const todos = strings(given.todos).filter((todo) => todo.trim() !== '')
  if (todos.length > 0) parts.push(todoLines(todos) + '\n')
  if (given.returnFormat !== false) parts.push(withOneFinalNewline(formatInstructions().text))
  const text = parts.join('\n')
  return {text, packet, diagnostics: [...problems, ...lintHandoff(text, {kind: 'handoff'})]}
}
