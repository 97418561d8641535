import {existsSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {corpusDirectory, runCorpus} from '../scripts/corpus.js'
import {sample} from './support/depth.js'

describe('real-world corpus', () => {
  // Every file in the deep suite; an even slice of each kind's files in `npm test`.
  it.skipIf(!existsSync(corpusDirectory))('lints and fixes every JSON file without crashing or losing a value', () => {
    const report = runCorpus(corpusDirectory, (paths) => sample(paths, 150))
    expect(report.files).toBeGreaterThan(0)
    expect(report.internalErrors).toEqual([])
    expect(report.lost).toEqual([])
    expect(report.moved).toEqual([])
    expect(report.refused).toEqual([])
    // The corpus is known to hold bare-string artifacts and top-level identity fields: --fix must change some files.
    expect(report.changed.length).toBeGreaterThan(0)
  })
})
