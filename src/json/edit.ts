/**
 * Text edits on a JSON document that keep its layout: jsonc-parser's
 * `modify` computes the change, moved values keep their source text when it
 * fits on one line, and a whole rewrite becomes one minimal fix.
 */
import {applyEdits, modify, type FormattingOptions, type ModificationOptions} from 'jsonc-parser'
import type {Fix} from '../diagnostic.js'
import type {JsonFormat, JsonNode} from './document.js'
import type {Segment} from './pointer.js'

function formatting(format: JsonFormat): FormattingOptions | undefined {
  // A one-line file stays on one line: inserted text is left unformatted.
  if (format.singleLine) return undefined
  return {
    insertSpaces: format.indent !== '\t',
    tabSize: format.indent === '\t' ? 1 : format.indent.length,
    eol: format.eol,
    insertFinalNewline: false
  }
}

/** A value to write: parsed data, or the exact source text of a node. */
export type Insert = {value: unknown} | {raw: string}

const sentinel = '\u0000handback-raw\u0000'

/**
 * Sets (or, with `undefined`, removes) the value at `path` and returns the new
 * text; `index` places a new property among its siblings.
 */
export function setValue(text: string, format: JsonFormat, path: readonly Segment[], insert: Insert | undefined, index?: number): string {
  const formattingOptions = formatting(format)
  const options: ModificationOptions = {
    ...(formattingOptions ? {formattingOptions} : {}),
    ...(index === undefined ? {} : {getInsertionIndex: () => index})
  }
  if (insert === undefined) return applyEdits(text, modify(text, [...path], undefined, options))
  if ('value' in insert) return applyEdits(text, modify(text, [...path], insert.value, options))
  // Source text on one line goes in verbatim (escapes and number spelling kept);
  // longer values are re-serialized so the formatter can indent them.
  if (insert.raw.includes('\n')) return applyEdits(text, modify(text, [...path], JSON.parse(insert.raw) as unknown, options))
  const marked = applyEdits(text, modify(text, [...path], sentinel, options))
  const quoted = JSON.stringify(sentinel)
  const at = marked.indexOf(quoted)
  return at < 0 ? marked : marked.slice(0, at) + insert.raw + marked.slice(at + quoted.length)
}

/** The source text of a node. */
export function rawText(source: string, node: JsonNode): string {
  return source.slice(node.offset, node.offset + node.length)
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
