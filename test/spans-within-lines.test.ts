/** Every span a diagnostic or a position gives ends within its end line, also for bullets continued on the next line. */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {parseReturn, type Place} from '../src/index.js'
import {fixtureReturns, mutatedReturn, runs} from './property-arbitraries.js'

function outside(text: string, places: ReadonlyArray<Partial<Place> & {line: number; column: number}>): string[] {
  const lines = text.split(/\r\n|\r|\n/)
  const problems: string[] = []
  for (const place of places) {
    const endLine = place.endLine ?? place.line
    const endColumn = place.endColumn ?? place.column
    if (place.column > lines[place.line - 1]!.length + 1 || endColumn > lines[endLine - 1]!.length + 1) problems.push(JSON.stringify(place))
  }

  return problems
}

/** Each bullet followed by an indented line that continues it. */
const continued = (text: string): string => text.replace(/^(- .*)$/gm, '$1\n  continued on the next line with more words than the bullet had')

describe('spans stay within their lines', () => {
  it('a deliverable continued on the next line: the path ends on its own line', () => {
    const text = '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- src/a.ts — the parser which is\n  continued on the next line with much more text\n'
    const result = parseReturn(text)
    expect(result.positions.get('/deliverables/0/path')).toEqual({line: 6, column: 3, endLine: 6, endColumn: 11})
    expect(result.positions.get('/deliverables/0/description')).toEqual({line: 6, column: 14, endLine: 7, endColumn: 49})
    expect(outside(text, result.diagnostics)).toEqual([])
  })

  it('holds for fixture returns with continued bullets, mutated', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...fixtureReturns), mutatedReturn), (fixture) => {
        const text = continued(fixture)
        const result = parseReturn(text)
        expect(outside(text, [...result.diagnostics, ...result.positions.values()])).toEqual([])
      }),
      {numRuns: runs(200)}
    )
  })
})
