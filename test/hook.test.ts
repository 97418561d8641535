/**
 * `handback hook` on recorded SubagentStop / Stop payloads built from the
 * hosts' documented input schemas (fixtures/hook/*.event.json, with JSONL
 * transcripts in Claude Code's and Codex's line shapes). Each payload's
 * outcome is beside it (`*.expected.json`; `UPDATE=1` rewrites them).
 */
import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {expectJsonGolden} from './support/golden.js'
import {contractReview, runHook, type HookOptions} from '../src/node/hook.js'
import {readBlocks, stateFile} from '../src/node/hook-state.js'
import {review} from '../src/postflight/review.js'
import {formatInstructionsMarker} from '../src/postflight/format-instructions.js'
import {runCli} from './helpers.js'

const folder = join(import.meta.dirname, '..', 'fixtures', 'hook')

/** The payload as the host would send it: transcript names resolved in the fixture folder. */
function payload(name: string): string {
  const text = readFileSync(join(folder, name), 'utf8')
  if (!name.endsWith('.json')) return text
  const event = JSON.parse(text) as Record<string, unknown>
  for (const key of ['agent_transcript_path', 'transcript_path']) {
    const value = event[key]
    if (typeof value === 'string' && !value.startsWith('/')) event[key] = join(folder, value)
  }

  return JSON.stringify(event)
}

function freshState(): string {
  return mkdtempSync(join(tmpdir(), 'handback-hook-test-'))
}

const reviewer = contractReview

async function hook(name: string, options: HookOptions = {}) {
  const stateDir = options.stateDir ?? freshState()
  const outcome = await runHook(payload(name), {...options, stateDir}, reviewer)
  // Paths of this machine are replaced so the expectations hold anywhere.
  return {...outcome, stderr: outcome.stderr.replaceAll(folder, '<fixtures>').replaceAll(stateDir, '<state>')}
}

describe('recorded payloads', () => {
  const names = readdirSync(folder).filter((name) => /\.event\.(json|txt)$/.test(name))
  it('has payloads', () => {
    expect(names.length).toBeGreaterThanOrEqual(9)
  })

  for (const name of names) {
    it(name, async () => {
      const outcome = await hook(name)
      expectJsonGolden(join(folder, name.replace(/\.event\.(json|txt)$/, '.expected.json')), outcome)
      expect(outcome.exitCode).toBe(0)
    })
  }
})

function blockOf(stdout: string): {decision: string; reason: string} {
  expect(stdout.endsWith('\n')).toBe(true)
  return JSON.parse(stdout) as {decision: string; reason: string}
}

