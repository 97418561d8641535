/**
 * Every regular expression in src/ is free of catastrophic backtracking, by
 * recheck's verdict (see test/support/regexes.ts). Verdicts are cached by a
 * hash of each expression's flags and source in fixtures/regex-verdicts.json:
 * this test rechecks only the expressions the cache does not know, so it is
 * quick and its outcome depends on the code alone. `UPDATE=1` records the
 * verdicts of new expressions and drops those of expressions gone; the deep
 * suite (test/deep/regex-redos.test.ts) rechecks them all.
 */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {updating} from './support/golden.js'
import {distinctRegexes, readVerdicts, recheck, regexKey, sourceRegexes, verdictsPath, verdictsText, type Verdict} from './support/regexes.js'

const {found, dynamic} = sourceRegexes()
const distinct = distinctRegexes(found)

describe('regular expressions in src/', () => {
  it('are found', () => {
    // A sanity floor: the collector sees the expressions the code is known to hold.
    expect(found.length).toBeGreaterThan(20)
    expect(found.some((regex) => regex.where.startsWith(join('src', 'engine', 'directives.ts')))).toBe(true)
  })

  it('are all literals, so they can be checked', () => {
    expect(dynamic).toEqual([])
  })

  it('have no catastrophic backtracking (recheck, cached by content hash)', {timeout: 0}, async () => {
    const cached = readVerdicts()
    const verdicts: Record<string, Verdict> = {}
    const unrecorded: string[] = []
    for (const [key, regex] of distinct) {
      const known = cached[key]
      if (known) verdicts[key] = known
      else {
        verdicts[key] = await recheck(regex)
        unrecorded.push(`${regex.where} ${verdicts[key].regex}: ${verdicts[key].status}`)
      }
    }

    const stale = Object.keys(cached).filter((key) => !distinct.has(key))
    if (updating) writeFileSync(verdictsPath, verdictsText(verdicts))
    const problems = [...distinct].filter(([key]) => verdicts[key]!.status !== 'safe').map(([key, regex]) => `${regex.where} ${verdicts[key]!.regex}: ${verdicts[key]!.status} (${verdicts[key]!.detail})`)
    expect(problems).toEqual([])
    if (!updating) {
      expect(unrecorded, `verdicts not in ${verdictsPath}: run UPDATE=1 npx vitest run test/regex-redos.test.ts to record them`).toEqual([])
      expect(stale, `verdicts in ${verdictsPath} of expressions no longer in src/: UPDATE=1 drops them`).toEqual([])
    }
  })

  it('the cache key changes with the source and with the flags', () => {
    expect(regexKey({source: 'a+', flags: ''})).not.toBe(regexKey({source: 'a+', flags: 'i'}))
    expect(regexKey({source: 'a+', flags: ''})).not.toBe(regexKey({source: 'a*', flags: ''}))
    expect(regexKey({source: 'a+', flags: 'g'})).toBe(regexKey({source: 'a+', flags: 'g'}))
  })

  it('the checker does catch a vulnerable expression, and its verdict does not depend on time', async () => {
    expect(await recheck({source: '^(a+)+$', flags: ''})).toMatchObject({status: 'vulnerable'})
    expect(await recheck({source: '^(?:a|a)*b$', flags: ''})).toMatchObject({status: 'vulnerable'})
    expect(await recheck({source: '^a+b$', flags: ''})).toEqual({regex: '/^a+b$/', status: 'safe'})
    // Rewritten after recheck reported it (see below): the verdict is the same on every run.
    expect(await recheck({source: '\\s*(?:\\r\\n|\\r|\\n)\\s*', flags: 'g'})).toEqual(await recheck({source: '\\s*(?:\\r\\n|\\r|\\n)\\s*', flags: 'g'}))
  })
})

describe('expressions rewritten after recheck reported them', () => {
  it('renderReturn puts a value on one line in linear time, however long its runs of blanks', async () => {
    const {renderReturn} = await import('../src/index.js')
    const report = (summary: string) => ({
      status: {state: 'SUCCESS' as const, summary},
      deliverables: [],
      evidence: [],
      attestation: {runtime_model_reported: 'm', runtime_mode_reported: 'code', files_created: [], files_modified: []}
    })
    const summaryLine = (summary: string) => renderReturn(report(summary)).split('\n').find((text) => text.startsWith('summary:'))
    // The work of `/\s*(?:\r\n|\r|\n)\s*/g` grows with the square of a run of blanks: 200k took minutes, 100k a quarter of that.
    expect(summaryLine('a' + '\t'.repeat(100_000) + 'b\nc')).toBe(`summary: a${'\t'.repeat(100_000)}b c`)
    expect(summaryLine('  one \r\n\n  two\rthree  \n ')).toBe('summary: one two three')
    expect(summaryLine('keep  inner\u00a0 blanks\u2028here')).toBe('summary: keep  inner\u00a0 blanks\u2028here')
  })
})
