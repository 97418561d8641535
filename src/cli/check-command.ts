/**
 * `handback check RETURN --handoff PACKET [--root DIR]`: did the child deliver
 * what the packet asked for? Gaps on stderr as `file:line:column` lines (a
 * cause in the packet on the line below), the unchecked success criteria and
 * constraints on stdout; `--format json` prints the whole result.
 */
import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {countErrors, type Diagnostic} from '../engine/diagnostic.js'
import {artifactCheckIn} from '../node/artifact-check.js'
import {checkReturn} from '../postflight/check-return.js'
import {jsonText, visible} from '../util/visible.js'
import {diagnosticLines} from './diagnostic-lines.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
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
      root: {type: 'string'},
      format: {type: 'string', short: 'f'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(checkUsage)
    return 0
  }

  if (values.handoff === undefined) throw new UsageError('--handoff PACKET is required: the packet (or the message holding it) the child was given')
  if (positionals.length !== 1) throw new UsageError('check takes one RETURN file (or `-` for standard input)')
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

  const result = checkReturn(returned.ok ? returned.text : '', packet.ok ? packet.text : '', {...(checkFile ? {checkFile} : {}), ...(returned.ok ? {maxBytes: Math.max(returned.maxBytes, packet.ok ? packet.maxBytes : 0)} : {})})
  const shown = returnPath === '-' ? '<stdin>' : returnPath
  const packetShown = values.handoff === '-' ? '<stdin>' : values.handoff
  if (format === 'json') io.stdout(jsonText(result, 2) + '\n')
  else {
    io.stderr(diagnosticLines(packetShown, result.packetDiagnostics.filter((diagnostic) => diagnostic.severity === 'error')))
    io.stderr(withCauses(shown, packetShown, result.diagnostics))
    // The checklist quotes the packet: each line shown escaped.
    io.stdout(result.checklistText.split('\n').map((line) => visible(line)).join('\n'))
  }

  return countErrors(result.diagnostics) > 0 ? 1 : 0
}
