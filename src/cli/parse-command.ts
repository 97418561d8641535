/** `handback parse [FILE|-]`: the report as JSON on stdout, diagnostics on stderr. */
import {parseArgs} from 'node:util'
import {countErrors} from '../engine/diagnostic.js'
import {parseReturn} from '../pipeline/parse-return.js'
import {diagnosticLines} from './diagnostic-lines.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
import {parseUsage} from './usage.js'
import {jsonText, visible} from '../util/visible.js'
import {positiveInteger, UsageError} from './usage-error.js'

export async function parseCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      strict: {type: 'boolean'},
      'max-bytes': {type: 'string'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(parseUsage)
    return 0
  }

  // No FILE on a terminal: nothing is piped in, so help, not a silent wait on the keyboard.
  if (positionals.length === 0 && io.stdinIsTTY === true) {
    io.stdout(parseUsage)
    return 2
  }

  if (positionals.length > 1) throw new UsageError('parse takes one FILE (or `-` for standard input)')
  const path = positionals[0] ?? '-'
  const maxBytes = values['max-bytes'] === undefined ? undefined : positiveInteger('--max-bytes', values['max-bytes'])
  const input = await readInput(path, io, maxBytes)
  if (!input.ok) {
    io.stderr(`handback: cannot read ${visible(path)}: ${visible(input.reason)}\n`)
    return 2
  }

  const result = parseReturn(input.text, {
    ...(values.strict ? {preset: 'strict' as const} : {}),
    maxBytes: input.maxBytes
  })
  io.stdout(jsonText(result.report, 2) + '\n')
  io.stderr(diagnosticLines(path === '-' ? '<stdin>' : path, result.diagnostics))
  return countErrors(result.diagnostics) > 0 ? 1 : 0
}
