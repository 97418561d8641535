/** The CLI's output formats are the library's: one registry, under the same names. */
import {describe, expect, it} from 'vitest'
import {formats} from '../src/reporters/formats.js'
import {reporters, type FileResult} from '../src/reporters/index.js'

describe('the registry of formats', () => {
  it('gives `reporters` every format, and no other', () => {
    expect(Object.keys(reporters)).toEqual(Object.keys(formats))
    // The exported reporters check what they are given first; on a well-formed result both print the same.
    const results: FileResult[] = [
      {
        filePath: 'a.md',
        kind: 'markdown',
        source: '## Status\n',
        diagnostics: [{ruleId: 'key-missing', source: 'handback', severity: 'error', message: 'Missing `state`', line: 1, column: 1, endLine: 1, endColumn: 10, fix: {range: [0, 0], text: 'x'}}]
      }
    ]
    for (const [name, reporter] of Object.entries(formats)) {
      expect(reporter(results, {color: false, cwd: '/r', version: '1'})).toBe(reporters[name]!(results, {color: false, cwd: '/r', version: '1'}))
    }
  })
})

describe('a run over many files', () => {
  it('is reported whole: the bound on what a reporter reads applies to each file, not to the run', () => {
    const diagnostic = {ruleId: 'key-style', source: 'handback' as const, severity: 'warning' as const, message: 'Unexpected key', line: 1, column: 1, endLine: 1, endColumn: 2}
    // Some 1.4 million values in all, more than one file's bound.
    const results: FileResult[] = Array.from({length: 12_000}, (_, index) => ({filePath: `r${index}.md`, kind: 'markdown', source: '', diagnostics: Array.from({length: 10}, () => ({...diagnostic}))}))
    const written = JSON.parse(reporters['json']!(results, {color: false})) as Array<{filePath: string; warningCount: number}>
    expect(written).toHaveLength(12_000)
    expect(written[11_999]).toMatchObject({filePath: 'r11999.md', warningCount: 10})
  })
})
