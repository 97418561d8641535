/** The parent's decision after a child returns, following error_propagation.md. */
import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {decide, decideReturnMeta, earlyReturnMeta, parseReturn, returnFormatHint, type ReturnReport} from '../src/index.js'
import {runCli} from './helpers.js'

function returnText(status: string, limitations = ''): string {
  // A partial return delivers its completed subset (the contract): one file, attested.
  return `## Status\n${status}\n\n## Deliverables\n- src/a.ts — the change\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\n${limitations}`
}

function report(status: string, limitations = ''): ReturnReport {
  return parseReturn(returnText(status, limitations)).report!
}

const errorRetry = report('state: ERROR\nsummary: Evidence files missing.\nerror_code: E_MISSING_EVIDENCE\nretry_recommended: yes\nretry_hint: Include the evidence paths in the handoff.')
const errorNoRetry = report('state: ERROR\nsummary: The task is impossible as stated.\nerror_code: E_CONTRADICTION\nretry_recommended: no')

describe('decide', () => {
  it('accepts a success', () => {
    expect(decide(report('state: SUCCESS\nsummary: Done'), {attempt: 1})).toEqual({action: 'accept', reason: 'The child reports SUCCESS. Summary, in the child\'s words: "Done".', maxRetries: 1})
  })

  it('accepts a partial return, with its limitations in the reason', () => {
    const decision = decide(report('state: PARTIAL\nsummary: Phases 1-2 done.', 'limitations:\n- Phase 3 not started\n- No tests yet.\n'), {attempt: 1})
    expect(decision.action).toBe('accept')
    expect(decision.reason).toBe('The child reports PARTIAL. Summary, in the child\'s words: "Phases 1-2 done.". Limitations, in the child\'s words: "Phase 3 not started", "No tests yet.".')
    expect(decide(report('state: PARTIAL\nsummary: Half.'), {attempt: 1}).reason).toContain('No limitations stated.')
    // Written under Status instead of the attestation, they are still stated.
    expect(decide(report('state: PARTIAL\nsummary: Half.\nlimitations:\n- Phase 3 not started'), {attempt: 1}).reason).toBe('The child reports PARTIAL. Summary, in the child\'s words: "Half.". Limitations, in the child\'s words: "Phase 3 not started".')
  })

  it('never accepts a report whose own text says a worse outcome than its state (its signals)', () => {
    const shown = parseReturn(returnText('state: SUCCESS\nsummary: Added the importer.').replace('- (none)\n\n## Runtime', '- `npm test` — 38 passed, 3 failed\n\n## Runtime')).report!
    expect(shown.signals).toEqual([{signal: 'evidence-tests-failed', text: '`npm test` — 38 passed, 3 failed', line: 9}])
    const decision = decide(shown, {attempt: 1})
    expect(decision.action).toBe('retry')
    expect(decision.reason).toContain('signal `evidence-tests-failed`, line 9')
    expect(decision.reason).toContain('"`npm test` — 38 passed, 3 failed"')
    // Deciding alone, there is no correction to point at: the hint says what to do.
    expect(decision.hint).toBe('Fix what the return shows failed, or report the state it shows, and send the return again.')
    expect(decide(shown, {attempt: 2}).action).toBe('escalate')
    // Another state said beside `state` is one too, and the report keeps the state as written.
    const disputed = parseReturn(returnText('state: SUCCESS\nsummary: Added the importer.') + '\n## Result\nstate: ERROR\n').report!
    expect(disputed.status.state).toBe('SUCCESS')
    expect(disputed.signals?.[0]?.signal).toBe('state-line-elsewhere')
    expect(decide(disputed, {attempt: 1}).action).toBe('retry')
    // A caller's own value with a signal is refused alike; without one it is decided on its state.
    expect(decide({...shown, signals: undefined}, {attempt: 1}).action).toBe('accept')
  })

  it('retries a partial return that recommends it while retries remain, then accepts it', () => {
    const partial = report('state: PARTIAL\nsummary: Half.\nretry_recommended: yes\nretry_hint: Resume from phase 3.')
    expect(decide(partial, {attempt: 1})).toMatchObject({action: 'retry', hint: 'Retry hint, in the child\'s words: "Resume from phase 3.".'})
    const last = decide(partial, {attempt: 2})
    expect(last.action).toBe('accept')
    expect(last.reason).toContain('none remain (attempt 2 of 2)')
  })

  it('retries an error that recommends it, with the hint, within max_retries = 1', () => {
    expect(decide(errorRetry, {attempt: 1})).toEqual({
      action: 'retry',
      reason: 'The child reports ERROR with error code "E_MISSING_EVIDENCE" and recommends a retry (attempt 1 of 2). Summary, in the child\'s words: "Evidence files missing.".',
      hint: 'Retry hint, in the child\'s words: "Include the evidence paths in the handoff.".',
      maxRetries: 1
    })
    expect(decide(errorRetry, {attempt: 2})).toMatchObject({action: 'escalate', maxRetries: 1})
    expect(decide(errorRetry, {attempt: 2}).reason).toContain('no retries remain (attempt 2 of 2)')
  })

  it('allows a second retry after a material mitigation', () => {
    expect(decide(errorRetry, {attempt: 2, mitigated: true})).toMatchObject({action: 'retry', maxRetries: 2})
    expect(decide(errorRetry, {attempt: 3, mitigated: true})).toMatchObject({action: 'escalate', maxRetries: 2})
    expect(decide(errorRetry, {attempt: 3, mitigated: true}).reason).toContain('attempt 3 of 3 (after mitigation)')
  })

  it('escalates an error that does not recommend a retry, or omits the key', () => {
    expect(decide(errorNoRetry, {attempt: 1})).toEqual({
      action: 'escalate',
      reason: 'The child reports ERROR with error code "E_CONTRADICTION" and does not recommend a retry. Summary, in the child\'s words: "The task is impossible as stated.".',
      maxRetries: 1
    })
    expect(decide(report('state: ERROR\nsummary: Broke.'), {attempt: 1}).reason).toContain('omits `retry_recommended`')
    expect(decide(report('state: ERROR\nsummary: Broke.'), {attempt: 1}).action).toBe('escalate')
  })

  it('retries an unreadable return with the format as hint, then escalates', () => {
    expect(decide(null, {attempt: 1})).toEqual({action: 'retry', reason: "The child's return could not be read (attempt 1 of 2).", hint: returnFormatHint, maxRetries: 1})
    expect(decide(null, {attempt: 2}).action).toBe('escalate')
    expect(decide(null, {attempt: 2, mitigated: true}).action).toBe('retry')
    expect(decide({status: 'SUCCESS'} as never, {attempt: 1}).action).toBe('retry')
  })

  it('escalates on an attempt that is not a positive integer', () => {
    for (const attempt of [0, -1, 1.5, Number.NaN, '1' as never, undefined as never]) {
      expect(decide(errorRetry, {attempt}).action).toBe('escalate')
    }

    expect(decide(errorRetry, null as never).action).toBe('escalate')
  })
})

