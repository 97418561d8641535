/** `handback decide FILE --attempt N`: accept, retry or escalate, as JSON (or the action word) on stdout. */
import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {inputKinds, type InputKind} from '../kinds/detect.js'
import {decideFailedContract} from '../postflight/decide.js'
import {reviewLoading} from '../kinds/review-loading.js'
import {jsonText, visible} from '../util/visible.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
import {decideUsage} from './usage.js'
import {UsageError} from './usage-error.js'

export async function decideCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      attempt: {type: 'string'},
      mitigated: {type: 'boolean'},
      kind: {type: 'string'},
      handoff: {type: 'string'},
      transcript: {type: 'string'},
      'action-only': {type: 'boolean'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(decideUsage)
    return 0
  }

  // No FILE on a terminal: nothing is piped in, so help, not a silent wait on the keyboard.
  if (positionals.length === 0 && io.stdinIsTTY === true) {
    io.stdout(decideUsage)
    return 2
  }

  if (values.attempt === undefined) throw new UsageError('--attempt is required: 1 for the first run of the child')
  if (!/^\d+$/.test(values.attempt) || Number(values.attempt) < 1) throw new UsageError(`--attempt expects a positive integer, got \`${values.attempt}\``)
  if (positionals.length > 1) throw new UsageError('decide takes one FILE (or `-` for standard input)')
  const path = positionals[0] ?? '-'
  // A missing or unreadable return is a return that could not be read: the decision covers it.
  const input = await readInput(path === '-' ? '-' : resolve(io.cwd, path), io)
  const kind = values.kind === undefined ? undefined : inputKinds.find((candidate) => candidate === values.kind)
  if (values.kind !== undefined && !kind) throw new UsageError(`--kind expects one of ${inputKinds.join(', ')}, got \`${values.kind}\``)
  const options = {attempt: Number(values.attempt), mitigated: values.mitigated === true}
  if (!input.ok) {
    io.stderr(`handback decide: cannot read ${visible(path)}: ${input.reason}\n`)
    const decision = decideFailedContract('the return could not be read', options)
    io.stdout(values['action-only'] ? `${decision.action}\n` : jsonText(decision, 2) + '\n')
    return 0
  }

  let handoff: {handoff: string} | Record<string, never> = {}
  let maxBytes = input.maxBytes
  if (values.handoff !== undefined) {
    if (values.handoff === '-' && path === '-') throw new UsageError('only one of FILE and --handoff can be `-`')
    const packet = await readInput(values.handoff === '-' ? '-' : resolve(io.cwd, values.handoff), io)
    if (!packet.ok) {
      io.stderr(`handback decide: cannot read ${visible(values.handoff)}: ${packet.reason}\n`)
      return 2
    }

    handoff = {handoff: packet.text}
    maxBytes = Math.max(maxBytes, packet.maxBytes)
  }

  let transcript: {transcript: string} | Record<string, never> = {}
  if (values.transcript !== undefined) {
    // The transcript readers load only with the flag.
    const {readTranscriptFlag} = await import('./transcript-flag.js')
    const text = await readTranscriptFlag('decide', values.transcript, io)
    if (text === undefined) return 2
    transcript = {transcript: text}
  }

  // The same call a parent makes in-process: inline comments in the text are never honoured.
  const result = await reviewLoading(input.text, {...options, ...handoff, ...transcript, ...(kind ? {kind: kind satisfies InputKind} : {}), ...(path === '-' ? {} : {fileName: path}), maxBytes})
  const output = result.correction === undefined ? result.decision : {...result.decision, correction: result.correction}
  io.stdout(values['action-only'] ? `${result.decision.action}\n` : jsonText(output, 2) + '\n')
  return 0
}
