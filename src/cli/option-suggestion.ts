/** Node's command-line parsing errors in one clear sentence, with "did you mean …?" for an unknown option. */
import {nearest} from '../util/suggest.js'

/** The options a usage text lists (`--max-warnings`, `--no-color`, …). */
function usageOptions(usage: string): string[] {
  return [...new Set(usage.match(/(?<![\w-])--[a-z][a-z0-9-]*/g) ?? [])]
}

/** `, did you mean \`--x\`?` for an unknown long option, or `''`. */
function optionSuggestion(given: string, usage: string | undefined): string {
  if (usage === undefined || !given.startsWith('--')) return ''
  // A short word is near too many options: `--zzz` is three edits from `--to`.
  const found = nearest(given, usageOptions(usage), Math.min(3, Math.floor((given.length - 2) / 2)))
  return found ? `, did you mean \`${found}\`?` : ''
}

/**
 * The message of a `node:util` `parseArgs` error, reworded: node's own text for an unknown option
 * runs on about positional arguments, and names a missing value as `Option '-o, --output <value>' argument missing`.
 */
export function argumentErrorMessage(error: unknown, usage: string | undefined): string {
  const {code, message} = (error ?? {}) as {code?: unknown; message?: unknown}
  const text = typeof message === 'string' ? message : String(error)
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const given = /Unknown option '(-[^'=]*)/.exec(text)?.[1]
    if (given !== undefined) return `unknown option \`${given}\`${optionSuggestion(given, usage)}`
  }

  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const missing = /^Option '(?:-\w, )?(--[\w-]+)(?: <value>)?' argument missing/.exec(text)?.[1]
    if (missing !== undefined) return `option \`${missing}\` needs a value`
    const extra = /^Option '(?:-\w, )?(--[\w-]+)' does not take an argument/.exec(text)?.[1]
    if (extra !== undefined) return `option \`${extra}\` takes no value`
  }

  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const given = /Unexpected argument '([^']*)'/.exec(text)?.[1]
    if (given !== undefined) return `unexpected operand \`${given}\`: this command takes none`
  }

  return text
}

/** `, did you mean \`lint\`?` for a misspelt command, or `''`. */
export function commandSuggestion(name: string, commands: readonly string[]): string {
  const found = nearest(name, commands)
  return found ? `, did you mean \`${found}\`?` : ''
}
