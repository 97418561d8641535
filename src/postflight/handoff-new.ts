/**
 * `buildHandoffMessage`: the parent's side of the handoff contract. Writes
 * the packet as the first fenced block of a `new_task` message, then the
 * todos checklist, then (optionally) the return format instructions, so one
 * call builds both the brief and the contract the return is checked against.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
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
  const packet: HandoffPacket = {
    handoff_schema: handoffSchemaVersion,
    task_id: typeof given.taskId === 'string' && given.taskId !== '' ? given.taskId : `task-${slug(objective)}`,
    objective,
    evidence: Array.isArray(given.evidence) ? given.evidence : [],
    success_criteria: strings(given.successCriteria),
    risks: Array.isArray(given.risks) ? given.risks : []
  }
  const constraints = strings(given.constraints)
  if (constraints.length > 0) packet.constraints = constraints
  if (Array.isArray(given.deliverables) && given.deliverables.length > 0) packet.deliverables = given.deliverables
  const notes = strings(given.notes)
  if (notes.length > 0) packet.notes = notes
  const parts = ['```json\n' + JSON.stringify(packet, null, 2) + '\n```\n']
  const todos = strings(given.todos).filter((todo) => todo.trim() !== '')
  if (todos.length > 0) parts.push(todoLines(todos) + '\n')
  if (given.returnFormat !== false) parts.push(withOneFinalNewline(formatInstructions().text))
  const text = parts.join('\n')
  return {text, packet, diagnostics: lintHandoff(text, {kind: 'handoff'})}
}
