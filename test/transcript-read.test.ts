/**
 * `readTranscript`: the records of the recorded real transcripts, exactly;
 * tolerance of lines it does not know or cannot parse; the bounds; the
 * shapes of earlier Codex versions.
 */
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {readTranscript} from '../src/transcript/read.js'
import {relativeToCwd} from '../src/transcript/record.js'

const fixture = (path: string): string => readFileSync(`fixtures/transcripts/${path}`, 'utf8')
const lines = (values: readonly unknown[]): string => values.map((value) => JSON.stringify(value)).join('\n') + '\n'

/** What a record holds, in few words: `F path action`, `C command exit`. */
function summary(text: string): string[] {
  const record = readTranscript(text)
  return [...record.files.map((file) => ({order: file.order, text: `F ${file.path} ${file.action} ${file.tool}`})), ...record.commands.map((run) => ({order: run.order, text: `C ${run.command} ${run.exitCode}`}))]
    .sort((a, b) => a.order - b.order)
    .map((item) => item.text)
}

/** A file of ../shared/host-captures, or undefined (saying so) when the shared folder is absent. */
function sharedCapture(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    console.log(`skipped: ${path} is absent`)
    return undefined
  }
}

describe('recorded transcripts', () => {
  it('Claude Code 2.1.197: Write, Edit and Bash with their statuses, paths relative to the session folder', () => {
    const record = readTranscript(fixture('claude-code-2.1.197/last-run-failed.jsonl'))
    expect([record.host, record.version, record.cwd, record.malformed, record.unknown, record.compacted, record.truncated]).toEqual(['claude-code', '2.1.197', '/home/dev/tx/ws', 0, 0, false, false])
    expect(summary(fixture('claude-code-2.1.197/last-run-failed.jsonl'))).toEqual([
      'C npm test 1',
      'F src/parser.js write Write',
      'F README.md edit Edit',
      'C rm src/parser.js && npm test 1',
      'C mkdir -p out && bash -c "cat > out/gen.txt <<< generated" 0',
      'C echo checked 0'
    ])
    // The status line is the host's, not the command's output.
    expect(record.commands[0]!.output.startsWith('\n> demo@1.0.0 test')).toBe(true)
  })

  it('Codex 0.171.0: apply_patch through exec_command read as file changes, commands with their exit codes', () => {
    const record = readTranscript(fixture('codex-0.171.0/last-run-failed.jsonl'))
    expect([record.host, record.version, record.cwd, record.malformed, record.unknown]).toEqual(['codex', '0.171.0', '/home/dev/tx/ws', 0, 0])
    expect(summary(fixture('codex-0.171.0/last-run-failed.jsonl'))).toEqual([
      'C npm test 1',
      'F src/parser.js create apply_patch',
      'F README.md edit apply_patch',
      'C rm src/parser.js && npm test 1',
      'C mkdir -p out && bash -c "cat > out/gen.txt <<< generated" 0',
      'C echo checked 0'
    ])
  })

  it('the transcripts of the shared host captures (no tool calls) read as empty records of their host', () => {
    const capture = '../shared/host-captures/claude-code-2.1.197/hook/12-custom-agent-handoff-packet/01-SubagentStop-block.agent-transcript-at-hook-time.jsonl'
    const text = sharedCapture(capture)
    if (text === undefined) return

    const record = readTranscript(text)
    expect([record.host, record.files, record.commands, record.malformed]).toEqual(['claude-code', [], [], 0])
  })
})

