/**
 * The JSON readers on any input: `readReturnMeta`, `readProgressFile`,
 * `lintText` and `fixText` for the three JSON kinds, and `convertText`, never
 * throw, never report an internal error, and give well-formed diagnostics.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import type {Diagnostic} from '../src/engine/diagnostic.js'
import {convertText, fixText, lintText, readJson, readProgressFile, readReturnMeta} from '../src/index.js'
import {diagnosticProblems, runs, timeout} from './property-arbitraries.js'

const kinds = ['meta', 'subagent', 'progress'] as const

const fixtures: readonly string[] = readdirSync('fixtures/json', {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(join('fixtures/json', entry.name))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => readFileSync(join('fixtures/json', entry.name, name), 'utf8'))
  )

function check(diagnostics: readonly Diagnostic[], input: string): void {
  const problems = diagnostics.flatMap((diagnostic) =>
    diagnostic.ruleId === 'internal-error' ? [`internal error: ${diagnostic.message}`] : diagnosticProblems(diagnostic, input)
  )
  if (problems.length > 0) expect(problems).toEqual([])
}

function readsCleanly(input: string): void {
  check(readReturnMeta(input).diagnostics, input)
  check(readProgressFile(input).diagnostics, input)
  for (const kind of kinds) {
    check(lintText(input, {kind}).diagnostics, input)
    const fixed = fixText(input, {kind})
    check(fixed.diagnostics, fixed.output)
    // A fix never turns JSON into something that is not JSON.
    if (fixed.changed && readJson(input).value !== undefined) expect(readJson(fixed.output).value).not.toBeUndefined()
  }

  for (const from of ['meta', 'subagent'] as const) {
    expect(convertText(input, {from, to: 'markdown', lenient: true}).diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('internal-error')
  }
}

/** Keys of the JSON formats, so generated objects often look like real ones. */
const key = fc.constantFrom(
  'status', 'summary', 'artifacts', 'metadata', 'errors', 'next_steps', 'started_at', 'completed_at', 'completion_data', 'partial_progress',
  'session_id', 'agent_type', 'delegation_depth', 'delegation_path', 'type', 'path', 'message', 'recoverable', 'phase', 'objectives', 'id',
  'name', 'current_objective', 'approaches', 'result', '__proto__', 'constructor', 'prototype'
)
const scalar = fc.oneof(
  fc.constantFrom('implemented', 'researched', 'planned', 'partial', 'failed', 'blocked', 'completed', 'in_progress', 'report', '/abs/x.md', 'src/a.ts', ''),
  fc.string({unit: 'binary', maxLength: 12}),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null)
)
const jsonish: fc.Arbitrary<unknown> = fc.letrec<{value: unknown}>((tie) => ({
  value: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    scalar,
    fc.array(tie('value'), {maxLength: 4}),
    fc.dictionary(key, tie('value'), {maxKeys: 6})
  )
})).value

function mutate(text: string, changes: ReadonlyArray<{at: number; remove: number; insert: string}>): string {
  let out = text
  for (const change of changes) {
    const at = change.at % (out.length + 1)
    out = out.slice(0, at) + change.insert + out.slice(at + change.remove)
  }

  return out
}

const mutatedFixture = fc
  .record({
    fixture: fc.constantFrom(...fixtures),
    changes: fc.array(
      fc.record({at: fc.nat(), remove: fc.integer({min: 0, max: 4}), insert: fc.oneof(fc.constantFrom('', '{', '}', '[', ']', '"', ',', ':', '\\', 'null', '\uFEFF', '\0', '"__proto__":{},'), fc.string({maxLength: 3}))}),
      {minLength: 1, maxLength: 5}
    )
  })
  .map(({fixture, changes}) => mutate(fixture, changes))

describe('JSON readers on arbitrary input', () => {
  it(`read ${fixtures.length} fixtures without an internal error`, () => {
    for (const fixture of fixtures) readsCleanly(fixture)
  })

  it('handle any string', () => {
    fc.assert(fc.property(fc.string({unit: 'binary', maxLength: 200}), readsCleanly), {numRuns: runs(300)})
  })

  it('handle JSON values shaped like the formats', {timeout: timeout(60_000)}, () => {
    fc.assert(fc.property(jsonish, fc.boolean(), (value, pretty) => readsCleanly(JSON.stringify(value, null, pretty ? 2 : undefined) ?? 'null')), {numRuns: runs(700)})
  })

  it('handle mutated fixture files', {timeout: timeout(60_000)}, () => {
    fc.assert(fc.property(mutatedFixture, readsCleanly), {numRuns: runs(700)})
  })

  it('handle nesting far deeper than any return', () => {
    for (const depth of [1000, 100_000]) {
      readsCleanly('['.repeat(depth) + ']'.repeat(depth))
      readsCleanly('{"a":'.repeat(depth) + '1' + '}'.repeat(depth))
    }
  })
})
