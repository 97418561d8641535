/**
 * Text edits on a JSON document that keep its layout. jsonc-parser's
 * `modify` re-formats the whole line it touches (an inline array next to an
 * insertion becomes multi-line), so insertions and removals are computed here
 * on jsonc-parser's tree, moved values keep their source text, and a whole
 * rewrite becomes one minimal fix.
 */
import {findNodeAtLocation, parseTree, type Node} from 'jsonc-parser'
import type {Fix} from '../engine/diagnostic.js'
import type {JsonFormat, JsonNode} from './document.js'
import type {Segment} from '../util/pointer.js'

/** The source text of a node. */
export function rawText(source: string, node: JsonNode): string {
  return source.slice(node.offset, node.offset + node.length)
}

/** Indentation of the line holding `offset`. */
export function lineIndent(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1
  return /^[ \t]*/.exec(source.slice(lineStart, offset))![0]
}

/** Whether only whitespace precedes `offset` on its line. */
export function startsLine(source: string, offset: number): boolean {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1
  return /^[ \t]*$/.test(source.slice(lineStart, offset))
}

/** The single edit turning `before` into `after`: common prefix and suffix left out. */
export function fixBetween(before: string, after: string, shift: number): Fix | undefined {
  if (before === after) return undefined
  let start = 0
  const limit = Math.min(before.length, after.length)
  while (start < limit && before.charCodeAt(start) === after.charCodeAt(start)) start++
  let end = 0
  while (end < limit - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++
  return {range: [start + shift, before.length - end + shift], text: after.slice(start, after.length - end)}
}

/** A value moved elsewhere: its source text, and the indentation of the line it started on. */
export interface RawValue {
  text: string
  indent: string
}

/** The source of a node, ready to be moved. */
export function rawValue(source: string, node: JsonNode): RawValue {
  return {text: rawText(source, node), indent: lineIndent(source, node.offset)}
}

/** Re-indents the continuation lines of a multi-line value for its new place. */
function reindent(value: RawValue, indent: string): string {
  if (!value.text.includes('\n')) return value.text
  return value.text
    .split('\n')
    .map((line, index) => (index > 0 && line.startsWith(value.indent) ? indent + line.slice(value.indent.length) : line))
    .join('\n')
}

function objectAt(text: string, path: readonly Segment[]): Node | undefined {
  const tree = parseTree(text, [], {disallowComments: true, allowTrailingComma: false})
  if (!tree) return undefined
  const node = path.length === 0 ? tree : findNodeAtLocation(tree, [...path])
  return node?.type === 'object' ? node : undefined
}

/** `"key": value` with the file's colon style. */
export function member(format: JsonFormat, key: string, value: string): string {
  return `${JSON.stringify(key)}${format.colon}${value}`
}

/**
 * Inserts `"key": value` into the object at `path`, before its property number
 * `index` (at the end by default), in the object's own layout. Returns the text
 * unchanged when there is no object at `path`.
 */
export function insertProperty(text: string, format: JsonFormat, path: readonly Segment[], key: string, value: RawValue, index?: number): string {
  const object = objectAt(text, path)
  if (!object) return text
  const properties = object.children ?? []
  const open = object.offset
  const close = object.offset + object.length - 1
  const multiLine = !format.singleLine && text.slice(open, close).includes('\n')
  if (properties.length === 0) {
    if (format.singleLine) return text.slice(0, open) + `{${member(format, key, reindent(value, ''))}}` + text.slice(close + 1)
    const outer = lineIndent(text, open)
    const inner = outer + format.indent
    return text.slice(0, open) + `{${format.eol}${inner}${member(format, key, reindent(value, inner))}${format.eol}${outer}}` + text.slice(close + 1)
  }

  const first = properties[0]!
  const indent = multiLine && startsLine(text, first.offset) ? lineIndent(text, first.offset) : lineIndent(text, close) + format.indent
  const separator = multiLine ? `,${format.eol}${indent}` : format.comma
  const entry = member(format, key, reindent(value, multiLine ? indent : ''))
  if (index === undefined || index >= properties.length) {
    const last = properties[properties.length - 1]!
    const end = last.offset + last.length
    return text.slice(0, end) + separator + entry + text.slice(end)
  }

  const before = properties[Math.max(0, index)]!
  return text.slice(0, before.offset) + entry + separator + text.slice(before.offset)
}

/** Removes the property at `path` (its last segment is the key), with the comma that joined it. */
export function removeProperty(text: string, path: readonly Segment[]): string {
  const object = objectAt(text, path.slice(0, -1))
  const key = path[path.length - 1]
  const properties = object?.children ?? []
  const position = properties.findIndex((property) => property.children?.[0]?.value === key)
  const property = properties[position]
  if (!object || !property) return text
  const end = property.offset + property.length
  if (position > 0) {
    const previous = properties[position - 1]!
    return text.slice(0, previous.offset + previous.length) + text.slice(end)
  }

  const next = properties[1]
  if (next) return text.slice(0, property.offset) + text.slice(next.offset)
  return text.slice(0, object.offset + 1) + text.slice(object.offset + object.length - 1)
}
