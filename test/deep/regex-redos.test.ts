/**
 * The backtracking scan in full: every expression of src/ rechecked from
 * scratch, whatever the cache says, and the cache found to hold the same
 * verdicts (a recheck upgrade, or a cache edited by hand, shows here).
 */
import {describe, expect, it} from 'vitest'
import {distinctRegexes, readVerdicts, recheck, sourceRegexes, type Verdict} from '../support/regexes.js'

describe('regular expressions in src/, all rechecked', () => {
  it('are safe, with the verdicts the cache holds', {timeout: 0}, async () => {
    const distinct = distinctRegexes(sourceRegexes().found)
    const verdicts: Record<string, Verdict> = {}
    for (const [key, regex] of distinct) verdicts[key] = await recheck(regex)
    const problems = [...distinct].filter(([key]) => verdicts[key]!.status !== 'safe').map(([key, regex]) => `${regex.where} ${verdicts[key]!.regex}: ${verdicts[key]!.status} (${verdicts[key]!.detail})`)
    expect(problems).toEqual([])
    expect(verdicts).toEqual(readVerdicts())
  })
})
