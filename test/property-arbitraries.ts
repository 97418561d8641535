/**
 * Generators and invariants shared by the property tests: arbitrary text,
 * markdown-shaped noise, mutated fixture returns, and what every parse result
 * must satisfy whatever the input.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import fc from 'fast-check'
import {expect} from 'vitest'
import type {Diagnostic} from '../src/engine/diagnostic.js'
import type {ParseResult} from '../src/pipeline/parse-return.js'
import {allRules} from '../src/kinds/rules.js'
import {deep} from './support/depth.js'

/** The share of a property's runs the quick suite makes: a seeded slice of the deep suite's. */
const quickShare = 0.05

/**
 * Runs of a property: `n` in the deep suite, a twentieth of them in `npm test`,
 * scaled by `PROPERTY_SCALE` (e.g. `PROPERTY_SCALE=10`) for a deeper search.
 */
export function runs(n: number): number {
  const scale = Number(process.env['PROPERTY_SCALE'] ?? '1')
  return Math.max(1, Math.round(n * (deep ? 1 : quickShare) * (Number.isFinite(scale) && scale > 0 ? scale : 1)))
}

/**
 * A property's test timeout: none in the deep suite, whose scale bounds it
 * (a busy machine makes it slower, never failed); in `npm test`, `ms` scaled
 * like `runs`, and never under the suite's default.
 */
export function timeout(ms: number): number {
  return deep ? 0 : Math.max(30_000, runs(ms))
}

/** Every markdown return shipped as a fixture. */
export const fixtureReturns: readonly string[] = ['fixtures/examples', 'fixtures/parse'].flatMap((directory) =>
  readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(join(directory, name), 'utf8'))
)

/** Pieces of the return language and of markdown, so that noise often means something. */
const tokens = [
  '\n', '\r\n', '\r', ' ', '\t', ':', ': ', '- ', '* ', '+ ', '1. ', '2) ', '  - ', '> ', '#', '## ', '### ', '`', '```', '```markdown\n', '~~~',
  '**', '__', '_', '*', '[', ']', '(', ')', '<', '>', '<!--', '-->', '<!-- handback-disable -->', '<!-- handback-disable-next-line key-style -->',
  '—', ' — ', ' - ', '(none)', 'none', 'n/a', '===', '---', '\\', '&amp;', '\uFEFF', '\0', '\uD800', '\uDC00', '\u2028', '\u00A0', '🙂',
  'Status', 'Deliverables', 'Evidence', 'Runtime Attestation', 'Subtask Result', '## Status\n', '## Deliverables\n', '## Evidence\n',
  '## Runtime Attestation\n', 'state: ', 'SUCCESS', 'ERROR', 'PARTIAL', 'success', 'summary: ', 'error_code: ', 'retry_recommended: ', 'yes', 'no',
  'retry_hint: ', 'runtime_model_reported: ', 'runtime_mode_reported: ', 'files_created:', 'files_modified:', 'limitations:', 'next_steps:',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'src/a.ts', '/abs/path', '../up', 'C:\\win', 'http://x.y/z', '~/home'
]

/** Markdown-shaped noise: a sequence of tokens and arbitrary characters. */
export const markdownNoise = fc
  .array(fc.oneof({weight: 4, arbitrary: fc.constantFrom(...tokens)}, {weight: 1, arbitrary: fc.string({unit: 'binary', maxLength: 6})}), {maxLength: 80})
  .map((parts) => parts.join(''))

/** Strings of UTF-16 code units, lone surrogates included. */
export const codeUnitString = fc.string({unit: fc.integer({min: 0, max: 0xffff}).map((code) => String.fromCharCode(code)), maxLength: 200})

type Mutation =
  | {type: 'insert'; at: number; text: string}
  | {type: 'delete'; at: number; length: number}
  | {type: 'duplicate-line'; line: number}
  | {type: 'delete-line'; line: number}
  | {type: 'swap-lines'; line: number; other: number}
  | {type: 'insert-line'; line: number; text: string}

