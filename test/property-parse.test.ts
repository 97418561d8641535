/**
 * `parseReturn` on any input: it answers with a value, never an internal
 * error, and every diagnostic is well formed (rule id, severity, 1-based
 * place inside the input, fix ranges inside the input).
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {parseReturn, ReturnReportSchema} from '../src/index.js'
import {checkParse, codeUnitString, fixtureReturns, markdownNoise, mutatedReturn} from './property-arbitraries.js'

function parsesCleanly(input: string): void {
  const result = parseReturn(input)
  checkParse(result, input)
  // Whatever was read validates against the schema the types come from.
  if (result.report) expect(ReturnReportSchema.safeParse(result.report).error).toBeUndefined()
}

describe('parseReturn on arbitrary input', () => {
  it('handles any string of printable characters', () => {
    fc.assert(fc.property(fc.string({maxLength: 300}), parsesCleanly), {numRuns: 1500})
  })

  it('handles any string of Unicode code points', () => {
    fc.assert(fc.property(fc.string({unit: 'binary', maxLength: 300}), parsesCleanly), {numRuns: 1500})
  })

  it('handles any string of UTF-16 code units, lone surrogates included', () => {
    fc.assert(fc.property(codeUnitString, parsesCleanly), {numRuns: 1500})
  })

  it('handles markdown-shaped noise', () => {
    fc.assert(fc.property(markdownNoise, parsesCleanly), {numRuns: 3000})
  })

  it('handles values that are not strings', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(typeof value !== 'string')
        const result = parseReturn(value as string)
        expect(result.diagnostics.map((diagnostic) => diagnostic.ruleId)).toEqual(['input-not-text'])
      }),
      {numRuns: 300}
    )
  })
})

describe('parseReturn on mutated fixture returns', () => {
  it(`reads ${fixtureReturns.length} fixtures without an internal error`, () => {
    for (const fixture of fixtureReturns) parsesCleanly(fixture)
  })

  it('handles inserted, deleted, duplicated and swapped characters and lines', {timeout: 120_000}, () => {
    fc.assert(fc.property(mutatedReturn, parsesCleanly), {numRuns: 13_000})
  })

  it('reads the same report whatever the line endings', {timeout: 60_000}, () => {
    fc.assert(
      fc.property(mutatedReturn, (input) => {
        const lf = input.replace(/\r\n?/g, '\n')
        const crlf = lf.replaceAll('\n', '\r\n')
        expect(JSON.stringify(parseReturn(crlf).report)).toBe(JSON.stringify(parseReturn(lf).report))
      }),
      {numRuns: 2000}
    )
  })
})
