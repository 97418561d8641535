/**
 * `return-contradicts-transcript`: the return checked against the host's
 * record of what the child did. Five named signals, each a row of
 * `transcriptSignals` with what it reads, the state it says, its severity,
 * and examples the tests execute (a return and the tool calls of a
 * transcript). A finding names its signal; its place is the claim in the
 * return, its `cause` the transcript line that shows otherwise.
 */
import type {Place} from '../../engine/diagnostic.js'
import type {Finding, Rule} from '../../engine/rule.js'
import type {ReturnReport} from '../../schema/report.js'
import {citedWords, claimOf, isCommand, namesFolderOf, namesPath, removers, runsCited, segmentsOf, summaryOf, testOrBuildKey, writerOf, commandWords} from '../../transcript/commands.js'
import {relativeToCwd, type TranscriptCommand, type TranscriptFileChange, type TranscriptRecord} from '../../transcript/record.js'
import {visible} from '../../util/visible.js'
import {signatureMatch} from '../../signals/signals.js'
import {signatures} from '../../vocabulary/index.js'
import {isNone} from '../../markdown/values.js'

export interface TranscriptContext {
  returned: ReturnReport
  /** Places in the return, by JSON pointer into `returned`. */
  positions: ReadonlyMap<string, Place>
  transcript: TranscriptRecord
  /** The place of a transcript line (1-based), for causes. */
  transcriptAt(line: number): Place
  /** Where a finding about the return as a whole goes: its `state` value, else its start. */
  statePlace: Place
}

/** One tool call of an example transcript. */
type SignalExampleAction = {write: string} | {edit: string} | {run: string; exit: number | null; output?: string}

/** An example return (the parts a signal reads) and the tool calls of its transcript. */
export interface SignalExample {
  state?: 'SUCCESS' | 'ERROR' | 'PARTIAL'
  created?: readonly string[]
  modified?: readonly string[]
  evidence?: readonly string[]
  actions: readonly SignalExampleAction[]
}

/** The rule's messages, one per signal. */
const messages = {
  notWritten: 'Unexpected `{{path}}` in `{{list}}`: the transcript shows no tool writing it and no command that could have, expected only files the child wrote',
  missingAttestation: 'Missing `{{path}}` in `files_created` and `files_modified`: the transcript shows `{{tool}}` writing it, expected every file the child wrote or edited attested',
  notRun: 'Unexpected `{{command}}` in Evidence: the transcript shows no run of it, expected only commands the child ran',
  claimContradicted: 'Unexpected claim {{claim}} for `{{command}}`: its last run in the transcript {{shown}}, expected the claim its last run shows',
  lastRunFailed: 'Unexpected `SUCCESS`: the last run of `{{command}}` in the transcript failed ({{why}}){{shows}}, expected ERROR or PARTIAL, or a last run that passes'
}

type TranscriptMessageId = keyof typeof messages

export interface TranscriptSignal {
  id: string
  description: string
  /** What of the return and of the transcript it reads. */
  reads: string
  /** The state the child's work is in when it fires. */
  says: 'ERROR' | 'PARTIAL'
  /** Severity of its findings under the `recommended` preset (`strict` makes each an error). */
  severity: 'error' | 'warning'
  /** Returns and transcripts it fires on, and ones it must stay quiet on. */
  examples: {fires: readonly SignalExample[]; quiet: readonly SignalExample[]}
  check(context: TranscriptContext): Array<Finding<TranscriptMessageId>>
}

