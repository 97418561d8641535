/** The CLI's on-demand output formats are the library's, under the same names. */
import {describe, expect, it} from 'vitest'
import {reporters, type FileResult} from '../src/reporters/index.js'
import {reporterLoaders} from '../src/reporters/load.js'

describe('reporterLoaders', () => {
  it('loads every format of `reporters`, and no other', async () => {
    expect(Object.keys(reporterLoaders).sort()).toEqual(Object.keys(reporters).sort())
    // The exported reporters check what they are given first; on a well-formed result both print the same.
    const results: FileResult[] = [
      {
        filePath: 'a.md',
        kind: 'markdown',
        source: '## Status\n',
        diagnostics: [{ruleId: 'key-missing', source: 'handback', severity: 'error', message: 'Missing `state`', line: 1, column: 1, endLine: 1, endColumn: 10, fix: {range: [0, 0], text: 'x'}}]
      }
    ]
    for (const [name, load] of Object.entries(reporterLoaders)) {
      expect((await load())(results, {color: false, cwd: '/r', version: '1'})).toBe(reporters[name]!(results, {color: false, cwd: '/r', version: '1'}))
    }
  })
})