describe('runHook', () => {
  it('blocks a malformed return with the review correction as the reason', async () => {
    const event = JSON.parse(payload('claude-subagent-malformed.event.json')) as {last_assistant_message: string}
    const correction = review(event.last_assistant_message, {}).correction
    expect(typeof correction).toBe('string')
    const outcome = await hook('claude-subagent-malformed.event.json')
    expect(blockOf(outcome.stdout)).toEqual({decision: 'block', reason: correction})
    expect(outcome.stderr).toBe('')
  })

  it('lets a good return stop silently', async () => {
    expect(await hook('claude-subagent-good.event.json')).toEqual({stdout: '', stderr: '', exitCode: 0})
  })

  it('reads the child text from the transcript when last_assistant_message is absent (Claude Code and Codex shapes)', async () => {
    expect(blockOf((await hook('claude-subagent-transcript.event.json')).stdout).decision).toBe('block')
    // The Codex child's last response item is a good return: nothing printed.
    expect(await hook('codex-subagent-transcript.event.json')).toEqual({stdout: '', stderr: '', exitCode: 0})
  })

  it('spends its budget, then lets the child stop; warn leaves a systemMessage', async () => {
    const stateDir = freshState()
    const first = await hook('claude-subagent-malformed.event.json', {stateDir})
    expect(blockOf(first.stdout).decision).toBe('block')
    // The host sets stop_hook_active on the next stop; our own record keeps the loop bounded.
    const active = payload('claude-subagent-stop-hook-active.event.json')
    const second = await runHook(active, {stateDir}, reviewer)
    expect(blockOf(second.stdout).decision).toBe('block')
    const third = await runHook(active, {stateDir}, reviewer)
    expect(third.stdout).toBe('')
    expect(third.stderr).toBe('handback hook: budget of 2 blocks spent for coder a1b2c3d4; the agent may stop\n')
    const warned = await runHook(active, {stateDir, onExhausted: 'warn'}, reviewer)
    const message = (JSON.parse(warned.stdout) as {systemMessage: string}).systemMessage
    expect(message.startsWith('handback: the return of coder a1b2c3d4 still fails its contract after 2 corrections; review it before use.')).toBe(true)
    expect(await readBlocks(await stateFile(stateDir, 'sess-cc-1', 'a1b2c3d4'))).toEqual({ok: true, blocks: 2, recorded: true})
  })

  it('--max-blocks 0 never blocks', async () => {
    const outcome = await hook('claude-subagent-malformed.event.json', {maxBlocks: 0})
    expect(outcome.stdout).toBe('')
  })

  it('honours stop_hook_active when it has not blocked this agent itself', async () => {
    const outcome = await hook('claude-subagent-stop-hook-active.event.json')
    expect(outcome).toEqual({
      stdout: '',
      stderr: 'handback hook: stop_hook_active is set and this hook has not blocked this agent; the agent may stop\n',
      exitCode: 0
    })
  })

  it('forgets the count once the return passes', async () => {
    const stateDir = freshState()
    await hook('claude-subagent-malformed.event.json', {stateDir})
    expect((await readBlocks(await stateFile(stateDir, 'sess-cc-1', 'a1b2c3d4'))).ok).toBe(true)
    await hook('claude-subagent-good.event.json', {stateDir})
    expect(await readBlocks(await stateFile(stateDir, 'sess-cc-1', 'a1b2c3d4'))).toEqual({ok: true, blocks: 0, recorded: false})
  })

  it('fails open on a broken payload, a missing transcript and a corrupt state file', async () => {
    const broken = await hook('broken.event.txt')
    expect(broken.stdout).toBe('')
    expect(broken.stderr).toBe('handback hook: the hook input is not JSON (58 bytes); the agent may stop\n')
    expect(await hook('claude-subagent-missing-transcript.event.json')).toEqual({
      stdout: '',
      stderr: 'handback hook: no transcript at <fixtures>/no-such.transcript.jsonl; the agent may stop\n',
      exitCode: 0
    })
    const stateDir = freshState()
    writeFileSync(await stateFile(stateDir, 'sess-cc-1', 'a1b2c3d4'), 'not json')
    const corrupt = await runHook(payload('claude-subagent-malformed.event.json'), {stateDir}, reviewer)
    expect(corrupt.stdout).toBe('')
    expect(corrupt.stderr).toContain('is not a block count; the agent may stop')
    const thrown = await runHook(payload('claude-subagent-malformed.event.json'), {stateDir: freshState()}, () => {
      throw new Error('boom')
    })
    expect(thrown).toEqual({stdout: '', stderr: 'handback hook: internal error (boom); the agent may stop\n', exitCode: 0})
  })

  it('checks only the agent types named, and `main` for a Stop event', async () => {
    expect((await hook('claude-subagent-other-type.event.json', {agents: ['coder']})).stdout).toBe('')
    expect(blockOf((await hook('claude-subagent-malformed.event.json', {agents: ['coder']})).stdout).decision).toBe('block')
    expect((await hook('codex-stop-malformed.event.json', {agents: ['coder']})).stdout).toBe('')
    expect(blockOf((await hook('codex-stop-malformed.event.json', {agents: ['main']})).stdout).decision).toBe('block')
  })

  it('checks the return against the handoff packet of the child brief', async () => {
    const block = blockOf((await hook('claude-subagent-handoff.event.json')).stdout)
    expect(block.reason).toContain('Missing `docs/guide.md` in `files_created`')
    // The same return with no packet in view has no error: only the packet makes it fail.
    const alone = await runHook(payload('claude-subagent-handoff.event.json'), {stateDir: freshState()}, (text, options) => contractReview(text, {...(options.kind ? {kind: options.kind} : {})}))
    expect(alone).toEqual({stdout: '', stderr: '', exitCode: 0})
  })

  it('checks the return alone, and says so, when the packet of the brief is not valid: the child cannot mend the parent\'s packet', async () => {
    const outcome = await hook('claude-subagent-handoff-invalid.event.json')
    // The same return as above: against a valid packet it is blocked, alone it has no error.
    expect(outcome.stdout).toBe('')
    expect(outcome.stderr).toBe('handback hook: the handoff packet in the brief is not valid; the return was checked without it\n')
    const failing = JSON.parse(payload('claude-subagent-handoff-invalid.event.json')) as Record<string, unknown>
    failing['last_assistant_message'] = '## Status\nstate: SUCCESS\n'
    const blocked = await runHook(JSON.stringify(failing), {stateDir: freshState()}, reviewer)
    expect(blocked.stderr).toContain('the handoff packet in the brief is not valid')
    const reason = blockOf(blocked.stdout).reason
    expect(reason).toContain('Missing section `## Deliverables`')
    expect(reason).not.toContain('packet')
  })

  it('--when-asked checks a child whose brief holds the marker, and no other', async () => {
    expect(blockOf((await hook('claude-subagent-transcript.event.json', {whenAsked: true})).stdout).decision).toBe('block')
    const other = await hook('claude-subagent-transcript.event.json', {whenAsked: true, marker: 'Some other contract:'})
    expect(other).toEqual({stdout: '', stderr: '', exitCode: 0})
    // No transcript to read the brief from: not checked, and said so.
    const unknown = await hook('claude-subagent-malformed.event.json', {whenAsked: true})
    expect(unknown.stdout).toBe('')
    expect(unknown.stderr).toContain('no transcript at /home/user/.claude/projects/demo/sess-cc-1/subagents/agent-a1b2c3d4.jsonl; not checked')
  })
})

