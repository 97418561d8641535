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
import {contractReview, hookMaxBytes, runHook, type HookOptions} from '../src/node/hook.js'
import {readBlocks, stateFile} from '../src/node/hook-state.js'
import {review} from '../src/kinds/every.js'
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

describe('payloads recorded from the real hosts (Claude Code 2.1.197, Codex 0.171.0)', () => {
  it('a Codex child whose brief is sealed (encrypted_content) is checked under --when-asked, and blocked', async () => {
    const outcome = await hook('codex-0.171.0-subagent-sealed-brief.event.json', {whenAsked: true})
    expect(blockOf(outcome.stdout).decision).toBe('block')
    expect(blockOf(outcome.stdout).reason).toContain('**Status:** complete')
  })

  it('its corrected return passes under --when-asked', async () => {
    const outcome = await hook('codex-0.171.0-subagent-corrected.event.json', {whenAsked: true})
    expect(outcome.stdout).toBe('')
  })

  it('a Claude Code child whose brief lacks the marker is not checked under --when-asked, and is checked without it', async () => {
    const asked = await hook('claude-2.1.197-no-marker.event.json', {whenAsked: true})
    expect(asked).toEqual({stdout: '', stderr: '', exitCode: 0})
    const every = await hook('claude-2.1.197-no-marker.event.json')
    expect(blockOf(every.stdout).decision).toBe('block')
  })

  it('a custom agent\'s brief with a handoff packet, its transcript holding an attachment line, is checked against the packet', async () => {
    const outcome = await hook('claude-2.1.197-custom-agent-handoff.event.json', {whenAsked: true})
    expect(blockOf(outcome.stdout).decision).toBe('block')
    // The packet asks for docs/parser.md; the return, valid on its own, does not deliver it.
    expect(blockOf(outcome.stdout).reason).toContain('`docs/parser.md`')
    const alone = await runHook(JSON.stringify({...JSON.parse(payload('claude-2.1.197-custom-agent-handoff.event.json')), agent_transcript_path: null}), {stateDir: freshState()}, reviewer)
    expect(alone.stdout).toBe('')
  })
})

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
    expect(message.startsWith('handback: escalated: the return of coder a1b2c3d4 still fails its contract after 2 corrections; review it before use. It has ')).toBe(true)
    // The hook's own count, never the retry budget of `decide`, which is not the hook's.
    expect(message).not.toMatch(/attempt \d+ of \d+/)
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

  it('fails open on a broken payload and a missing transcript, closed on a corrupt state file', async () => {
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
    // A state it cannot count with never accepts a failing return in silence (see hook-state.test.ts).
    const corrupt = await runHook(payload('claude-subagent-malformed.event.json'), {stateDir}, reviewer)
    expect(blockOf(corrupt.stdout).decision).toBe('block')
    expect(corrupt.stderr).toContain('is not a block count; the budget cannot be counted')
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

  it('refuses an unknown --on-exhausted with exit 1, the hosts\' non-blocking error', async () => {
    const run = await runCli(['hook', '--on-exhausted', 'loop'])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('--on-exhausted expects allow or warn, got `loop`')
  })
})

/** A PostToolUse event of the parent's subagent tool, as Claude Code 2.1.197 sends it (fixtures/hook/claude-2.1.197-escalation). */
function postToolUse(sessionId: string, agentId: string, tool = 'Agent'): string {
  const recorded = JSON.parse(readFileSync(join(folder, 'claude-2.1.197-escalation', '04-PostToolUse.event.json'), 'utf8')) as Record<string, unknown>
  return JSON.stringify({...recorded, session_id: sessionId, tool_name: tool, tool_response: {...(recorded['tool_response'] as object), agentId}})
}

function contextOf(stdout: string): string {
  const output = JSON.parse(stdout) as {hookSpecificOutput: {hookEventName: string; additionalContext: string}}
  expect(output.hookSpecificOutput.hookEventName).toBe('PostToolUse')
  return output.hookSpecificOutput.additionalContext
}