describe('tolerance', () => {
  const base = {sessionId: 's', cwd: '/repo', version: '9.9.9'}
  it('skips and counts lines that are not JSON objects and lines of unknown types', () => {
    const text =
      'not json\n[1,2]\n{"type":"user"\n' +
      lines([
        {...base, type: 'user', message: {role: 'user', content: 'Go.'}},
        {...base, type: 'brand-new-type', payload: 1},
        {...base, type: 'assistant', message: {role: 'assistant', content: [{type: 'tool_use', id: 'a', name: 'Bash', input: {command: 'ls'}}, {type: 'new_block'}]}},
        {...base, type: 'user', message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'a', content: [{type: 'text', text: 'a.txt'}]}]}}
      ])
    const record = readTranscript(text)
    expect([record.malformed, record.unknown, record.version]).toEqual([3, 1, '9.9.9'])
    expect(record.commands.map((run) => [run.command, run.exitCode, run.output])).toEqual([['ls', 0, 'a.txt']])
  })

  it('a call without an answer is recorded as unanswered (a command with no status), a refused or failed one not at all', () => {
    const record = readTranscript(
      lines([
        {...base, type: 'assistant', message: {role: 'assistant', content: [{type: 'tool_use', id: 'w', name: 'Write', input: {file_path: '/repo/a.ts', content: ''}}]}},
        {...base, type: 'assistant', message: {role: 'assistant', content: [{type: 'tool_use', id: 'e', name: 'Edit', input: {file_path: '/repo/b.ts'}}]}},
        {...base, type: 'user', message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'e', is_error: true, content: '<tool_use_error>File has not been read yet.</tool_use_error>'}]}},
        {...base, type: 'assistant', message: {role: 'assistant', content: [{type: 'tool_use', id: 'b', name: 'Bash', input: {command: 'rm -rf /'}}]}},
        {...base, type: 'user', message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'b', is_error: true, content: 'Claude requested permissions to use Bash, but you haven’t granted it yet.'}]}},
        {...base, type: 'assistant', message: {role: 'assistant', content: [{type: 'tool_use', id: 'c', name: 'Bash', input: {command: 'npm test'}}]}}
      ])
    )
    expect(record.files.map((file) => [file.path, file.outcome])).toEqual([['a.ts', 'unanswered']])
    expect(record.commands.map((run) => [run.command, run.exitCode])).toEqual([['npm test', null]])
  })

  it('a transcript of an agent that started a subagent says so: the main session of a recorded run', () => {
    const capture = '../shared/host-captures/claude-code-2.1.197/transcripts/01-fix-readme-snippet/c1859984-3795-49bd-8c8c-48896927c334.jsonl'
    const text = sharedCapture(capture)
    if (text === undefined) return

    expect(readTranscript(text).delegated).toBe(true)
    expect(readTranscript(fixture('claude-code-2.1.197/honest.jsonl')).delegated).toBe(false)
    expect(readTranscript(lines([{timestamp: 't', type: 'response_item', payload: {type: 'function_call', name: 'spawn_agent', arguments: '{}', call_id: 'c'}}])).delegated).toBe(true)
  })

  it('a compacted transcript says so', () => {
    expect(readTranscript(lines([{...base, type: 'system', subtype: 'compact_boundary'}])).compacted).toBe(true)
    expect(readTranscript(lines([{timestamp: 't', type: 'compacted', payload: {message: ''}}])).compacted).toBe(true)
  })

  it('stops at a bound of bytes or lines, and says so', () => {
    const many = lines(Array.from({length: 50}, (_, index) => ({...base, type: 'user', message: {role: 'user', content: `m${index}`}})))
    expect(readTranscript(many, {maxLines: 10})).toMatchObject({truncated: true, lines: 10})
    const cut = readTranscript(many, {maxBytes: 1000})
    expect(cut.truncated).toBe(true)
    expect(cut.malformed).toBe(0)
    expect(readTranscript(many).truncated).toBe(false)
  })

  it('reads 20 MB of broken lines within its bound', () => {
    const started = Date.now()
    const record = readTranscript('{"x":\n'.repeat(3_500_000))
    expect(record.truncated).toBe(true)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('never throws on what is not text', () => {
    for (const value of [undefined, null, 3, {}, []]) expect(readTranscript(value).host).toBe('unknown')
  })
})

describe('Codex shapes', () => {
  const meta = {timestamp: 't', type: 'session_meta', payload: {cwd: '/repo', cli_version: '0.40.0'}}
  const item = (payload: unknown) => ({timestamp: 't', type: 'response_item', payload})
  const event = (payload: unknown) => ({timestamp: 't', type: 'event_msg', payload})

  it('the `shell` tool with a JSON answer, and `exec_command_end` / `patch_apply_end` events', () => {
    const record = readTranscript(
      lines([
        meta,
        item({type: 'function_call', name: 'shell', arguments: JSON.stringify({command: ['bash', '-lc', 'npm test']}), call_id: 'c1'}),
        item({type: 'function_call_output', call_id: 'c1', output: JSON.stringify({output: '# pass 1\n# fail 0\n', metadata: {exit_code: 0}})}),
        item({type: 'function_call', name: 'shell', arguments: JSON.stringify({command: ['bash', '-lc', 'make']}), call_id: 'c2'}),
        event({type: 'exec_command_end', call_id: 'c2', command: ['bash', '-lc', 'make'], exit_code: 2, aggregated_output: 'error'}),
        item({type: 'custom_tool_call', name: 'apply_patch', input: '*** Begin Patch\n*** Add File: src/a.ts\n+x\n*** Update File: b.ts\n*** Move to: c.ts\n*** End Patch', call_id: 'p1'}),
        item({type: 'custom_tool_call_output', call_id: 'p1', output: 'Success. Updated the following files:\nA src/a.ts'}),
        event({type: 'patch_apply_end', call_id: 'p2', success: true, changes: {'/repo/d.ts': {type: 'delete'}, '/elsewhere/e.ts': {type: 'add'}}}),
        event({type: 'patch_apply_end', call_id: 'p3', success: false, changes: {'/repo/f.ts': {type: 'add'}}})
      ])
    )
    expect(record.commands.map((run) => [run.command, run.exitCode, run.output])).toEqual([
      ['npm test', 0, '# pass 1\n# fail 0\n'],
      ['make', 2, 'error']
    ])
    expect(record.files.map((file) => [file.path, file.action, file.outside])).toEqual([
      ['src/a.ts', 'create', false],
      ['b.ts', 'edit', false],
      ['c.ts', 'create', false],
      ['d.ts', 'delete', false],
      ['/elsewhere/e.ts', 'create', true]
    ])
  })
})

describe('paths', () => {
  it('are made relative to the session folder, and stay absolute outside it', () => {
    expect(relativeToCwd('/repo/src/a.ts', '/repo')).toEqual({path: 'src/a.ts', outside: false})
    expect(relativeToCwd('/repo/../etc/passwd', '/repo')).toEqual({path: '/etc/passwd', outside: true})
    expect(relativeToCwd('./src//b.ts', '/repo')).toEqual({path: 'src/b.ts', outside: false})
    expect(relativeToCwd('../x.ts', '/repo')).toEqual({path: '/x.ts', outside: true})
    expect(relativeToCwd('/repository/a.ts', '/repo')).toEqual({path: '/repository/a.ts', outside: true})
    expect(relativeToCwd('file:///repo/c%20d.ts', '/repo')).toEqual({path: 'c d.ts', outside: false})
  })
})