describe('transcripts with lines that are not JSON', () => {
  const malformedReturn = '## Status\nstate: MAYBE\n'
  const line = (role: 'user' | 'assistant', text: string) => JSON.stringify({type: role, message: {role, content: [{type: 'text', text}]}}) + '\n'

  /** Runs the hook on a SubagentStop event whose child transcript is `transcript`. */
  async function withTranscript(transcript: string, options: HookOptions = {}) {
    const directory = freshState()
    const path = join(directory, 'child.jsonl')
    writeFileSync(path, transcript)
    const event = {hook_event_name: 'SubagentStop', session_id: 's1', agent_id: 'a1', agent_type: 'coder', transcript_path: path, agent_transcript_path: path, stop_hook_active: false, last_assistant_message: null}
    const outcome = await runHook(JSON.stringify(event), {...options, stateDir: join(directory, 'state')}, reviewer)
    return {...outcome, stderr: outcome.stderr.replaceAll(path, '<transcript>')}
  }

  it('skips lines that cannot hold an object without parsing them, through 16 MiB of them', async () => {
    const junk = 'x\n'.repeat(8 * 1024 * 1024 - 1024)
    const outcome = await withTranscript(line('user', formatInstructionsMarker) + line('assistant', malformedReturn) + junk, {whenAsked: true})
    expect(blockOf(outcome.stdout).decision).toBe('block')
  })

  it('reads past a thousand lines that look like objects and do not parse, and no more', async () => {
    const broken = (count: number) => '{x\n'.repeat(count)
    const read = await withTranscript(line('user', 'brief') + line('assistant', malformedReturn) + broken(1000))
    expect(blockOf(read.stdout).decision).toBe('block')
    const refused = await withTranscript(line('user', 'brief') + line('assistant', malformedReturn) + broken(5_000_000))
    expect(refused).toEqual({stdout: '', stderr: 'handback hook: the transcript <transcript> has more than 1000 lines that are not JSON; the agent may stop\n', exitCode: 0})
    const brief = await withTranscript(broken(1001) + line('user', formatInstructionsMarker) + line('assistant', malformedReturn), {whenAsked: true})
    expect(brief.stderr).toBe('handback hook: the transcript <transcript> has more than 1000 lines that are not JSON; not checked\n')
  })
})

describe('handback hook (CLI)', () => {
  it('prints the block on stdout and exits 0', async () => {
    const stateDir = freshState()
    const run = await runCli(['hook', '--state-dir', stateDir], {stdin: payload('claude-subagent-malformed.event.json')})
    expect(run.code).toBe(0)
    expect(blockOf(run.stdout).decision).toBe('block')
  })

  it('exits 0 with a message on stderr for input that is not JSON', async () => {
    const run = await runCli(['hook', '--state-dir', freshState()], {stdin: 'garbage'})
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/^handback hook: the hook input is not JSON/)
  })

  it('refuses an unknown --on-exhausted with exit 2', async () => {
    const run = await runCli(['hook', '--on-exhausted', 'loop'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--on-exhausted expects allow or warn, got `loop`')
  })
})
