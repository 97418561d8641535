/**
 * `return-contradicts-transcript`: every signal's examples executed (each
 * firing example fires that signal, each quiet one fires none), every
 * judgement table's examples executed, and the rule's findings pinned.
 */
import {describe, expect, it} from 'vitest'
import {runRules} from '../src/engine/run-rules.js'
import {parseReturn} from '../src/pipeline/parse-return.js'
import {checkTranscript} from '../src/postflight/check-transcript.js'
import {returnContradictsTranscriptRule, signalExampleRecord, signalExampleReturn, transcriptSignals, type SignalExample} from '../src/rules/check/return-contradicts-transcript.js'
import {transcriptSignalIds} from '../src/transcript/signal-ids.js'
import {claimOf, claimWords, commandPrograms, isCommand, removers, runsCited, citedWords, summaryOf, testOrBuildCommands, testOrBuildKey, unnamedWriters, writerOf} from '../src/transcript/commands.js'
import {summaryExamples} from '../src/vocabulary/index.js'
import {exitStatusOf} from '../src/transcript/exit-status.js'

/** The signals that fire on an example. */
function signalsOn(example: SignalExample): string[] {
  const parsed = parseReturn(signalExampleReturn(example), {})
  expect(parsed.report).not.toBeNull()
  const context = {
    returned: parsed.report!,
    positions: parsed.positions,
    transcript: signalExampleRecord(example),
    transcriptAt: (line: number) => ({line, column: 1, endLine: line, endColumn: 1}),
    statePlace: parsed.positions.get('/status/state')!
  }
  return [...new Set(runRules([returnContradictsTranscriptRule], context, {}).map((diagnostic) => diagnostic.signal!))]
}

describe('signals', () => {
  it('are five, with distinct ids (listed for option checks), each saying ERROR or PARTIAL and with examples both ways', () => {
    expect(transcriptSignals.map((signal) => signal.id)).toEqual(['transcript-file-not-written', 'transcript-file-not-attested', 'transcript-command-not-run', 'transcript-claim-contradicted', 'transcript-last-run-failed'])
    expect(transcriptSignals.map((signal) => signal.id)).toEqual(transcriptSignalIds)
    for (const signal of transcriptSignals) {
      expect(['ERROR', 'PARTIAL']).toContain(signal.says)
      expect(signal.examples.fires.length).toBeGreaterThan(0)
      expect(signal.examples.quiet.length).toBeGreaterThan(0)
    }
  })

  for (const signal of transcriptSignals) {
    signal.examples.fires.forEach((example, index) => {
      it(`${signal.id} fires on its example ${index + 1}, and no other signal does`, () => {
        expect(signalsOn(example)).toEqual([signal.id])
      })
    })
    signal.examples.quiet.forEach((example, index) => {
      it(`${signal.id} stays quiet on its example ${index + 1}`, () => {
        expect(signalsOn(example)).toEqual([])
      })
    })
  }
})

