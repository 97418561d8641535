/**
 * File names, packets and JSON values quoted by `meta get`, `check`,
 * `lint --print-config` and `convert` reach the terminal escaped: no C1
 * control, bidi override or line separator raw.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {runCli} from './helpers.js'

const rawUnsafe = /[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200D)\p{Cf}/u
const unsafe = '\u001B[31m\u009B31m\u202E\u2028'
const folder = mkdtempSync(join(tmpdir(), 'handback-names-'))
afterAll(() => rmSync(folder, {recursive: true, force: true}))

/** Output with its own newlines removed, which must hold nothing unsafe. */
function shown(text: string): string {
  return text.replaceAll('\n', '')
}

describe('quoted names and values', () => {
  it('meta get names a file it cannot read, and its JSON error, escaped', async () => {
    const file = join(folder, `r${unsafe}.json`)
    writeFileSync(file, `## Status ${unsafe}\n`)
    const run = await runCli(['meta', 'get', file, '.status'], {cwd: folder})
    expect(run.code).toBe(1)
    expect(shown(run.stderr)).not.toMatch(rawUnsafe)
    expect(run.stderr).toContain('\\u009b')
  })

  it('lint --print-config and convert write JSON with those characters as escapes', async () => {
    const file = join(folder, `c${unsafe}.return-meta.json`)
    const meta = {status: 'implemented', summary: `s${unsafe}`, artifacts: [], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o', 'a']}}
    writeFileSync(file, JSON.stringify(meta))
    const printed = await runCli(['lint', '--print-config', file], {cwd: folder})
    expect(shown(printed.stdout)).not.toMatch(rawUnsafe)
    expect(JSON.parse(printed.stdout).file).toBe(file)
    for (const to of ['meta', 'a2a', 'mcp']) {
      const converted = await runCli(['convert', file, '--to', to, '--lenient', '--operation', 'implement'], {cwd: folder})
      expect(shown(converted.stdout)).not.toMatch(rawUnsafe)
      // The same value, read back.
      if (to === 'meta') expect(JSON.parse(converted.stdout).summary).toBe(meta.summary)
    }
  })

  it('check prints the packet checklist escaped', async () => {
    const packet = join(folder, 'packet.md')
    writeFileSync(packet, '```json\n' + JSON.stringify({task_id: 't', objective: 'o', evidence: [], success_criteria: [`c${unsafe}`], risks: []}) + '\n```\n')
    const returned = join(folder, 'return.md')
    writeFileSync(returned, '## Status\nstate: SUCCESS\nsummary: s\n')
    const run = await runCli(['check', returned, '--handoff', packet], {cwd: folder})
    expect(shown(run.stdout)).not.toMatch(rawUnsafe)
    expect(run.stdout).toContain('\\u202e')
  })
})
