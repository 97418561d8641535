/**
 * jq-like field paths, the subset postflight scripts use:
 * `.status`, `.artifacts[0].path`, `.metadata["delegation-path"]`, `.errors[-1]`.
 *
 * ```ebnf
 * path    ::= "." | step+
 * step    ::= "." name | "." string | "."? "[" (integer | string) "]"
 * name    ::= [A-Za-z_] [A-Za-z0-9_]*
 * integer ::= "-"? [0-9]+
 * string  ::= '"' (JSON string characters) '"'
 * ```
 */

import {itemsOf, snapshot} from '../util/snapshot.js'

// Not json/document's isObject: a field read must not load the JSON parser it does not use.
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export type FieldSegment = string | number

export type FieldPathReading = {ok: true; segments: FieldSegment[]} | {ok: false; message: string; index: number}

function isNameStart(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z_]/.test(char)
}

function isNameChar(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z0-9_]/.test(char)
}

/** Reads a JSON string literal starting at `index`; returns the value and the index after it. */
function readString(path: string, index: number): {value: string; end: number} | undefined {
  let end = index + 1
  while (end < path.length && path[end] !== '"') end += path[end] === '\\' ? 2 : 1
  if (end >= path.length) return undefined
  try {
    const value: unknown = JSON.parse(path.slice(index, end + 1))
    return typeof value === 'string' ? {value, end: end + 1} : undefined
  } catch {
    return undefined
  }
}

function readBracket(path: string, index: number): {segment: FieldSegment; end: number} | {message: string} {
  let at = index + 1
  if (path[at] === '"') {
    const string = readString(path, at)
    if (!string) return {message: 'unterminated or invalid string'}
    at = string.end
    if (path[at] !== ']') return {message: 'expected `]`'}
    return {segment: string.value, end: at + 1}
  }

  const match = /^-?\d+/.exec(path.slice(at))
  if (!match) return {message: 'expected an integer or a quoted key inside `[]`'}
  at += match[0].length
  if (path[at] !== ']') return {message: 'expected `]`'}
  return {segment: Number(match[0]), end: at + 1}
}

/** Parses a field path; a malformed one gives a message and the index where reading stopped. */
export function parseFieldPath(path: string): FieldPathReading {
  if (typeof path !== 'string') return {ok: false, message: 'expected a string', index: 0}
  const text = path.trim()
  if (text === '.') return {ok: true, segments: []}
  if (!text.startsWith('.') && !text.startsWith('[')) return {ok: false, message: 'a path starts with `.`', index: 0}
  const segments: FieldSegment[] = []
  let index = 0
  while (index < text.length) {
    if (text[index] === '[') {
      const step = readBracket(text, index)
      if ('message' in step) return {ok: false, message: step.message, index}
      segments.push(step.segment)
      index = step.end
      continue
    }

    if (text[index] !== '.') return {ok: false, message: 'expected `.` or `[`', index}
    index++
    if (text[index] === '[') continue
    if (text[index] === '"') {
      const string = readString(text, index)
      if (!string) return {ok: false, message: 'unterminated or invalid string', index}
      segments.push(string.value)
      index = string.end
      continue
    }

    if (!isNameStart(text[index])) return {ok: false, message: 'expected a field name after `.`', index}
    const start = index
    while (isNameChar(text[index])) index++
    segments.push(text.slice(start, index))
  }

  return {ok: true, segments}
}

export type FieldReading = {found: true; value: unknown} | {found: false}

/** A step of a caller's path, read without trusting it: a getter or proxy that throws ends the walk. */
function step(current: unknown, segment: unknown): FieldReading {
  try {
    if (typeof segment === 'number') {
      if (!Array.isArray(current)) return {found: false}
      const index = segment < 0 ? current.length + segment : segment
      return Number.isInteger(index) && index >= 0 && index < current.length ? {found: true, value: current[index]} : {found: false}
    }

    if (typeof segment !== 'string' || !isObject(current) || !Object.hasOwn(current, segment)) return {found: false}
    return {found: true, value: current[segment]}
  } catch {
    return {found: false}
  }
}

/** The value at a path; negative indexes count from the end, as in jq. Missing and `null` are not found. */
export function getField(value: unknown, segments: readonly FieldSegment[]): FieldReading {
  const path = itemsOf(segments)
  if (!path) return {found: false}
  let current = value
  for (const segment of path) {
    const reading = step(current, segment)
    if (!reading.found) return reading
    current = reading.value
  }

  // jq's `// default` replaces null as well as a missing field.
  return current === null || current === undefined ? {found: false} : {found: true, value: current}
}

/** More values than a mebibyte of JSON can hold (each takes at least two bytes, `0,`). */
const maxPrintedValues = 600_000

/** How `meta get` prints a value: strings raw (like `jq -r`), everything else as compact JSON. */
export function formatField(value: unknown): string {
  if (typeof value === 'string') return value
  // JSON.stringify writes -0 as 0; jq keeps its sign.
  if (Object.is(value, -0)) return '-0'
  // Copied first: a sparse array of length 2^32 - 1 would be written as four billion nulls. The bound is
  // above what a 1 MiB JSON file can hold, so any value read from a file prints whole.
  const plain = snapshot(value, maxPrintedValues)
  if (!plain.ok) return ''
  try {
    return JSON.stringify(plain.value) ?? ''
  } catch {
    // A value without a JSON spelling (a cycle, a BigInt) cannot come from a file; it prints as nothing.
    return ''
  }
}
