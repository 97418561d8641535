/**
 * `parseReturn` on any input: it answers with a value, never an internal
 * error, and every diagnostic is well formed (rule id, severity, 1-based
 * place inside the input, fix ranges inside the input).
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {parseReturn, ReturnReportSchema} from '../src/index.js'
import {checkParse, codeUnitString, fixtureReturns, markdownNoise, mutatedReturn, runs, timeout} from './property-arbitraries.js'

function parsesCleanly(input: string): void {
  const result = parseReturn(input)
  checkParse(result, input)
  // Whatever was read validates against the schema the types come from.
  if (result.report) expect(ReturnReportSchema.safeParse(result.report).error).toBeUndefined()
}

describe('parseReturn on arbitrary input', () => {
  it('handles any string of printable characters', () => {
    fc.assert(fc.property(fc.string({maxLength: 300}), parsesCleanly), {numRuns: runs(1000)})
  })

  it('handles any string of Unicode code points', () => {
    fc.assert(fc.property(fc.string({unit: 'binary', maxLength: 300}), parsesCleanly), {numRuns: runs(1000)})
  })

  it('handles any string of UTF-16 code units, lone surrogates included', () => {
    fc.assert(fc.property(codeUnitString, parsesCleanly), {numRuns: runs(1000)})
  })

  it('handles markdown-shaped noise', () => {
    fc.assert(fc.property(markdownNoise, parsesCleanly), {numRuns: runs(2000)})
  })

  it('handles values that are not strings', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(typeof value !== 'string')
        const result = parseReturn(value as string)
        expect(result.diagnostics.map((diagnostic) => diagnostic.ruleId)).toEqual(['input-not-text'])
      }),
      {numRuns: runs(200)}
    )
  })
})

describe('parseReturn on mutated fixture returns', () => {
  it(`reads ${fixtureReturns.length} fixtures without an internal error`, () => {
    for (const fixture of fixtureReturns) parsesCleanly(fixture)
  })

  // 20,000 mutations in the deep suite, the count the robustness target names; a seeded twentieth in `npm test`.
  it(`handles ${runs(20_000).toLocaleString('en')} returns with inserted, deleted, duplicated and swapped characters and lines`, {timeout: timeout(180_000)}, () => {
    fc.assert(fc.property(mutatedReturn, parsesCleanly), {numRuns: runs(20_000)})
  })
})
