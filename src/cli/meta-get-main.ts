/**
 * `handback meta get FILE PATH…` as a skill's postflight calls it, run without
 * the command table: the executable loads this module alone (built as one
 * file), so the call costs little more than starting Node. Any other form of
 * the command line, and `--help`, is left to `main`, which reads it as always.
 */
import {parseArgs} from 'node:util'
import type {Io} from './io.js'
import {getCommand, getFormat} from './meta-get.js'
import {UsageError, usageErrorLine} from './usage-error.js'
import {visible} from '../util/visible.js'

/** The exit code of `meta get` with the arguments after `get`, or undefined for `main` to run them. */
export async function metaGetMain(argv: string[], io: Io): Promise<number | undefined> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch {
    return undefined
  }

  const {values, positionals} = parsed
  if (values.help) return undefined
  try {
    return await getCommand(positionals, values.default, getFormat(values.format), io)
  } catch (error) {
    // As `main` says them: a usage error in one line, anything else an internal error, never a stack trace.
    io.stderr(error instanceof UsageError ? usageErrorLine('meta', visible(error.message)) : `handback meta: internal error: ${visible(error instanceof Error ? error.message : String(error))}\n`)
    return 2
  }
}

function parse(argv: string[]) {
  return parseArgs({args: argv, allowPositionals: true, strict: true, options: {default: {type: 'string'}, format: {type: 'string', short: 'f'}, help: {type: 'boolean', short: 'h'}}})
}
