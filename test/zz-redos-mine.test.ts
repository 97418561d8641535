import {describe, expect, it} from 'vitest'
import {collectRegexes} from './regex-redos.test.js'
const files = ['src/transcript/commands.ts', 'src/transcript/codex.ts', 'src/transcript/claude-code.ts', 'src/transcript/read.ts', 'src/transcript/record.ts', 'src/rules/check/return-contradicts-transcript.ts', 'src/node/read-transcript.ts']
describe('mine', () => {
  it('safe', {timeout: 900_000}, async () => {
    process.env.RECHECK_BACKEND = 'pure'
    const {check} = await import('recheck')
    const problems: string[] = []
    for (const file of files) for (const regex of collectRegexes(file).found) {
      const result = await check(regex.source, regex.flags, {timeout: 30_000})
      if (result.status !== 'safe') problems.push(`${regex.where} /${regex.source}/${regex.flags}: ${result.status} ${result.status === 'vulnerable' ? result.complexity.summary + ' ' + JSON.stringify(result.attack.pattern) : result.status === 'unknown' ? result.error.kind : ''}`)
    }
    console.log(problems.join('\n'))
    expect(problems).toEqual([])
  })
})
