import {mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {parseReturn} from '../src/index.js'
import {runCli} from './helpers.js'

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'convert')
const examples = join(import.meta.dirname, '..', 'fixtures', 'examples')
const identityFlags = ['--session-id', 'sess_1', '--agent-type', 'planner', '--delegation-path', 'orchestrator,plan,planner', '--delegation-depth', '1']

describe('handback convert', () => {
  it('converts markdown to return-metadata with the identity flags', async () => {
    const run = await runCli(['convert', join(fixtures, 'plan-success-next-steps.md'), '--to', 'meta', '--operation', 'plan', ...identityFlags])
    expect(run.code).toBe(0)
    // The input's advice is still shown: an extra Status key is kept, and reported; `next_steps` is a known key.
    expect(run.stderr.trim().split('\n').map((line) => line.replace(/^.*?:(\d+):\d+: (\w+) .*\[(.*)\]$/, '$1 $2 $3'))).toEqual(['5 warning unknown-key'])
    const meta = JSON.parse(run.stdout)
    expect(meta.status).toBe('planned')
    expect(meta.metadata).toMatchObject({session_id: 'sess_1', agent_type: 'planner', delegation_depth: 1, delegation_path: ['orchestrator', 'plan', 'planner']})
    expect(meta.next_steps).toBe('Run /implement 244 to execute the plan')
  })

  it('reads the context from a file, flags winning over it', async () => {
    const context = join(fixtures, 'implement-partial-retry.context.json')
    const run = await runCli(['convert', join(fixtures, 'implement-partial-retry.md'), '--to', 'meta', '--context', context, '--session-id', 'sess_override'])
    expect(run.code).toBe(0)
    const meta = JSON.parse(run.stdout)
    expect(meta.metadata.session_id).toBe('sess_override')
    expect(meta.metadata.duration_seconds).toBe(3600)
    expect(meta.errors[0]).toMatchObject({type: 'E_TIMEOUT', recoverable: true})
  })

  it('refuses without identity: exit 1, the error as file:line:column, nothing on stdout', async () => {
    const file = join(examples, 'error-retry.md')
    const run = await runCli(['convert', file, '--to', 'meta'])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(new RegExp(`^${file.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:1:1: error Missing identity fields \`session_id\`, \`agent_type\`, \`delegation_depth\`, \`delegation_path\`.* \\[identity-missing\\]$`, 'm'))
    expect(run.stderr).toContain('not converted to meta')
  })

  it('asks for --operation for a success', async () => {
    const run = await runCli(['convert', join(fixtures, 'research-success.md'), '--to', 'meta', ...identityFlags])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('[operation-missing]')
    expect(run.stderr).toContain('--operation')
  })

  it('writes -o atomically, creating the folder, and converts the file back to the same report', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'handback-convert-'))
    const out = join(directory, 'specs', '259_prove_completeness', '.return-meta.json')
    const source = join(fixtures, 'research-success.md')
    const run = await runCli(['convert', source, '--to', 'meta', '-o', out, '--context', join(fixtures, 'research-success.context.json')])
    expect(run).toEqual({code: 0, stdout: '', stderr: ''})
    expect(readdirSync(join(directory, 'specs', '259_prove_completeness'))).toEqual(['.return-meta.json'])
    expect(JSON.parse(readFileSync(out, 'utf8')).status).toBe('researched')
    const back = await runCli(['convert', out, '--to', 'markdown'])
    expect(back.code).toBe(0)
    expect(parseReturn(back.stdout).report).toEqual(parseReturn(readFileSync(source, 'utf8')).report)
  })

  it('refuses to write the conversion over its own input, through a link too', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'handback-convert-'))
    const source = join(directory, 'return.md')
    const text = readFileSync(join(fixtures, 'research-success.md'), 'utf8')
    writeFileSync(source, text)
    symlinkSync('return.md', join(directory, 'link.md'))
    for (const output of [source, join(directory, 'link.md')]) {
      const run = await runCli(['convert', source, '--to', 'meta', '-o', output, '--context', join(fixtures, 'research-success.context.json')])
      expect(run).toEqual({code: 2, stdout: '', stderr: `handback: cannot write ${output}: it is the input; write the conversion to another file\n`})
      expect(readFileSync(source, 'utf8')).toBe(text)
    }
  })

  it('migrates a console return, reading standard input', async () => {
    const stdin = readFileSync(join(fixtures, 'subagent-completed-implementation.subagent.json'), 'utf8')
    const run = await runCli(['convert', '-', '--to', 'meta', '--operation', 'implement'], {stdin})
    expect(run.code).toBe(0)
    const meta = JSON.parse(run.stdout)
    expect(meta.status).toBe('implemented')
    expect(meta.completion_data.completion_summary).toBe('Implemented the retry queue with exponential backoff and its tests.')
    expect(meta.reviewed_by).toBe('lint-bot')
    const refused = await runCli(['convert', '-', '--to', 'meta'], {stdin})
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^<stdin>:2:13: error .*--operation.* \[operation-missing\]$/m)
  })

  it('warns about what the markdown cannot hold, and converts', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'handback-convert-'))
    const file = join(directory, '.return-meta.json')
    writeFileSync(
      file,
      JSON.stringify(
        {
          status: 'in_progress',
          started_at: '2026-01-18T10:00:00Z',
          artifacts: [],
          partial_progress: {stage: 'started', details: 'Nothing yet.'},
          metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o', 'a']}
        },
        null,
        2
      )
    )
    const run = await runCli(['convert', file, '--to', 'markdown'])
    // Written, but return-metadata has no summary nor runtime attestation: the markdown does not lint clean.
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('handback convert: the markdown written does not lint clean')
    expect(run.stdout).toContain('state: PARTIAL')
    expect(run.stderr).toContain(`${file}:2:13: warning`)
    expect(run.stderr).toContain('[field-not-convertible]')
    expect(run.stderr).toContain('`/partial_progress`')
  })

  it('exits 2 on usage and I/O failures', async () => {
    expect((await runCli(['convert', join(fixtures, 'research-success.md')])).code).toBe(2)
    expect((await runCli(['convert', 'x.md', '--to', 'yaml'])).code).toBe(2)
    expect((await runCli(['convert', 'x.md', '--to', 'meta', '--operation', 'deploy'])).code).toBe(2)
    expect((await runCli(['convert', 'x.md', '--to', 'meta', '--delegation-depth', '-1'])).code).toBe(2)
    expect((await runCli(['convert', 'a.md', 'b.md', '--to', 'meta'])).code).toBe(2)
    const missing = await runCli(['convert', join(fixtures, 'no-such-file.md'), '--to', 'meta'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('no such file')
    const badContext = await runCli(['convert', join(fixtures, 'research-success.md'), '--to', 'meta', '--context', join(fixtures, 'research-success.md')])
    expect(badContext.code).toBe(2)
    expect(badContext.stderr).toContain('is not JSON')
    const unwritable = await runCli(['convert', join(fixtures, 'research-success.md'), '--to', 'markdown', '-o', join(fixtures, 'research-success.md', 'out.md')])
    expect(unwritable.code).toBe(2)
    expect(unwritable.stderr).toMatch(/cannot write .*: (ENOTDIR|EEXIST)/)
  })

  it('prints its usage', async () => {
    const run = await runCli(['convert', '--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('--to KIND')
  })
})

describe('a context too large to be one', () => {
  const input = join(fixtures, 'plan-success-next-steps.md')
  const steps = (count: number) => Array.from({length: count}, (_, index) => `s${index % 10}`)

  it('refuses a delegation path or a context file of more than 5,000 values, naming it, rather than reporting the identity missing', async () => {
    const flagged = await runCli(['convert', input, '--to', 'meta', '--operation', 'plan', ...identityFlags.slice(0, 4), '--delegation-depth', '1', '--delegation-path', JSON.stringify(steps(5001))])
    expect(flagged.code).toBe(2)
    expect(flagged.stderr).toContain('--delegation-path holds 5,001 steps, more than 5,000')

    const context = join(mkdtempSync(join(tmpdir(), 'handback-context-')), 'large.context.json')
    writeFileSync(context, JSON.stringify({operation: 'plan', session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: steps(60_000)}))
    const filed = await runCli(['convert', input, '--to', 'meta', '--context', context])
    expect(filed.code).toBe(2)
    expect(filed.stderr).toContain('holds more than 5,000 values')
    expect(filed.stderr).not.toContain('Missing identity')
  })

  it('gives the library caller an option-invalid diagnostic, not a missing identity', async () => {
    const {toReturnMeta} = await import('../src/index.js')
    const report = parseReturn(readFileSync(input, 'utf8')).report!
    const result = toReturnMeta(report, {operation: 'plan', session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: steps(6000)})
    expect(result.meta).toBeNull()
    expect(result.diagnostics.map((diagnostic) => diagnostic.ruleId)).toEqual(['option-invalid'])
  })
})