describe('tables', () => {
  it('commandPrograms: an Evidence item is a command when its first word is a program', () => {
    for (const text of commandPrograms.examples.matches) expect(isCommand(text), text).toBe(true)
    for (const text of commandPrograms.examples.misses) expect(isCommand(text), text).toBe(false)
  })

  it('testOrBuildCommands', () => {
    for (const text of testOrBuildCommands.examples.matches) expect(testOrBuildKey(text), text).toBeDefined()
    for (const text of testOrBuildCommands.examples.misses) expect(testOrBuildKey(text), text).toBeUndefined()
  })

  for (const writer of unnamedWriters) {
    it(`unnamedWriters ${writer.id}`, () => {
      for (const text of writer.examples.matches) expect(writerOf(text)?.id, text).toBe(writer.id)
      for (const text of writer.examples.misses) expect(writerOf(text)?.id, text).not.toBe(writer.id)
    })
  }

  it('removers', () => {
    const removes = (text: string): boolean => removers.pattern.test(text) || removers.unnamed.test(text)
    for (const text of removers.examples.matches) expect(removes(text), text).toBe(true)
    for (const text of removers.examples.misses) expect(removes(text), text).toBe(false)
  })

  // The summaries of signatures.json: each output read with the signatures, its counts as the table says.
  summaryExamples.forEach((example, index) => {
    it(`summaries ${index + 1} (${example.runner})`, () => {
      const read = summaryOf(example.output)
      expect(read, example.output).toBeDefined()
      expect(read?.passed).toBe(example.passed)
      expect(read?.failed).toBe(example.failed)
      expect(read?.failing).toBe(example.failing)
    })
  })

  it('the last summary of an output is the run’s, its lines read together', () => {
    expect(summaryOf('# pass 0\n# fail 2\n\n# pass 2\n# fail 0\n')).toEqual({signatures: ['passed-before-count', 'tap-fail'], passed: 2, failed: 0, failing: false, text: '# pass 2\n# fail 0'})
    expect(summaryOf('# pass 1\r\n# fail 1\r\n')).toMatchObject({passed: 1, failed: 1, failing: true, text: '# pass 1\n# fail 1'})
    expect(summaryOf('no runner here')).toBeUndefined()
    expect(summaryOf('it handles 3 failed logins\nstep 3 passed validation')).toBeUndefined()
  })

  it('claimWords: the last outcome word is the claim’s, a count of nothing is no failure, in every language of the vocabulary', () => {
    for (const entry of claimWords) {
      for (const text of entry.examples.matches) expect(claimOf(text).outcome, text).toBe(entry.outcome)
      for (const text of entry.examples.misses) expect(claimOf(text).outcome, text).not.toBe(entry.outcome)
    }

    expect(claimOf('failed first (no parser), then 2 passed')).toEqual({outcome: 'success', passed: 2})
    expect(claimOf('12 passed, 0 failed')).toEqual({outcome: 'success', passed: 12, failed: 0})
    expect(claimOf('printed checked')).toEqual({})
    expect(claimOf('nicht bestanden').outcome).toBe('failure')
  })

  it.each([
    ['12 passed', {passed: 12}],
    ['2/2 tests pass', {passed: 2}],
    ['all 5 tests pass', {passed: 5}],
    ['3 failed', {failed: 3}],
    ['0 failures', {failed: 0}],
    ['38 passed, 3 failed', {passed: 38, failed: 3}],
    ['12 réussis, 2 en échec', {passed: 12, failed: 2}],
    ['通过 12，失败 1', {passed: 12, failed: 1}],
    ['Tests run: 12, Failures: 2, Errors: 0', {failed: 2}]
  ])('reads the counts of the claim %j with the signatures', (claim, counts) => {
    const said = claimOf(claim)
    expect({passed: said.passed, failed: said.failed}).toEqual({passed: undefined, failed: undefined, ...counts})
  })

  it.each([
    ['Exit code 1', 1],
    ['Error: Exit code 2', 2],
    ['Process exited with code 0', 0],
    ['Process exited with code -1', -1],
    ['Exit code: 127', 127],
    ['Wall time: 0.2 seconds', undefined],
    ['exit code 1 was expected, and the run went on', undefined]
  ])('reads the exit status a host writes on the line %j with the exit-code signature', (line, status) => {
    expect(exitStatusOf(line)).toBe(status)
  })

  it('a cited command is run by a command line holding it, not by another', () => {
    expect(runsCited(citedWords('npm test'), 'cd app && CI=1 npm test -- --run 2>&1 | tail -5')).toBe(true)
    expect(runsCited(citedWords('npm run test'), 'npm test')).toBe(true)
    expect(runsCited(citedWords('npm run lint'), 'npm test')).toBe(false)
    expect(runsCited(citedWords('npm test'), 'echo "npm test"')).toBe(false)
    expect(runsCited(citedWords('make'), 'make test')).toBe(true)
    expect(runsCited(citedWords('npm test'), 'npm')).toBe(false)
  })
})

