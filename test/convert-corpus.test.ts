/**
 * The converters over the real-world corpus (../shared/corpus, skipped when
 * absent): every return-metadata file and console return converts to
 * markdown without an internal error, the markdown is a fixed point of
 * parse + render, and every task folder of the corpus is found by its number.
 * Distinct contents only; every file in the deep suite (`npm run test:deep`),
 * one return-metadata file in twenty in `npm test`.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {convertText, decide, matchTaskDirectories, parseReturn, renderReturn} from '../src/index.js'
import {deep} from './support/depth.js'

const corpus = join(import.meta.dirname, '..', '..', 'shared', 'corpus')
const present = existsSync(join(corpus, 'index.tsv'))
const full = deep || Boolean(process.env['HANDBACK_CORPUS_FULL'])

function filesOf(folder: string): string[] {
  const root = join(corpus, folder)
  if (!existsSync(root)) return []
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

describe.skipIf(!present)('real-world corpus', () => {
  it('converts return-metadata files and console returns to canonical markdown', () => {
    const problems: string[] = []
    let converted = 0
    for (const [folder, from] of [['meta', 'meta'], ['subagent', 'subagent']] as const) {
      const seen = new Set<string>()
      for (const [index, file] of filesOf(folder).entries()) {
        const text = readFileSync(file, 'utf8')
        if (seen.has(text) || (!full && folder === 'meta' && index % 20 !== 0)) continue
        seen.add(text)
        const result = convertText(text, {to: 'markdown', from, lenient: true})
        const name = file.slice(corpus.length + 1)
        if (result.diagnostics.some((d) => d.ruleId === 'internal-error')) problems.push(`${name}: internal error`)
        if (result.output === null) {
          problems.push(`${name}: not converted (${result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.ruleId).join(', ')})`)
          continue
        }

        converted++
        const report = parseReturn(result.output).report
        if (!report) problems.push(`${name}: no report in the markdown`)
        else if (renderReturn(report) !== result.output) problems.push(`${name}: markdown is not a fixed point`)
        else if (!['accept', 'retry', 'escalate'].includes(decide(report, {attempt: 1}).action)) problems.push(`${name}: no decision`)
      }
    }

    expect(problems).toEqual([])
    expect(converted).toBeGreaterThan(full ? 2800 : 100)
  }, deep ? 0 : 120_000)

  it('finds every task folder of the corpus by its number, padded or not', () => {
    const rows = readFileSync(join(corpus, 'index.tsv'), 'utf8').trim().split('\n').slice(1)
    const misses: string[] = []
    let checked = 0
    for (const row of rows) {
      const sourcePath = row.split('\t')[2] ?? ''
      const match = /^specs\/((\d+)_([^/]+))\/\.return-meta\.json$/.exec(sourcePath)
      if (!match) continue
      checked++
      const [, folder, number, slug] = match as unknown as [string, string, string, string]
      if (!matchTaskDirectories([folder], Number(number), slug).includes(folder)) misses.push(sourcePath)
      if (!matchTaskDirectories([folder], number).includes(folder)) misses.push(sourcePath)
    }

    expect(misses).toEqual([])
    expect(checked).toBeGreaterThan(1000)
  })
})
