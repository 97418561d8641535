/** `handback decide FILE --attempt N`: accept, retry or escalate, as JSON (or the action word) on stdout. */
import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {detectConvertKind} from '../convert/convert-text.js'
import {fromReturnMeta} from '../convert/from-meta.js'
import {isObject, readJson} from '../json/document.js'
import {readReturnMeta} from '../pipeline/read-return-meta.js'
import {parseReturn} from '../pipeline/parse-return.js'
import {decide, decideReturnMeta, type DecideOptions, type Decision} from '../postflight/decide.js'
import type {ReturnMeta} from '../schema/meta.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
import {decideUsage} from './usage.js'
import {UsageError} from './usage-error.js'

/** The decision on any return kind: markdown, return-metadata (read leniently) or console return. */
export function decideText(text: string, fileName: string | undefined, options: DecideOptions): Decision {
  const kind = detectConvertKind(fileName, text)
  if (kind === 'markdown') return decide(parseReturn(text).report, options)
  // The lenient reader, as a parent reads a file the child may have written carelessly.
  if (kind === 'meta') return decideReturnMeta(readReturnMeta(text).meta, options)
  const value = readJson(text).value
  return decide(isObject(value) ? fromReturnMeta(value as ReturnMeta) : null, options)
}

export async function decideCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      attempt: {type: 'string'},
      mitigated: {type: 'boolean'},
      'action-only': {type: 'boolean'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(decideUsage)
    return 0
  }

  if (values.attempt === undefined) throw new UsageError('--attempt is required: 1 for the first run of the child')
  if (!/^\d+$/.test(values.attempt) || Number(values.attempt) < 1) throw new UsageError(`--attempt expects a positive integer, got \`${values.attempt}\``)
  if (positionals.length > 1) throw new UsageError('decide takes one FILE (or `-` for standard input)')
  const path = positionals[0] ?? '-'
  // A missing or unreadable return is a return that could not be read: the decision covers it.
  const input = await readInput(path === '-' ? '-' : resolve(io.cwd, path), io)
  const options = {attempt: Number(values.attempt), mitigated: values.mitigated === true}
  if (!input.ok) io.stderr(`handback decide: cannot read ${path}: ${input.reason}\n`)
  const decision = input.ok ? decideText(input.text, path === '-' ? undefined : path, options) : decide(null, options)
  io.stdout(values['action-only'] ? `${decision.action}\n` : JSON.stringify(decision, null, 2) + '\n')
  return 0
}
