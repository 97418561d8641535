/**
 * The `todos` checklist of a `new_task` call (`handoff_packet.md` B): one
 * atomic action per line, `- [ ]` pending, `- [-]` in progress, `- [x]`
 * done. A line grammar, read without a markdown parse:
 *
 *     todo   ::= indent marker " [" status "] " action
 *     status ::= " " | "-" | "x"
 */
import type {Place} from '../engine/diagnostic.js'

export const todoStatuses = {' ': 'pending', '-': 'in progress', x: 'done'} as const
export type TodoStatus = keyof typeof todoStatuses

export interface TodoItem {
  /** The status between the brackets as written (may be non-canonical: `X`, `~`, ``). */
  written: string
  status: TodoStatus | undefined
  action: string
  /** The list marker as written (`-`, `*`, `+`, `1.`). */
  marker: string
  line: number
  place: Place
  /** Place of the brackets and what they hold. */
  boxPlace: Place
  /** UTF-16 offsets of what the brackets hold, for a fix. */
  boxRange: [number, number]
  /** Lines under the item that continue it (a second action or a wrapped one). */
  continuation: Place | undefined
  /** A second checkbox on the same line. */
  secondBox: Place | undefined
}

export interface TodoList {
  items: TodoItem[]
  /** Non-blank lines that are neither an item nor its continuation. */
  strayLines: Place[]
}

const itemLine = /^([ \t]*)([-*+]|\d{1,9}[.)])[ \t]+\[([^\]\n]{0,3})\](.*)$/
// A second `- [ ]` on the line; the list marker is required so `[x]` quoted in prose is not one.
const secondBox = /[-*+][ \t]+\[[ xX-]\][ \t]/

function statusOf(written: string): TodoStatus | undefined {
  return written === ' ' || written === '-' || written === 'x' ? written : undefined
}

/**
 * Reads the checklist items of `text` between offsets `from` and `to`
 * (default: all of it); positions are in `text`.
 */
export function readTodos(text: string, from = 0, to?: number): TodoList {
  const items: TodoItem[] = []
  const strayLines: Place[] = []
  if (typeof text !== 'string') return {items, strayLines}
  // Offsets that are not finite numbers read as the whole text.
  if (typeof from !== 'number' || !Number.isFinite(from)) from = 0
  const end = Math.min(typeof to === 'number' && Number.isFinite(to) ? to : text.length, text.length)
  let line = 1
  for (let index = 0; index < from && index < text.length; index++) if (text.charCodeAt(index) === 10) line++
  let offset = Math.max(0, from)
  let last: TodoItem | undefined
  while (offset < end) {
    let next = text.indexOf('\n', offset)
    if (next === -1 || next > end) next = end
    const raw = text.slice(offset, next).replace(/\r$/, '')
    const whole: Place = {line, column: 1, endLine: line, endColumn: raw.length + 1}
    const match = itemLine.exec(raw)
    if (match) {
      const [, indent = '', marker = '', written = '', action = ''] = match
      const boxStart = raw.indexOf('[', indent.length + marker.length) + 1
      const second = secondBox.exec(action)
      const actionColumn = raw.length - action.length + 1
      const offsetInAction = second ? second.index - 1 : 0
      last = {
        written,
        status: statusOf(written),
        action: action.trim(),
        marker,
        line,
        place: whole,
        boxPlace: {line, column: boxStart, endLine: line, endColumn: boxStart + written.length + 2},
        boxRange: [offset + boxStart, offset + boxStart + written.length],
        continuation: undefined,
        secondBox: second ? {line, column: actionColumn + offsetInAction + 1, endLine: line, endColumn: actionColumn + second.index + second[0].length} : undefined
      }
      items.push(last)
    } else if (raw.trim() === '') {
      last = undefined
    } else if (last && /^[ \t]+\S/.test(raw)) {
      last.continuation ??= whole
    } else {
      last = undefined
      strayLines.push(whole)
    }

    offset = next + 1
    line++
  }

  return {items, strayLines}
}
