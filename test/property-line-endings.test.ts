/**
 * Mutated fixture returns with CRLF and CR line endings: `parseReturn` reads
 * them without an internal error, with the same report as with LF, and every
 * diagnostic and fix stays inside the input.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {parseReturn} from '../src/index.js'
import {checkParse, mutatedReturn, runs, timeout} from './property-arbitraries.js'

const withEndings = fc.tuple(mutatedReturn, fc.constantFrom('\r\n', '\r')).map(([input, eol]) => ({lf: input.replace(/\r\n?/g, '\n'), eol}))

describe('parseReturn whatever the line endings', () => {
  it('handles mutated returns with CRLF or CR line endings, reading the report read with LF', {timeout: timeout(120_000)}, () => {
    fc.assert(
      fc.property(withEndings, ({lf, eol}) => {
        const input = lf.replaceAll('\n', eol)
        const result = parseReturn(input)
        checkParse(result, input)
        expect(JSON.stringify(result.report)).toBe(JSON.stringify(parseReturn(lf).report))
      }),
      {numRuns: runs(3000)}
    )
  })
})