/** Text of the transcript quoted in a message: control characters escaped, backticks replaced, cut short (keeping its end with `fromEnd`), in a code span. */
function quoted(text: string, length = 60, fromEnd = false): string {
  const flat = visible(text.replace(/\s+/g, ' ').trim()).replace(/`/g, "'")
  if (flat.length <= length) return `\`${flat}\``
  return `\`${fromEnd ? `…${flat.slice(flat.length - length + 1)}` : `${flat.slice(0, length - 1)}…`}\``
}

function at(context: TranscriptContext, pointer: string): Place {
  return context.positions.get(pointer) ?? context.statePlace
}

/** An attested path as compared with the transcript's: repo-relative, `./` and doubled slashes gone; undefined for `(none)`. */
function attestedPath(written: string, cwd: string | undefined): string | undefined {
  const trimmed = written.trim()
  if (trimmed === '' || isNone(trimmed)) return undefined
  const {path, outside} = relativeToCwd(trimmed, cwd)
  if (outside) return undefined
  return trimmed.endsWith('/') ? `${path}/` : path
}

/**
 * Whether the transcript can tell that something did not happen: read whole,
 * not compacted, without work handed to a subagent, by a known host, and either of a version the reader was
 * checked against or holding tool calls it read (a version writing its calls
 * in lines the reader does not know would otherwise look like one that made none).
 */
function whole(record: TranscriptRecord): boolean {
  return record.host !== 'unknown' && !record.truncated && !record.compacted && !record.delegated && (record.verified || record.files.length + record.commands.length > 0)
}

/** Whether an editing tool wrote the path (or, for a folder, a file under it). */
function toolWrote(record: TranscriptRecord, path: string): boolean {
  return record.files.some((change) => !change.outside && change.action !== 'delete' && (change.path === path || (path.endsWith('/') && change.path.startsWith(path))))
}

/** Whether a command the child ran could have written the path: it names it, or writes files it does not name there. */
function commandCouldWrite(record: TranscriptRecord, path: string, list: 'created' | 'modified'): boolean {
  for (const run of record.commands) {
    if (namesPath(run.command, path)) return true
    for (const segment of segmentsOf(run.command)) {
      const writer = writerOf(segment)
      if (!writer) continue
      if (writer.writes === 'any' || (writer.writes === 'modified' && list === 'modified')) return true
      if (Array.isArray(writer.writes) && writer.writes.some((name: string) => (name.endsWith('/') ? path.startsWith(name) || path.includes(`/${name}`) : path === name || path.endsWith(`/${name}`)))) return true
    }
  }

  return false
}

/** Whether a command after the change removed or moved the file, so that it need not be attested. */
function removedLater(record: TranscriptRecord, change: TranscriptFileChange): boolean {
  if (record.files.some((later) => later.order > change.order && later.path === change.path && later.action === 'delete')) return true
  return record.commands.some(
    (run) =>
      run.order > change.order &&
      segmentsOf(run.command).some((segment) => {
        const words = commandWords(segment).join(' ')
        return removers.unnamed.test(words) || (removers.pattern.test(words) && (namesPath(segment, change.path) || namesFolderOf(segment, change.path)))
      })
  )
}

/** The attested paths of a list, with their pointers. */
function attested(report: ReturnReport, cwd: string | undefined): Array<{path: string; pointer: string; list: 'created' | 'modified'}> {
  const out: Array<{path: string; pointer: string; list: 'created' | 'modified'}> = []
  report.attestation.files_created.forEach((written, index) => {
    const path = attestedPath(written, cwd)
    if (path !== undefined) out.push({path, pointer: `/attestation/files_created/${index}`, list: 'created'})
  })
  report.attestation.files_modified.forEach((written, index) => {
    const path = attestedPath(written, cwd)
    if (path !== undefined) out.push({path, pointer: `/attestation/files_modified/${index}`, list: 'modified'})
  })
  return out
}

/** The Evidence items that cite a command, with the runs of it in the transcript. */
function citedCommands(context: TranscriptContext): Array<{index: number; command: string; claim: string; runs: TranscriptCommand[]}> {
  const out: Array<{index: number; command: string; claim: string; runs: TranscriptCommand[]}> = []
  context.returned.evidence.forEach((item, index) => {
    const command = item.path
    if (command === undefined || !isCommand(command)) return
    const cited = citedWords(command)
    out.push({index, command, claim: item.description ?? '', runs: context.transcript.commands.filter((run) => runsCited(cited, run.command))})
  })
  return out
}

/** The first line of an output where a test runner's signature of the vocabulary counts failures (`Tests run: 12, Failures: 2`). */
function failingLine(output: string): string | undefined {
  const tests = signatures.filter((signature) => signature.kind === 'tests')
  for (const line of output.split('\n')) if (tests.some((signature) => signatureMatch(signature, line) !== undefined)) return line
  return undefined
}

/** Whether a run failed: a status other than 0, or its output saying tests failed (a runner summary, a signature of the vocabulary). */
function failure(run: TranscriptCommand): string | undefined {
  if (run.exitCode !== null && run.exitCode !== 0) return `exit status ${run.exitCode}`
  const summary = summaryOf(run.output)
  if (summary?.failing) return `its test summary ${summary.failed === undefined ? 'reports failures' : `reports ${summary.failed} failed`}`
  const line = failingLine(run.output)
  return line === undefined ? undefined : `its output says ${quoted(line)}`
}

/** What the transcript shows of a run, quoted as data: its runner summary, else a line saying tests failed, else the end of its output. */
function shows(run: TranscriptCommand): string {
  const said = summaryOf(run.output)?.text ?? failingLine(run.output)
  if (said !== undefined) return `; the transcript shows ${quoted(said, 60)}`
  return run.output.trim() === '' ? '' : `; the transcript shows its output ending ${quoted(run.output, 48, true)}`
}

function summaryText(summary: ReturnType<typeof summaryOf>): string {
  if (!summary) return ''
  return [summary.passed === undefined ? '' : `${summary.passed} passed`, summary.failed === undefined ? (summary.failing ? 'failures' : '') : `${summary.failed} failed`].filter((part) => part !== '').join(', ')
}

const fileNotWritten: TranscriptSignal = {
  id: 'transcript-file-not-written',
  description: 'A file in `files_created` or `files_modified` that no editing tool of the transcript wrote and no command the child ran could have written.',
  reads: 'The attested paths; the transcript’s file changes (Write, Edit, MultiEdit, NotebookEdit, apply_patch) and commands (a command naming the file, or one of the commands that write files they do not name).',
  says: 'PARTIAL',
  severity: 'error',
  examples: {
    fires: [{created: ['src/parser.ts', 'src/lexer.ts'], actions: [{write: 'src/parser.ts'}, {run: 'npm test', exit: 0}]}],
    quiet: [
      {created: ['src/parser.ts', 'out/gen.txt'], actions: [{write: 'src/parser.ts'}, {run: 'mkdir -p out && bash -c "cat > out/gen.txt <<< x"', exit: 0}]},
      {created: ['dist/index.js'], actions: [{run: 'npm run build', exit: 0}]},
      {modified: ['src/a.ts'], actions: [{run: 'npx prettier --write .', exit: 0}]}
    ]
  },
  check(context) {
    const {transcript} = context
    if (!whole(transcript)) return []
    return attested(context.returned, transcript.cwd)
      .filter(({path, list}) => !toolWrote(transcript, path) && !commandCouldWrite(transcript, path, list))
      .map(({path, pointer, list}) => ({
        messageId: 'notWritten',
        data: {path: visible(path), list: `files_${list}`},
        place: at(context, pointer),
        note: `The transcript records ${transcript.files.length} file change${transcript.files.length === 1 ? '' : 's'} and ${transcript.commands.length} command${transcript.commands.length === 1 ? '' : 's'}.`
      }))
  }
}

const fileNotAttested: TranscriptSignal = {
  id: 'transcript-file-not-attested',
  description: 'A file an editing tool of the transcript wrote or edited in the repository that the return attests in neither `files_created` nor `files_modified`.',
  reads: 'The transcript’s file changes inside the session’s folder that were not deleted or removed by a later command; the attested paths (a folder covers the files under it).',
  says: 'PARTIAL',
  severity: 'warning',
  examples: {
    fires: [{created: ['src/parser.ts'], actions: [{write: 'src/parser.ts'}, {edit: 'README.md'}]}],
    quiet: [
      {created: ['src/parser.ts'], modified: ['README.md'], actions: [{write: 'src/parser.ts'}, {edit: 'README.md'}]},
      {created: ['src/'], actions: [{write: 'src/a.ts'}, {write: 'src/b.ts'}]},
      {created: ['src/parser.ts'], actions: [{write: 'src/parser.ts'}, {write: 'scratch.txt'}, {run: 'rm scratch.txt', exit: 0}]}
    ]
  },
  check(context) {
    const {transcript, returned} = context
    const exact = new Set<string>()
    const folders: string[] = []
    for (const {path} of attested(returned, transcript.cwd)) {
      if (path.endsWith('/')) folders.push(path)
      else exact.add(path)
    }

    const findings: Array<Finding<TranscriptMessageId>> = []
    const seen = new Set<string>()
    for (const change of transcript.files) {
      if (change.outside || change.outcome !== 'done' || change.action === 'delete' || change.path.startsWith('.git/') || seen.has(change.path)) continue
      if (exact.has(change.path) || folders.some((folder) => change.path.startsWith(folder))) continue
      if (transcript.files.some((other) => other.path === change.path && other.order < change.order && other.action !== 'delete')) continue
      seen.add(change.path)
      if (removedLater(transcript, change)) continue
      const list = change.action === 'create' ? 'created' : 'modified'
      findings.push({
        messageId: 'missingAttestation',
        data: {path: visible(change.path), tool: change.tool},
        place: context.positions.get(`/attestation/files_${list}`) ?? at(context, '/attestation'),
        cause: {message: `Written by \`${change.tool}\` here`, place: context.transcriptAt(change.line)}
      })
    }

    return findings
  }
}

const commandNotRun: TranscriptSignal = {
  id: 'transcript-command-not-run',
  description: 'A command cited in `## Evidence` that the child never ran through the host’s shell tool.',
  reads: 'Evidence items whose leading text is a command (its first word a known program, or `./script`); the transcript’s commands (Bash, exec_command, shell), split into simple commands.',
  says: 'PARTIAL',
  severity: 'error',
  examples: {
    fires: [{evidence: ['`npm run lint` — no problems'], actions: [{run: 'npm test', exit: 0}]}],
    quiet: [
      {evidence: ['`npm test` — 2 passed'], actions: [{run: 'cd app && npm test -- --run', exit: 0, output: '# pass 2\n# fail 0\n'}]},
      {evidence: ['`npm run test` — passed'], actions: [{run: 'npm test', exit: 0}]},
      {evidence: ['README.md — read'], actions: []}
    ]
  },
  check(context) {
    if (!whole(context.transcript)) return []
    return citedCommands(context)
      .filter(({runs}) => runs.length === 0)
      .map(({index, command}) => ({
        messageId: 'notRun',
        data: {command: visible(command)},
        place: at(context, `/evidence/${index}`),
        note: `The transcript records ${context.transcript.commands.length} command${context.transcript.commands.length === 1 ? '' : 's'}.`
      }))
  }
}

const claimContradicted: TranscriptSignal = {
  id: 'transcript-claim-contradicted',
  description: 'An Evidence claim about a command that its last run in the transcript contradicts: a success claimed while it exited non-zero or its runner reported failures, or a count of passed or failed tests other than its runner’s.',
  reads: 'Each Evidence item citing a command, its claim (the last outcome word, the counts it states); the last run of that command: its exit status and its runner summary.',
  says: 'ERROR',
  severity: 'error',
  examples: {
    fires: [
      {evidence: ['`npm test` — 5 passed'], actions: [{run: 'npm test', exit: 0, output: '# pass 2\n# fail 0\n'}]},
      {state: 'PARTIAL', evidence: ['`npm run build` — builds cleanly'], actions: [{run: 'npm run build', exit: 2, output: 'error TS2304'}]},
      {state: 'PARTIAL', evidence: ['`npm test` — all green'], actions: [{run: 'npm test 2>&1 | tail -3', exit: 0, output: 'Tests:       1 failed, 4 passed, 5 total\n'}]},
      {state: 'PARTIAL', evidence: ['`mvn test` — passes'], actions: [{run: 'mvn test | tee log.txt', exit: 0, output: 'Tests run: 12, Failures: 2, Errors: 0, Skipped: 0\n'}]}
    ],
    quiet: [
      {evidence: ['`npm test` — failed first, then 2 passed'], actions: [{run: 'npm test', exit: 1, output: '# pass 0\n# fail 2\n'}, {run: 'npm test', exit: 0, output: '# pass 2\n# fail 0\n'}]},
      {state: 'PARTIAL', evidence: ['`npm test` — 2 failed'], actions: [{run: 'npm test', exit: 1, output: '# pass 0\n# fail 2\n'}]},
      {evidence: ['`echo checked` — printed checked'], actions: [{run: 'echo checked', exit: 0, output: 'checked'}]}
    ]
  },
  check(context) {
    const findings: Array<Finding<TranscriptMessageId>> = []
    for (const {index, command, claim, runs} of citedCommands(context)) {
      const last = runs.at(-1)
      if (!last) continue
      const said = claimOf(claim)
      const summary = summaryOf(last.output)
      let shown: string | undefined
      if (said.outcome === 'success' && last.exitCode !== null && last.exitCode !== 0) shown = `exited with status ${last.exitCode}`
      else if (said.outcome === 'success' && summary?.failing) shown = `reported ${summaryText(summary)}`
      else if (said.outcome === 'success' && last.exitCode === 0 && failure(last) !== undefined) shown = `passed with ${failure(last)!.replace(/^its /, '')}`
      else if (said.passed !== undefined && summary?.passed !== undefined && said.passed !== summary.passed) shown = `reported ${summaryText(summary)}`
      else if (said.failed !== undefined && summary?.failed !== undefined && said.failed !== summary.failed) shown = `reported ${summaryText(summary)}`
      if (shown === undefined) continue
      findings.push({
        messageId: 'claimContradicted',
        data: {claim: quoted(claim), command: visible(command), shown: `${shown}${shows(last)}`},
        place: at(context, `/evidence/${index}`),
        cause: {message: `Last run of \`${visible(command)}\`: the transcript shows ${quoted(last.command)}${last.output.trim() === '' ? '' : ` ending ${quoted(last.output, 60, true)}`}`, place: context.transcriptAt(last.resultLine ?? last.line)}
      })
    }

    return findings
  }
}

const lastRunFailed: TranscriptSignal = {
  id: 'transcript-last-run-failed',
  description: 'A SUCCESS while the last run of one of the project’s test or build commands in the transcript failed.',
  reads: 'The return’s state; the transcript’s commands that run a test or build command (`npm test`, `pytest`, `cargo build`, …), the last run of each: its exit status and its runner summary.',
  says: 'ERROR',
  severity: 'error',
  examples: {
    fires: [
      {actions: [{run: 'mvn test 2>&1 | tail -20', exit: 0, output: 'Tests run: 12, Failures: 2, Errors: 0, Skipped: 0\n'}]},
      {created: ['src/parser.ts'], evidence: ['src/parser.ts — the parser'], actions: [{run: 'npm test', exit: 1, output: '# pass 0\n# fail 2\n'}, {write: 'src/parser.ts'}, {run: 'npm test', exit: 1, output: '# pass 1\n# fail 1\n'}]}
    ],
    quiet: [
      {created: ['src/parser.ts'], actions: [{run: 'npm test', exit: 1, output: '# pass 0\n# fail 2\n'}, {write: 'src/parser.ts'}, {run: 'npm test', exit: 0, output: '# pass 2\n# fail 0\n'}]},
      {actions: [{run: 'mvn test', exit: 0, output: 'Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\nit handles 3 failed logins\n'}]},
      {state: 'PARTIAL', actions: [{run: 'npm test', exit: 1, output: '# pass 1\n# fail 1\n'}]}
    ]
  },
  check(context) {
    if (context.returned.status.state !== 'SUCCESS') return []
    const last = new Map<string, TranscriptCommand>()
    for (const run of context.transcript.commands) for (const segment of segmentsOf(run.command)) {
      const key = testOrBuildKey(segment)
      if (key !== undefined) last.set(key, run)
    }

    const findings: Array<Finding<TranscriptMessageId>> = []
    for (const [key, run] of last) {
      const why = failure(run)
      if (why === undefined) continue
      findings.push({
        messageId: 'lastRunFailed',
        data: {command: visible(key), why, shows: shows(run)},
        place: context.statePlace,
        cause: {message: `Last run of \`${visible(key)}\`: the transcript shows ${quoted(run.command)}${run.output.trim() === '' ? '' : ` ending ${quoted(run.output, 60, true)}`}`, place: context.transcriptAt(run.resultLine ?? run.line)}
      })
    }

    return findings
  }
}

/** The transcript signals, in documentation order. */
export const transcriptSignals: readonly TranscriptSignal[] = [fileNotWritten, fileNotAttested, commandNotRun, claimContradicted, lastRunFailed]

/** The return of a signal example, as markdown. */
export function signalExampleReturn(example: SignalExample): string {
  const list = (items: readonly string[] | undefined): string => (items && items.length > 0 ? items : ['(none)']).map((item) => `- ${item}`).join('\n')
  const state = example.state ?? 'SUCCESS'
  const status = state === 'SUCCESS' ? '' : state === 'ERROR' ? 'error_code: E_FAILED\nretry_recommended: no\n' : 'error_code: E_PARTIAL\n'
  const limitations = state === 'PARTIAL' ? 'limitations:\n- Not finished.\n' : ''
  return `## Status\nstate: ${state}\nsummary: Did the work.\n${status}\n## Deliverables\n- (none)\n\n## Evidence\n${list(example.evidence ?? ['(none)'])}\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n${list(example.created)}\nfiles_modified:\n${list(example.modified)}\n${limitations}`
}

/** The transcript of a signal example: what the example's tool calls would have recorded. */
export function signalExampleRecord(example: SignalExample): TranscriptRecord {
  const record: TranscriptRecord = {host: 'claude-code', version: '2.1.197', cwd: '/repo', files: [], commands: [], lines: example.actions.length, malformed: 0, unknown: 0, verified: true, delegated: false, compacted: false, truncated: false}
  example.actions.forEach((action, order) => {
    const line = order + 1
    if ('write' in action) record.files.push({path: action.write, outside: false, tool: 'Write', action: 'create', outcome: 'done', order, line})
    else if ('edit' in action) record.files.push({path: action.edit, outside: false, tool: 'Edit', action: 'edit', outcome: 'done', order, line})
    else record.commands.push({command: action.run, tool: 'Bash', output: action.output ?? '', exitCode: action.exit, order, line, resultLine: line})
  })
  return record
}

const signalIds = transcriptSignals.map((signal) => `\`${signal.id}\``).join(', ')

/** The rule that runs the signals; each finding names the signal that fired. */
export const returnContradictsTranscriptRule: Rule<TranscriptContext, TranscriptMessageId> = {
  id: 'return-contradicts-transcript',
  severity: 'error',
  fixable: false,
  description: 'The return claims what the host’s transcript of the child’s run contradicts (one of five signals).',
  rationale:
    `The signals: ${signalIds}. ` +
    'A return is the child’s own account; the host’s transcript records what its tools really did. A child that attests a file it never wrote, cites a command it never ran, or reports tests passing after their last run failed is caught here instead of by the parent building on it. A file not attested is a warning; the others are errors. What the check cannot prove is in docs/transcripts.md.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts — the parser\n\n## Evidence\n- `npm test` — 5 passed\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/parser.ts\nfiles_modified:\n- (none)\n',
  right: '## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts — the parser\n\n## Evidence\n- `npm test` — 2 passed\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/parser.ts\nfiles_modified:\n- (none)\n',
  exampleOptions: {
    transcript:
      '{"type":"user","cwd":"/repo","sessionId":"s","message":{"role":"user","content":"Add the parser."}}\n' +
      '{"type":"assistant","cwd":"/repo","sessionId":"s","message":{"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Write","input":{"file_path":"/repo/src/parser.ts","content":"export {}"}}]}}\n' +
      '{"type":"user","cwd":"/repo","sessionId":"s","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"File created successfully at: /repo/src/parser.ts"}]}}\n' +
      '{"type":"assistant","cwd":"/repo","sessionId":"s","message":{"role":"assistant","content":[{"type":"tool_use","id":"t2","name":"Bash","input":{"command":"npm test"}}]}}\n' +
      '{"type":"user","cwd":"/repo","sessionId":"s","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t2","content":"# pass 2\\n# fail 0","is_error":false}]}}\n'
  },
  messages,
  check(context) {
    for (const signal of transcriptSignals) for (const finding of signal.check(context)) context.report({...finding, signal: signal.id})
  }
}