const good = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'examples', 'canonical-success.md'), 'utf8')
const stop = (message: string, active = false) => JSON.stringify({hook_event_name: 'SubagentStop', session_id: 's1', agent_id: 'c1', agent_type: 'coder', stop_hook_active: active, last_assistant_message: message})

describe('the parent hears the outcome (PostToolUse of the subagent tool)', () => {
  it('replays a real Claude Code 2.1.197 run: two corrections, then the escalation in the parent\'s additionalContext, once', async () => {
    const stateDir = freshState()
    const run = join(folder, 'claude-2.1.197-escalation')
    const events = readdirSync(run).sort()
    const outcomes = []
    for (const name of events) outcomes.push(await runHook(readFileSync(join(run, name), 'utf8'), {stateDir}, reviewer))
    expect(outcomes.map((outcome) => (outcome.stdout === '' ? '' : Object.keys(JSON.parse(outcome.stdout)).join()))).toEqual(['decision,reason', 'decision,reason', '', 'hookSpecificOutput'])
    const context = contextOf(outcomes[3]!.stdout)
    expect(context).toMatch(/^handback: escalated: the return of general-purpose ae635aeacf80548ff still fails its contract after 2 corrections; review it before use\. It has 3 errors: /)
    expect(context).toContain('state-invalid "Unexpected state `MAYBE`, expected `SUCCESS`, `ERROR` or `PARTIAL`"')
    // Told once: the same tool result read again adds nothing.
    expect(await runHook(readFileSync(join(run, events[3]!), 'utf8'), {stateDir}, reviewer)).toEqual({stdout: '', stderr: '', exitCode: 0})
  })

  it('accepted after a correction, accepted at once, accepted with concerns', async () => {
    const stateDir = freshState()
    expect(blockOf((await runHook(stop('## Status\nstate: DONE\n'), {stateDir}, reviewer)).stdout).decision).toBe('block')
    expect((await runHook(stop(good, true), {stateDir}, reviewer)).stdout).toBe('')
    expect(contextOf((await runHook(postToolUse('s1', 'c1'), {stateDir}, reviewer)).stdout)).toMatch(/^handback: accepted: the return of coder c1 passes its contract after 1 correction\. The child reports SUCCESS\. Summary, in the child's words: "/)
    await runHook(stop(good), {stateDir}, reviewer)
    expect(contextOf((await runHook(postToolUse('s1', 'c1', 'Task'), {stateDir}, reviewer)).stdout)).toContain('passes its contract at the first attempt.')
    const error = good.replace('state: SUCCESS', 'state: ERROR\nretry_recommended: no')
    await runHook(stop(error), {stateDir}, reviewer)
    expect(contextOf((await runHook(postToolUse('s1', 'c1'), {stateDir}, reviewer)).stdout)).toMatch(/^handback: accepted with concerns: the return of coder c1 passes its contract at the first attempt\. The child reports ERROR and does not recommend a retry\. Summary, in the child's words: "[^"]+"\.$/)
    const partial = good.replace('state: SUCCESS', 'state: PARTIAL\nretry_recommended: yes\nretry_hint: Give me the grammar.').replace('files_modified:', 'limitations:\n- The CLI\nfiles_modified:')
    await runHook(stop(partial), {stateDir}, reviewer)
    const told = contextOf((await runHook(postToolUse('s1', 'c1'), {stateDir}, reviewer)).stdout)
    expect(told).toMatch(/^handback: accepted with concerns: .* The child reports PARTIAL and recommends a retry\. Summary, in the child's words: "[^"]+"\. Limitations, in the child's words: "The CLI"\. Retry hint, in the child's words: "Give me the grammar\."\.$/)
    // The hook cannot know the parent's attempts: no budget of `decide` in what it says.
    expect(told).not.toMatch(/attempt \d+ of \d+/)
  })

  it('says nothing for another tool, another agent, or an agent it did not check', async () => {
    const stateDir = freshState()
    await runHook(stop(good), {stateDir}, reviewer)
    expect(await runHook(postToolUse('s1', 'c1', 'Bash'), {stateDir}, reviewer)).toEqual({stdout: '', stderr: '', exitCode: 0})
    expect((await runHook(postToolUse('s1', 'other'), {stateDir}, reviewer)).stdout).toBe('')
    expect((await runHook(postToolUse('s2', 'c1'), {stateDir}, reviewer)).stdout).toBe('')
    expect((await runHook(postToolUse('s1', 'c1'), {stateDir}, reviewer)).stdout).not.toBe('')
    await runHook(stop(good), {stateDir, agents: ['reviewer']}, reviewer)
    expect((await runHook(postToolUse('s1', 'c1'), {stateDir}, reviewer)).stdout).toBe('')
  })

  it('replays a real Codex 0.171 run: the escalation told on the parent\'s wait_agent, which names no agent, by session', async () => {
    const stateDir = freshState()
    const run = join(folder, 'codex-0.171-escalation')
    const events = readdirSync(run).sort()
    const outcomes = []
    for (const name of events) outcomes.push(await runHook(readFileSync(join(run, name), 'utf8'), {stateDir}, reviewer))
    expect(outcomes.map((outcome) => (outcome.stdout === '' ? '' : Object.keys(JSON.parse(outcome.stdout)).join()))).toEqual(['', 'decision,reason', 'decision,reason', '', 'hookSpecificOutput'])
    // spawn_agent is no news, and says nothing on stderr either.
    expect(outcomes[0]).toEqual({stdout: '', stderr: '', exitCode: 0})
    expect(contextOf(outcomes[4]!.stdout)).toMatch(/^handback: escalated: the return of default [\w-]+ still fails its contract after 2 corrections; review it before use\./)
    expect((await runHook(readFileSync(join(run, events[4]!), 'utf8'), {stateDir}, reviewer)).stdout).toBe('')
  })

  it('reads the agent id from the tool result text when the response carries no agentId field', async () => {
    const stateDir = freshState()
    await runHook(stop(good), {stateDir}, reviewer)
    const event = JSON.stringify({hook_event_name: 'PostToolUse', session_id: 's1', tool_name: 'Agent', tool_response: [{type: 'text', text: 'done'}, {type: 'text', text: "agentId: c1 (use SendMessage with to: 'c1')"}]})
    expect(contextOf((await runHook(event, {stateDir}, reviewer)).stdout)).toContain('the return of coder c1 passes its contract')
  })
})

describe('a return past the bound the hook reads', () => {
  it('is sent back, not read: a host that times the hook out would let the child stop unchecked', async () => {
    const good = JSON.parse(payload('claude-subagent-good.event.json')) as Record<string, unknown>
    const text = good['last_assistant_message'] as string
    // The good return, its Evidence padded past the bound with the densest shape remark reads (one-letter items).
    const padded = text.replace('## Evidence\n', `## Evidence\n${'- a\n'.repeat(Math.ceil(hookMaxBytes / 4) + 1)}`)
    expect(padded.length).toBeGreaterThan(hookMaxBytes)
    const outcome = await runHook(JSON.stringify({...good, last_assistant_message: padded}), {stateDir: freshState()}, reviewer)
    expect(blockOf(outcome.stdout).decision).toBe('block')
    expect(blockOf(outcome.stdout).reason).toContain(`more than ${hookMaxBytes} bytes`)
    // Within the bound, the same return is read and accepted.
    const within = text.replace('## Evidence\n', `## Evidence\n${'- a\n'.repeat(100)}`)
    expect((await runHook(JSON.stringify({...good, last_assistant_message: within}), {stateDir: freshState()}, reviewer)).stdout).toBe('')
  })
})
