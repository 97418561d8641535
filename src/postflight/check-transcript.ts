/**
 * `checkTranscript`: the return checked against the host's transcript of the
 * child's run (`return-contradicts-transcript`). The transcript is read once
 * (`readTranscript`), the signals run over it, and each finding keeps the
 * severity its signal gives it unless the settings say otherwise.
 */
import type {Diagnostic, Place} from '../engine/diagnostic.js'
import {compareDiagnostics} from '../engine/diagnostic.js'
import {internalError} from '../engine/guard.js'
import {runRules} from '../engine/run-rules.js'
import type {RuleSettings} from '../engine/settings.js'
import {parseReturn, type ParseResult} from '../pipeline/parse-return.js'
import {weighSignals} from '../pipeline/weigh-signals.js'
import {returnContradictsTranscriptRule, transcriptSignals, type TranscriptContext} from '../rules/check/return-contradicts-transcript.js'
import {readTranscript, type ReadTranscriptOptions} from '../transcript/read.js'
import type {TranscriptRecord} from '../transcript/record.js'
import {optionsOf} from '../util/options.js'

export interface CheckTranscriptOptions extends RuleSettings, ReadTranscriptOptions {
  /** Largest return read, in UTF-8 bytes; default 1 MiB. The transcript has its own bound, `maxTranscriptBytes`. */
  maxBytes?: number
  /** Largest transcript read, in UTF-8 bytes; default 16 MiB. */
  maxTranscriptBytes?: number
}

export interface CheckTranscriptResult {
  /** What the transcript contradicts, placed in the return; a `cause` points at the transcript's line. */
  diagnostics: Diagnostic[]
  /** What the transcript says the child did. */
  transcript: TranscriptRecord
  /** Why some signals could not run: a host not recognised, a transcript compacted or cut at a bound. */
  notes: string[]
}

const start: Place = {line: 1, column: 1, endLine: 1, endColumn: 1}
const severities = new Map(transcriptSignals.map((signal) => [signal.id, signal.severity]))

/** What the record leaves unprovable, one sentence each. */
function notesOf(record: TranscriptRecord): string[] {
  const notes: string[] = []
  if (record.host === 'unknown') notes.push('the transcript is of no host handback reads (Claude Code, Codex); nothing was checked against it')
  if (record.host !== 'unknown' && !record.verified && record.files.length + record.commands.length === 0) notes.push(`the transcript is of ${record.host} ${record.version ?? '(version not stated)'}, a version not checked, and holds no tool call handback reads: files never written and commands never run are not reported`)
  if (record.delegated) notes.push('the agent handed work to a subagent, whose tool calls are in its own transcript: files never written and commands never run are not reported')
  if (record.compacted) notes.push('the transcript was compacted: files never written and commands never run are not reported')
  if (record.truncated) notes.push('the transcript was read only up to a bound (bytes, lines or time): which run came last is unknown, so nothing was checked against it')
  if (record.malformed > 0) notes.push(`${record.malformed} line${record.malformed === 1 ? '' : 's'} of the transcript ${record.malformed === 1 ? 'is' : 'are'} not JSON and ${record.malformed === 1 ? 'was' : 'were'} skipped`)
  return notes
}

/** Checks a return's text against a transcript's text; never throws. */
export function checkTranscript(returnText: unknown, transcriptText: unknown, given?: CheckTranscriptOptions | null): CheckTranscriptResult {
  const options = optionsOf(given) as CheckTranscriptOptions
  return checkParsedTranscript(parseReturn(returnText as string, options), transcriptText, options)
}

/** `checkTranscript` on a return already parsed: the parent's review reads the return once. */
export function checkParsedTranscript(parsed: ParseResult, transcriptText: unknown, given?: CheckTranscriptOptions | null): CheckTranscriptResult {
  const options = optionsOf(given) as CheckTranscriptOptions
  const readOptions: ReadTranscriptOptions = {
    ...(typeof options.maxTranscriptBytes === 'number' ? {maxBytes: options.maxTranscriptBytes} : {}),
    ...(typeof options.maxLines === 'number' ? {maxLines: options.maxLines} : {}),
    ...(typeof options.maxMs === 'number' ? {maxMs: options.maxMs} : {}),
    ...(typeof options.cwd === 'string' ? {cwd: options.cwd} : {})
  }
  const transcript = readTranscript(transcriptText, readOptions)
  const result: CheckTranscriptResult = {diagnostics: [], transcript, notes: notesOf(transcript)}
  const report = parsed.report
  if (!report || transcript.host === 'unknown' || transcript.truncated) return result
  try {
    const context: TranscriptContext = {
      returned: report,
      positions: parsed.positions,
      transcript,
      transcriptAt: (line) => ({line, column: 1, endLine: line, endColumn: 1}),
      statePlace: parsed.positions.get('/status/state') ?? start
    }
    const explicit = options.rules !== undefined && Object.hasOwn(options.rules, returnContradictsTranscriptRule.id)
    result.diagnostics = runRules([returnContradictsTranscriptRule], context, options)
      .map((diagnostic) => {
        // A signal's own severity holds under `recommended`; `strict` and an explicit setting for the rule keep theirs.
        const own = diagnostic.signal === undefined ? undefined : severities.get(diagnostic.signal)
        return own === 'warning' && diagnostic.severity === 'error' && options.preset !== 'strict' && !explicit ? {...diagnostic, severity: 'warning' as const} : diagnostic
      })
    // A signal's id in `rules` sets its findings' severity, as for the signals of the reading.
    result.diagnostics = weighSignals(result.diagnostics, options).sort(compareDiagnostics)
  } catch (error) {
    result.diagnostics = [internalError(error)]
  }

  return result
}
