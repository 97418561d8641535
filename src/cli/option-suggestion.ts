/** "Did you mean …?" for an unknown option: the nearest option of the command's usage text. */
import {nearest} from '../util/suggest.js'

/** The options a usage text lists (`--max-warnings`, `--no-color`, …). */
function usageOptions(usage: string): string[] {
  return [...new Set(usage.match(/(?<![\w-])--[a-z][a-z0-9-]*/g) ?? [])]
}

/** ` Did you mean \`--x\`?` for node's unknown-option error, or `''`. */
export function optionSuggestion(error: unknown, usage: string | undefined): string {
  const {code, message} = (error ?? {}) as {code?: unknown; message?: unknown}
  if (code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || typeof message !== 'string' || usage === undefined) return ''
  const given = /Unknown option '(--?[^'=]+)/.exec(message)?.[1]
  if (given === undefined || !given.startsWith('--')) return ''
  const found = nearest(given, usageOptions(usage), 3)
  return found ? ` Did you mean \`${found}\`?` : ''
}

/** `, did you mean \`lint\`?` for a misspelt command, or `''`. */
export function commandSuggestion(name: string, commands: readonly string[]): string {
  const found = nearest(name, commands)
  return found ? `, did you mean \`${found}\`?` : ''
}