const insertion = fc.oneof({weight: 3, arbitrary: fc.constantFrom(...tokens)}, {weight: 1, arbitrary: fc.string({unit: 'binary', maxLength: 4})})

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({type: fc.constant('insert' as const), at: fc.nat(), text: insertion}),
  fc.record({type: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({min: 1, max: 12})}),
  fc.record({type: fc.constant('duplicate-line' as const), line: fc.nat()}),
  fc.record({type: fc.constant('delete-line' as const), line: fc.nat()}),
  fc.record({type: fc.constant('swap-lines' as const), line: fc.nat(), other: fc.nat()}),
  fc.record({type: fc.constant('insert-line' as const), line: fc.nat(), text: insertion})
)

function mutate(text: string, change: Mutation): string {
  if (change.type === 'insert') {
    const at = change.at % (text.length + 1)
    return text.slice(0, at) + change.text + text.slice(at)
  }

  if (change.type === 'delete') {
    const at = change.at % (text.length + 1)
    return text.slice(0, at) + text.slice(at + change.length)
  }

  const lines = text.split('\n')
  const index = change.line % lines.length
  if (change.type === 'duplicate-line') lines.splice(index, 0, lines[index]!)
  else if (change.type === 'delete-line') lines.splice(index, 1)
  else if (change.type === 'insert-line') lines.splice(index, 0, change.text)
  else {
    const other = change.other % lines.length
    ;[lines[index], lines[other]] = [lines[other]!, lines[index]!]
  }

  return lines.join('\n')
}

/** A fixture return with one to six character or line mutations. */
export const mutatedReturn = fc
  .record({fixture: fc.constantFrom(...fixtureReturns), changes: fc.array(mutation, {minLength: 1, maxLength: 6})})
  .map(({fixture, changes}) => changes.reduce(mutate, fixture))

const ruleIds = new Set(allRules.map((rule) => rule.id))
const severities = new Set(['error', 'warning', 'info'])

function lineCount(text: string): number {
  let count = 1
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(index + 1) !== 0x0a)) count++
  }

  return count
}

function isPosition(value: number | undefined, max = Infinity): boolean {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= max
}

/** Problems with one diagnostic of `input` (which has `lines` lines): empty when it is well formed. */
export function diagnosticProblems(diagnostic: Diagnostic, input: string, lines = lineCount(input)): string[] {
  const problems: string[] = []
  const show = JSON.stringify(diagnostic)
  if (!ruleIds.has(diagnostic.ruleId)) problems.push(`unknown rule id: ${show}`)
  if (!severities.has(diagnostic.severity)) problems.push(`unknown severity: ${show}`)
  if (diagnostic.source !== 'handback' || diagnostic.message.length === 0) problems.push(`source or message: ${show}`)
  if (!isPosition(diagnostic.line, lines) || !isPosition(diagnostic.column) || !isPosition(diagnostic.endLine) || !isPosition(diagnostic.endColumn)) {
    problems.push(`place outside the input (${lines} lines): ${show}`)
  } else if (diagnostic.endLine! < diagnostic.line || (diagnostic.endLine === diagnostic.line && diagnostic.endColumn! < diagnostic.column)) {
    problems.push(`span ends before it starts: ${show}`)
  }

  if (diagnostic.fix) {
    const [start, end] = diagnostic.fix.range
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= input.length) || typeof diagnostic.fix.text !== 'string') {
      problems.push(`fix outside the input (${input.length} units): ${show}`)
    }
  }

  return problems
}

/** What every parse result satisfies: no internal error, well-formed diagnostics and positions. */
export function checkParse(result: ParseResult, input: string): void {
  const lines = lineCount(input)
  const problems = result.diagnostics.flatMap((diagnostic) =>
    diagnostic.ruleId === 'internal-error' ? [`internal error: ${diagnostic.message}`] : diagnosticProblems(diagnostic, input, lines)
  )
  for (const [pointer, place] of result.positions) {
    if (!pointer.startsWith('/') || !isPosition(place.line, lines) || !isPosition(place.column)) problems.push(`position ${pointer} ${JSON.stringify(place)}`)
  }

  if (result.tree.type !== 'root') problems.push('tree is not a root')
  if (problems.length > 0) expect(problems).toEqual([])
}
