import {existsSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {corpusDirectory, runCorpus} from '../scripts/corpus.js'

describe('real-world corpus', () => {
  it.skipIf(!existsSync(corpusDirectory))('lints and fixes every JSON file without crashing or losing a value', () => {
    const report = runCorpus()
    expect(report.files).toBeGreaterThan(0)
    expect(report.internalErrors).toEqual([])
    expect(report.lost).toEqual([])
    expect(report.moved).toEqual([])
    expect(report.refused).toEqual([])
    // The corpus is known to hold bare-string artifacts and top-level identity fields: --fix must change some files.
    expect(report.changed.length).toBeGreaterThan(0)
  })
})