describe('rule', () => {
  const transcript = [
    {type: 'user', cwd: '/repo', sessionId: 's', message: {role: 'user', content: 'Go.'}},
    {type: 'assistant', cwd: '/repo', sessionId: 's', message: {role: 'assistant', content: [{type: 'tool_use', id: 't1', name: 'Bash', input: {command: 'npm test'}}]}},
    {type: 'user', cwd: '/repo', sessionId: 's', message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 't1', content: 'Exit code 1\n# pass 1\n# fail 1', is_error: true}]}}
  ]
    .map((line) => JSON.stringify(line))
    .join('\n')

  it('names the signal, places the finding at the claim and its cause at the transcript line', () => {
    const text = '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- `npm test` — all pass\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'
    const result = checkTranscript(text, transcript)
    expect(result.diagnostics.map((diagnostic) => [diagnostic.signal, diagnostic.line, diagnostic.column, diagnostic.cause?.line])).toEqual([
      ['transcript-last-run-failed', 2, 8, 3],
      ['transcript-claim-contradicted', 9, 3, 3]
    ])
    expect(result.diagnostics[1]!.message).toBe('Unexpected claim `all pass` for `npm test`: its last run in the transcript exited with status 1; the transcript shows `# pass 1 # fail 1`, expected the claim its last run shows')
    expect(result.diagnostics[1]!.cause!.message).toBe('Last run of `npm test`: the transcript shows `npm test` ending `# pass 1 # fail 1`')
  })

  it('quotes the transcript as data: control characters escaped, backticks replaced', () => {
    const hostile = transcript.replace('# pass 1\\n# fail 1', '\\u001b[2J`rm -rf /`\\n# pass 1\\n# fail 1')
    const text = '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'
    const cause = checkTranscript(text, hostile).diagnostics[0]!.cause!.message
    expect(cause).not.toContain('\u001b')
    expect(cause).toContain("'rm -rf /'")
  })

  it('under strict, a file not attested is an error; under recommended, a warning', () => {
    const lines = [
      {type: 'assistant', cwd: '/repo', sessionId: 's', message: {role: 'assistant', content: [{type: 'tool_use', id: 'w', name: 'Write', input: {file_path: '/repo/a.txt', content: 'x'}}]}},
      {type: 'user', cwd: '/repo', sessionId: 's', message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'w', content: 'File created successfully at: /repo/a.txt'}]}}
    ]
      .map((line) => JSON.stringify(line))
      .join('\n')
    const text = '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'
    expect(checkTranscript(text, lines).diagnostics.map((diagnostic) => diagnostic.severity)).toEqual(['warning'])
    expect(checkTranscript(text, lines, {preset: 'strict'}).diagnostics.map((diagnostic) => diagnostic.severity)).toEqual(['error'])
    expect(checkTranscript(text, lines, {rules: {'return-contradicts-transcript': 'off'}}).diagnostics).toEqual([])
    // A signal's id sets its severity, as a rule id does.
    expect(checkTranscript(text, lines, {rules: {'transcript-file-not-attested': 'error'}}).diagnostics.map((diagnostic) => diagnostic.severity)).toEqual(['error'])
    expect(checkTranscript(text, lines, {rules: {'transcript-file-not-attested': 'off'}}).diagnostics).toEqual([])
  })

  it('says nothing about a transcript of no known host, and says why', () => {
    const result = checkTranscript('## Status\nstate: SUCCESS\nsummary: x\n', '{"hello": 1}\nnot json\n')
    expect(result.diagnostics).toEqual([])
    expect(result.notes).toEqual(['the transcript is of no host handback reads (Claude Code, Codex); nothing was checked against it', '1 line of the transcript is not JSON and was skipped'])
  })

  it('infers nothing from absence in a transcript of a version not checked that holds no tool call it reads', () => {
    const text = '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- `npm test` — 3 passed\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- a.ts\nfiles_modified:\n- (none)\n'
    const quiet = JSON.stringify({type: 'user', cwd: '/repo', sessionId: 's', version: '3.0.0', message: {role: 'user', content: 'Go.'}})
    const result = checkTranscript(text, quiet)
    expect(result.diagnostics).toEqual([])
    expect(result.notes).toEqual(['the transcript is of claude-code 3.0.0, a version not checked, and holds no tool call handback reads: files never written and commands never run are not reported'])
    // The same lines from a version checked prove that no command ran and no file was written.
    const checked = checkTranscript(text, quiet.replace('3.0.0', '2.1.197'))
    expect(checked.diagnostics.map((diagnostic) => diagnostic.signal)).toEqual(['transcript-command-not-run', 'transcript-file-not-written'])
    // An agent that started a subagent may cite its work: the subagent's calls are in another transcript.
    const delegating = quiet.replace('3.0.0', '2.1.197') + '\n' + JSON.stringify({type: 'assistant', cwd: '/repo', sessionId: 's', version: '2.1.197', message: {role: 'assistant', content: [{type: 'tool_use', id: 'a', name: 'Agent', input: {prompt: 'x'}}]}})
    expect(checkTranscript(text, delegating).diagnostics).toEqual([])
  })
})