describe('decideReturnMeta', () => {
  const identity = {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o', 'a']}

  it('retries a child that stopped in progress from its resume point, then escalates', () => {
    const {meta} = earlyReturnMeta(identity, {stage: 'phase_2_completed', details: 'Phases 1-2 done'})
    expect(decideReturnMeta(meta, {attempt: 1})).toEqual({
      action: 'retry',
      reason: 'The child stopped at a stage named, in the child\'s words, "phase_2_completed" without a final status (attempt 1 of 2).',
      hint: 'Resume from the stage named, in the child\'s words, "phase_2_completed". Its details, in the child\'s words: "Phases 1-2 done".',
      maxRetries: 1
    })
    expect(decideReturnMeta(meta, {attempt: 2})).toMatchObject({action: 'escalate'})
    expect(decideReturnMeta({...meta!, partial_progress: undefined} as never, {attempt: 1}).hint).toBe('Start again; the previous run left no resume point.')
  })

  it('decides on other files as on their report', () => {
    const failed = {status: 'blocked', artifacts: [], metadata: identity, errors: [{type: 'dependency', message: 'Waiting.', recoverable: true, recommendation: 'Retry tomorrow.'}]}
    expect(decideReturnMeta(failed as never, {attempt: 1})).toMatchObject({action: 'retry', hint: 'Retry hint, in the child\'s words: "Retry tomorrow.".'})
    expect(decideReturnMeta({status: 'researched', artifacts: [], metadata: identity} as never, {attempt: 1}).action).toBe('accept')
    expect(decideReturnMeta(null, {attempt: 1}).hint).toBe(returnFormatHint)
  })
})

describe('handback decide', () => {
  const directory = mkdtempSync(join(tmpdir(), 'handback-decide-'))

  it('prints the decision as JSON for a markdown return', async () => {
    const file = join(directory, 'error.md')
    writeFileSync(file, returnText('state: ERROR\nsummary: Evidence files missing.\nretry_recommended: yes\nretry_hint: Add the paths.'))
    const run = await runCli(['decide', file, '--attempt', '1'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({action: 'retry', hint: 'Retry hint, in the child\'s words: "Add the paths.".', maxRetries: 1})
    expect((await runCli(['decide', file, '--attempt', '2', '--action-only'])).stdout).toBe('escalate\n')
    expect((await runCli(['decide', file, '--attempt', '2', '--mitigated', '--action-only'])).stdout).toBe('retry\n')
  })

  it('exits 0 whenever it decided, as the README says; 2 only on a usage error or an unreadable --handoff', async () => {
    const file = join(directory, 'exit-codes.md')
    writeFileSync(file, returnText('state: ERROR\nsummary: Failed.\nretry_recommended: no'))
    expect(await runCli(['decide', file, '--attempt', '1', '--action-only'])).toMatchObject({code: 0, stdout: 'escalate\n'})
    const missing = await runCli(['decide', join(directory, 'absent.md'), '--attempt', '1', '--action-only'])
    expect(missing).toMatchObject({code: 0, stdout: 'retry\n'})
    expect(missing.stderr).toContain('cannot read')
    expect((await runCli(['decide', file, '--attempt', '0'])).code).toBe(2)
    expect((await runCli(['decide', file, '--attempt', '1', '--handoff', join(directory, 'absent.json')])).code).toBe(2)
  })

  it('reads return-metadata files, `recoverable` standing for retry_recommended', async () => {
    const file = join(directory, '.return-meta.json')
    const metadata = {session_id: 'sess_1', agent_type: 'implementer', delegation_depth: 1, delegation_path: ['orchestrator', 'implement']}
    const meta = {status: 'failed', artifacts: [], metadata, errors: [{type: 'timeout', message: 'Timed out.', recoverable: true, recommendation: 'Retry with a longer timeout.'}]}
    writeFileSync(file, JSON.stringify(meta))
    expect(JSON.parse((await runCli(['decide', file, '--attempt', '1'])).stdout)).toMatchObject({action: 'retry', hint: 'Retry hint, in the child\'s words: "Retry with a longer timeout.".'})
    writeFileSync(file, JSON.stringify({...meta, errors: [{...meta.errors[0], recoverable: false}]}))
    expect((await runCli(['decide', file, '--attempt', '1', '--action-only'])).stdout).toBe('escalate\n')
    writeFileSync(file, JSON.stringify({status: 'researched', artifacts: [{type: 'report', path: 'specs/1_a/reports/research-001.md', summary: 'Findings.'}], metadata}))
    expect((await runCli(['decide', file, '--attempt', '1', '--action-only'])).stdout).toBe('accept\n')
    writeFileSync(file, JSON.stringify({status: 'in_progress', started_at: '2026-01-18T10:00:00Z', artifacts: [], metadata, partial_progress: {stage: 'phase_1', details: 'Started.'}}))
    expect(JSON.parse((await runCli(['decide', file, '--attempt', '1'])).stdout)).toMatchObject({action: 'retry', hint: 'Resume from the stage named, in the child\'s words, "phase_1". Its details, in the child\'s words: "Started.".'})
  })

  it('never accepts a file that fails its contract: truncated, unknown or negated status, missing identity', async () => {
    const file = join(directory, '.return-meta.json')
    const metadata = {session_id: 'sess_1', agent_type: 'researcher', delegation_depth: 1, delegation_path: ['orchestrator', 'research']}
    const good = JSON.stringify({status: 'researched', artifacts: [{type: 'report', path: 'specs/1_a/reports/research-001.md', summary: 'Findings.'}], metadata}, null, 2)
    const cases: Record<string, string> = {
      truncated: good.slice(0, good.indexOf('researched') + 5),
      'not researched': good.replace('"researched"', '"not researched"'),
      unresearched: good.replace('"researched"', '"unresearched"'),
      incomplete: good.replace('"researched"', '"incomplete"'),
      banana: good.replace('"researched"', '"banana"'),
      'no identity': JSON.stringify({status: 'researched', artifacts: []})
    }
    for (const [name, text] of Object.entries(cases)) {
      writeFileSync(file, text)
      const first = JSON.parse((await runCli(['decide', file, '--attempt', '1'])).stdout) as {action: string; correction?: string}
      expect({name, action: first.action, corrected: typeof first.correction === 'string' && first.correction.length > 0}).toEqual({name, action: 'retry', corrected: true})
      expect({name, action: (await runCli(['decide', file, '--attempt', '2', '--action-only'])).stdout}).toEqual({name, action: 'escalate\n'})
    }
  })

  it('treats prose, a missing file and standard input like any return', async () => {
    expect((await runCli(['decide', '-', '--attempt', '1', '--action-only'], {stdin: 'I did my best.'})).stdout).toBe('retry\n')
    const missing = await runCli(['decide', join(directory, 'none.md'), '--attempt', '2', '--action-only'])
    expect(missing.code).toBe(0)
    expect(missing.stdout).toBe('escalate\n')
    expect(missing.stderr).toContain('cannot read')
  })

  it('exits 2 without a valid --attempt', async () => {
    expect((await runCli(['decide', 'x.md'])).code).toBe(2)
    expect((await runCli(['decide', 'x.md', '--attempt', '0'])).code).toBe(2)
    expect((await runCli(['decide', 'x.md', '--attempt', 'two'])).code).toBe(2)
    expect((await runCli(['decide', '--help'])).stdout).toContain('--attempt N')
  })
})
