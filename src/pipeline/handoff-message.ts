/**
 * Reads a handoff message: the packet JSON alone, or a `new_task` message
 * whose first fenced block holds it. The JSON is read by the JSON layer from
 * a copy of the message in which everything outside the block is blanked
 * with spaces (line breaks kept), so every offset, line and column the JSON
 * layer reports is the message's own.
 */
import type {Code} from 'mdast'
import type {Diagnostic, Place} from '../engine/diagnostic.js'
import {complexityProblem} from '../markdown/complexity.js'
import {complexityRefusal} from './complexity-refusal.js'
import {isObject, readJson, type JsonDocument} from '../json/document.js'
import {type SchemaIssue} from '../json/schema-issues.js'
import {valueAt} from '../json/context.js'
import {readTodos, type TodoList} from '../markdown/todos.js'
import {collectBlocks, parseMarkdown} from '../markdown/tree.js'
import {HandoffPacketSchema, type HandoffPacket} from '../schema/handoff.js'
import {toPointer} from '../util/pointer.js'

export interface HandoffMessage {
  packet: {found: 'whole' | 'fence' | 'none'; fence: Place | undefined}
  /** The packet read with positions in the message. */
  document: JsonDocument
  root: Record<string, unknown> | undefined
  /** The packet when it satisfies the schema. */
  value: HandoffPacket | undefined
  issues: SchemaIssue[]
  /** The checklist lines of the message outside the packet. */
  todos: TodoList
  /** Set when the message is markdown too heavy to parse within the bound (`input-too-complex`): nothing else was read. */
  refused?: Diagnostic
}

/** A copy of `text` with every character outside `[from, to)` but line breaks replaced by a space. */
function blankOutside(text: string, from: number, to: number): string {
  const blank = (part: string): string => part.replace(/[^\r\n]/g, ' ')
  return blank(text.slice(0, from)) + text.slice(from, to) + blank(text.slice(to))
}

/** The body of a fenced code block: from the line after the opening fence to the start of the closing one. */
function fenceBody(text: string, code: Code): [number, number] | undefined {
  const start = code.position?.start.offset
  const end = code.position?.end.offset
  if (start === undefined || end === undefined) return undefined
  const afterOpening = text.indexOf('\n', start)
  if (afterOpening === -1 || afterOpening >= end) return undefined
  const lastLineStart = text.lastIndexOf('\n', end - 1) + 1
  const closed = lastLineStart > afterOpening && /^[ \t]*(`{3,}|~{3,})[ \t]*\r?$/.test(text.slice(lastLineStart, end))
  return [afterOpening + 1, closed ? lastLineStart : end]
}

function issuesOf(root: Record<string, unknown> | undefined): SchemaIssue[] {
  if (!root) return []
  const result = HandoffPacketSchema.safeParse(root)
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const path = issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol')
    const parent = toPointer(path.slice(0, -1))
    const holder = valueAt(root, parent)
    const key = path.length > 0 ? String(path[path.length - 1]) : ''
    const pointer = toPointer(path)
    const value = valueAt(root, pointer)
    const optionalTop = path.length === 1 && !['task_id', 'objective', 'evidence', 'success_criteria', 'risks'].includes(key)
    return {pointer, key, parent, missing: isObject(holder) && path.length > 0 && !Object.hasOwn(holder, key), optional: value === null && optionalTop, value, issue}
  })
}

/** Reads the packet of a handoff message; never throws on a string. */
export function readHandoffMessage(text: string): HandoffMessage {
  const source = typeof text === 'string' ? text : ''
  const trimmed = source.replace(/^\ufeff/, '').trimStart()
  let found: HandoffMessage['packet']['found'] = 'none'
  let fence: Place | undefined
  let document: JsonDocument
  let todos: TodoList = {items: [], strayLines: []}
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    found = 'whole'
    document = readJson(source)
  } else {
    // The fence is found by parsing the message as markdown: the parse-time bound of returns applies.
    const tooComplex = complexityProblem(source)
    if (tooComplex) {
      return {packet: {found, fence}, document: readJson('{}'), root: undefined, value: undefined, issues: [], todos, refused: complexityRefusal(tooComplex)}
    }

    const code = collectBlocks(parseMarkdown(source)).code.find((block) => block.position !== undefined && (block.lang ?? '').toLowerCase() !== 'markdown')
    const body = code ? fenceBody(source, code) : undefined
    if (code && body) {
      found = 'fence'
      const {start, end} = code.position!
      fence = {line: start.line, column: start.column, endLine: end.line, endColumn: end.column}
      document = readJson(blankOutside(source, body[0], body[1]))
      todos = mergeTodos(readTodos(source, 0, start.offset), readTodos(source, end.offset ?? source.length))
    } else {
      document = readJson('{}')
      todos = readTodos(source)
    }
  }

  const broken = document.tooDeep || document.tooManyValues || document.syntaxErrors.length > 0
  const root = !broken && isObject(document.value) && found !== 'none' ? document.value : undefined
  const issues = issuesOf(root)
  return {packet: {found, fence}, document, root, value: root && issues.length === 0 ? (root as HandoffPacket) : undefined, issues, todos}
}

function mergeTodos(a: TodoList, b: TodoList): TodoList {
  return {items: [...a.items, ...b.items], strayLines: [...a.strayLines, ...b.strayLines]}
}

/**
 * The handoff message in a text, such as the first user message of a
 * transcript: the text itself when it holds a packet (a JSON object with
 * `task_id` and `objective`, alone or in a fenced block), else undefined.
 * The text is returned whole, so places in the packet stay places in it.
 */
export function findHandoffPacket(text: unknown): string | undefined {
  if (typeof text !== 'string' || !/"task_id"/.test(text) || !/"objective"/.test(text)) return undefined
  try {
    const root = readHandoffMessage(text).root
    return root && typeof root['task_id'] === 'string' && typeof root['objective'] === 'string' ? text : undefined
  } catch {
    return undefined
  }
}
