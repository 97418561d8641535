/**
 * `handback check RETURN --handoff PACKET [--root DIR] [--transcript FILE]`:
 * did the child deliver what the packet asked for, and does the host's
 * transcript bear its return out? Gaps on stderr as `file:line:column` lines
 * (a cause in the packet or transcript on the line below), the unchecked
 * success criteria and constraints on stdout; `--format json` prints the
 * whole result.
 */
import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {countErrors, type Diagnostic} from '../engine/diagnostic.js'
import {artifactCheckIn} from '../node/artifact-check.js'
import {checkReturn} from '../postflight/check-return.js'
import {checkTranscript} from '../postflight/check-transcript.js'
import {jsonText, visible} from '../util/visible.js'
import {diagnosticLines} from './diagnostic-lines.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
import {readTranscriptFlag, transcriptLines} from './transcript-flag.js'
import {checkUsage} from './usage.js'
import {UsageError} from './usage-error.js'

function withCauses(file: string, packetFile: string, diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((diagnostic) => diagnosticLines(file, [diagnostic]) + (diagnostic.cause ? `  ${visible(packetFile)}:${diagnostic.cause.line}:${diagnostic.cause.column}: ${visible(diagnostic.cause.message)}\n` : ''))
    .join('')
}

export async function checkCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      handoff: {type: 'string'},
      transcript: {type: 'string'},
      root: {type: 'string'},
      format: {type: 'string', short: 'f'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(checkUsage)
    return 0
  }

  if (values.handoff === undefined && values.transcript === undefined) throw new UsageError('--handoff PACKET is required: the packet (or the message holding it) the child was given; or --transcript FILE, the host\'s transcript of its run')
  if (positionals.length !== 1) throw new UsageError('check takes one RETURN file (or `-` for standard input)')
  if (values.handoff === undefined) return checkAgainstTranscript(positionals[0]!, values.transcript!, values.format ?? 'text', io)
  const format = values.format ?? 'text'
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format expects text or json, got \`${visible(format)}\``)
  const returnPath = positionals[0]!
  if (returnPath === '-' && values.handoff === '-') throw new UsageError('only one of RETURN and --handoff can be `-`')
  const returned = await readInput(returnPath === '-' ? '-' : resolve(io.cwd, returnPath), io)
  const packet = await readInput(values.handoff === '-' ? '-' : resolve(io.cwd, values.handoff), io)
  for (const [path, outcome] of [[returnPath, returned], [values.handoff, packet]] as const) {
    if (!outcome.ok) {
      io.stderr(`handback check: cannot read ${visible(path)}: ${outcome.reason}\n`)
      return 2
    }
  }

  let checkFile
  if (values.root !== undefined) {
    checkFile = artifactCheckIn(resolve(io.cwd, values.root))
    if (!checkFile) {
      io.stderr(`handback check: cannot read the root ${visible(values.root)}\n`)
      return 2
    }
  }

  const transcriptText = values.transcript === undefined ? undefined : await readTranscriptFlag('check', values.transcript, io)
  if (values.transcript !== undefined && transcriptText === undefined) return 2
  const result = checkReturn(returned.ok ? returned.text : '', packet.ok ? packet.text : '', {...(checkFile ? {checkFile} : {}), ...(returned.ok ? {maxBytes: Math.max(returned.maxBytes, packet.ok ? packet.maxBytes : 0)} : {})})
  const transcribed = transcriptText === undefined ? undefined : checkTranscript(returned.ok ? returned.text : '', transcriptText, returned.ok ? {maxBytes: returned.maxBytes} : {})
  const shown = returnPath === '-' ? '<stdin>' : returnPath
  const packetShown = values.handoff === '-' ? '<stdin>' : values.handoff
  if (format === 'json') io.stdout(jsonText(transcribed ? {...result, transcript: {diagnostics: transcribed.diagnostics, notes: transcribed.notes}} : result, 2) + '\n')
  else {
    io.stderr(diagnosticLines(packetShown, result.packetDiagnostics.filter((diagnostic) => diagnostic.severity === 'error')))
    io.stderr(withCauses(shown, packetShown, result.diagnostics))
    if (transcribed) io.stderr(transcriptLines(shown, values.transcript!, transcribed.diagnostics, transcribed.notes))
    // The checklist quotes the packet: each line shown escaped.
    io.stdout(result.checklistText.split('\n').map((line) => visible(line)).join('\n'))
  }

  return countErrors(result.diagnostics) + countErrors(transcribed?.diagnostics ?? []) > 0 ? 1 : 0
}

/** `check RETURN --transcript FILE` without a packet: the return against the host's transcript alone. */
async function checkAgainstTranscript(returnPath: string, transcriptPath: string, format: string, io: Io): Promise<number> {
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format expects text or json, got \`${visible(format)}\``)
  const returned = await readInput(returnPath === '-' ? '-' : resolve(io.cwd, returnPath), io)
  if (!returned.ok) {
    io.stderr(`handback check: cannot read ${visible(returnPath)}: ${returned.reason}\n`)
    return 2
  }

  const transcriptText = await readTranscriptFlag('check', transcriptPath, io)
  if (transcriptText === undefined) return 2
  const result = checkTranscript(returned.text, transcriptText, {maxBytes: returned.maxBytes})
  if (format === 'json') io.stdout(jsonText({diagnostics: result.diagnostics, notes: result.notes}, 2) + '\n')
  else io.stderr(transcriptLines(returnPath === '-' ? '<stdin>' : returnPath, transcriptPath, result.diagnostics, result.notes))
  return countErrors(result.diagnostics) > 0 ? 1 : 0
}
