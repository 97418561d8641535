/** `handback decide FILE --attempt N`: accept, retry or escalate, as JSON (or the action word) on stdout. */
import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {detectConvertKind} from '../convert/convert-text.js'
import {fromReturnMeta} from '../convert/from-meta.js'
import {isObject, readJson} from '../json/document.js'
import {readReturnMeta} from '../json/read-return-meta.js'
import {parseReturn} from '../markdown/parse-return.js'
import {decide} from '../postflight/decide.js'
import type {ReturnMeta} from '../schema/meta.js'
import type {ReturnReport} from '../schema/report.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
import {decideUsage} from './usage.js'
import {UsageError} from './usage-error.js'

/** The report of any return kind; `null` when there is none to read. */
export function reportOfText(text: string, fileName: string | undefined): ReturnReport | null {
  const kind = detectConvertKind(fileName, text)
  if (kind === 'markdown') return parseReturn(text).report
  // The lenient reader, as a parent reads a file the child may have written carelessly.
  const meta = kind === 'meta' ? readReturnMeta(text).meta : readJson(text).value
  return isObject(meta) ? fromReturnMeta(meta as ReturnMeta) : null
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
  const report = input.ok ? reportOfText(input.text, path === '-' ? undefined : path) : null
  if (!input.ok) io.stderr(`handback decide: cannot read ${path}: ${input.reason}\n`)
  const decision = decide(report, {attempt: Number(values.attempt), mitigated: values.mitigated === true})
  io.stdout(values['action-only'] ? `${decision.action}\n` : JSON.stringify(decision, null, 2) + '\n')
  return 0
}
