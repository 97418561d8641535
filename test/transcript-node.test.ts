/**
 * The transcript on disk: `readTranscriptFile` (links, sizes, kinds of file),
 * the hook checking a child against its own transcript by default, and
 * `decide` / `check` with `--transcript`.
 */
import {copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {execFileSync} from 'node:child_process'
import {describe, expect, it} from 'vitest'
import {readTranscriptFile} from '../src/node/read-transcript.js'
import {runHook} from '../src/node/hook.js'
import {lastAssistantText} from '../src/node/hook-transcript.js'
import {runCli} from './helpers.js'

const fixtures = resolve('fixtures/transcripts')
const scratch = mkdtempSync(join(tmpdir(), 'handback-transcript-'))

describe('readTranscriptFile', () => {
  it('reads a transcript, and one linked within its own folder', async () => {
    const folder = join(scratch, 'own')
    mkdirSync(folder)
    writeFileSync(join(folder, 'real.jsonl'), '{"a":1}\n')
    symlinkSync(join(folder, 'real.jsonl'), join(folder, 'link.jsonl'))
    expect(await readTranscriptFile(join(folder, 'real.jsonl'))).toEqual({ok: true, text: '{"a":1}\n'})
    expect(await readTranscriptFile(join(folder, 'link.jsonl'))).toEqual({ok: true, text: '{"a":1}\n'})
  })

  it('refuses a link out of the folders the host writes, unless a root given holds its target', async () => {
    const folder = join(scratch, 'out')
    const elsewhere = join(scratch, 'elsewhere')
    mkdirSync(folder)
    mkdirSync(elsewhere)
    writeFileSync(join(elsewhere, 'secret.jsonl'), '{"secret":1}\n')
    symlinkSync(join(elsewhere, 'secret.jsonl'), join(folder, 'agent.jsonl'))
    symlinkSync('/etc/passwd', join(folder, 'passwd.jsonl'))
    const refused = await readTranscriptFile(join(folder, 'agent.jsonl'))
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.reason).toMatch(/links to .*secret\.jsonl, outside the folders the host writes; not read$/)
    expect((await readTranscriptFile(join(folder, 'passwd.jsonl'))).ok).toBe(false)
    expect((await readTranscriptFile(join(folder, 'agent.jsonl'), {roots: [elsewhere]})).ok).toBe(true)
  })

  it('refuses what is not a regular file, or is larger than its bound, and says a missing one is missing', async () => {
    const folder = join(scratch, 'kinds')
    mkdirSync(folder)
    mkdirSync(join(folder, 'dir.jsonl'))
    execFileSync('mkfifo', [join(folder, 'fifo.jsonl')])
    writeFileSync(join(folder, 'big.jsonl'), 'x'.repeat(2000))
    expect(await readTranscriptFile(join(folder, 'dir.jsonl'))).toEqual({ok: false, reason: `cannot read the transcript ${join(folder, 'dir.jsonl')}: is a directory`})
    expect(await readTranscriptFile(join(folder, 'fifo.jsonl'))).toEqual({ok: false, reason: `cannot read the transcript ${join(folder, 'fifo.jsonl')}: not a regular file (a FIFO)`})
    expect(await readTranscriptFile(join(folder, 'big.jsonl'), {maxBytes: 1000})).toEqual({ok: false, reason: `the transcript ${join(folder, 'big.jsonl')} is larger than 1000 bytes; not read`})
    expect(await readTranscriptFile(join(folder, 'none.jsonl'))).toEqual({ok: false, reason: `no transcript at ${join(folder, 'none.jsonl')}`, missing: true})
  })
})

describe('hook', () => {
  /** A SubagentStop as Claude Code sends it, naming a recorded transcript and the dishonest return its child first sent. */
  async function event(scenario: string): Promise<string> {
    const transcript = join(fixtures, 'claude-code-2.1.197', `${scenario}.jsonl`)
    const last = await lastAssistantText(transcript)
    if (!last.ok) throw new Error(last.reason)
    return JSON.stringify({session_id: 's', hook_event_name: 'SubagentStop', agent_id: scenario, agent_type: 'general-purpose', cwd: '/home/dev/tx/ws', stop_hook_active: false, agent_transcript_path: transcript, last_assistant_message: last.text})
  }

  it('blocks a SUCCESS its own transcript contradicts, with a correction quoting the transcript', async () => {
    const outcome = await runHook(await event('last-run-failed'), {stateDir: mkdtempSync(join(scratch, 'state-'))})
    const reason = (JSON.parse(outcome.stdout) as {decision: string; reason: string}).reason
    expect(reason).toContain('Unexpected `SUCCESS`: the last run of `npm test` in the transcript failed (exit status 1)')
    expect(outcome.stderr).toBe('')
  })

  it('lets an honest child stop, and checks nothing with --no-transcript', async () => {
    expect((await runHook(await event('honest'), {stateDir: mkdtempSync(join(scratch, 'state-'))})).stdout).toBe('')
    expect((await runHook(await event('last-run-failed'), {stateDir: mkdtempSync(join(scratch, 'state-')), checkTranscript: false})).stdout).toBe('')
  })

  it('says on stderr when the transcript is refused, and lets the child stop', async () => {
    const folder = mkdtempSync(join(scratch, 'refused-'))
    symlinkSync(join(fixtures, 'claude-code-2.1.197', 'last-run-failed.jsonl'), join(folder, 'agent.jsonl'))
    const input = JSON.parse(await event('last-run-failed')) as Record<string, unknown>
    input['agent_transcript_path'] = join(folder, 'agent.jsonl')
    const outcome = await runHook(JSON.stringify(input), {stateDir: mkdtempSync(join(scratch, 'state-'))})
    expect(outcome.stdout).toBe('')
    expect(outcome.stderr).toMatch(/outside the folders the host writes; not read; the return was not checked against it\n$/)
  })
})

describe('cli', () => {
  it('decide --transcript retries a contradicted SUCCESS and accepts an honest one', async () => {
    const folder = mkdtempSync(join(scratch, 'cli-'))
    for (const scenario of ['claim-contradicted', 'honest']) {
      const transcript = join(folder, `${scenario}.jsonl`)
      copyFileSync(join(fixtures, 'codex-0.171.0', `${scenario}.jsonl`), transcript)
      const last = await lastAssistantText(transcript)
      writeFileSync(join(folder, `${scenario}.md`), last.ok ? last.text : '')
    }

    const retried = await runCli(['decide', '--attempt', '1', 'claim-contradicted.md', '--transcript', 'claim-contradicted.jsonl'], {cwd: folder})
    expect(retried.code).toBe(0)
    expect(JSON.parse(retried.stdout)).toMatchObject({action: 'retry'})
    const accepted = await runCli(['decide', '--attempt', '1', 'honest.md', '--transcript', 'honest.jsonl', '--action-only'], {cwd: folder})
    expect(accepted.stdout).toBe('accept\n')

    const checked = await runCli(['check', 'claim-contradicted.md', '--transcript', 'claim-contradicted.jsonl'], {cwd: folder})
    expect(checked.code).toBe(1)
    expect(checked.stderr).toContain('claim-contradicted.md:13:3: error Unexpected claim `failed first (no parser), then 5 passed` for `npm test`')
    expect(checked.stderr).toContain('  claim-contradicted.jsonl:27:1: Last run of `npm test`')
    expect((await runCli(['check', 'honest.md', '--transcript', 'honest.jsonl'], {cwd: folder})).code).toBe(0)
    expect((await runCli(['check', 'honest.md', '--transcript', 'none.jsonl'], {cwd: folder})).code).toBe(2)
  })
})
