/** The lint flags that need more than a type check: `--rule`, colors. */
import {UsageError} from './usage-error.js'
import type {RuleSetting} from '../engine/settings.js'

const severities: Readonly<Record<string, RuleSetting>> = {off: 'off', info: 'info', warn: 'warn', error: 'error', 0: 'off', 1: 'warn', 2: 'error'}

/**
 * Reads `--rule 'id: severity'` values (ESLint's spelling; a JSON object such as
 * `{"id": "warn"}` is read too) into rule overrides. Unknown ids and severities are usage errors.
 */
export async function parseRuleFlags(values: readonly string[]): Promise<Record<string, RuleSetting>> {
  const rules: Record<string, RuleSetting> = {}
  if (values.length === 0) return rules
  const {suggestRuleId} = await import('../config/resolve.js')
  const {nearest} = await import('../util/suggest.js')
  const {allRules} = await import('../kinds/rules.js')
  const known = new Set(allRules.map((rule) => rule.id))
  for (const value of values) {
    const pairs: Array<[string, unknown]> = []
    if (value.trim().startsWith('{')) {
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        throw new UsageError(`--rule expects \`id: severity\` or a JSON object, got \`${value}\``)
      }

      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UsageError(`--rule expects \`id: severity\`, got \`${value}\``)
      pairs.push(...Object.entries(parsed))
    } else {
      const colon = value.indexOf(':')
      if (colon === -1) throw new UsageError(`--rule expects \`id: severity\`, got \`${value}\``)
      pairs.push([value.slice(0, colon).trim(), value.slice(colon + 1).trim()])
    }

    for (const [id, given] of pairs) {
      if (!known.has(id)) {
        const suggestion = suggestRuleId(id)
        throw new UsageError(`--rule: unknown rule \`${id}\`${suggestion ? `, did you mean \`${suggestion}\`?` : ''}`)
      }

      const word = Array.isArray(given) ? given[0] : given
      const severity = (typeof word === 'string' || typeof word === 'number') && Object.hasOwn(severities, String(word)) ? severities[String(word)] : undefined
      if (!severity) {
        const suggestion = typeof word === 'string' ? nearest(word, ['off', 'info', 'warn', 'error'], 3) : undefined
        throw new UsageError(
          `--rule: unknown severity \`${String(word)}\` for \`${id}\`${suggestion ? `, did you mean \`${suggestion}\`?` : ', expected off, info, warn, error, 0, 1 or 2'}`
        )
      }

      rules[id] = severity
    }
  }

  return rules
}

/**
 * Whether to color output: `--color`/`--no-color` win, then `FORCE_COLOR`
 * (any value but `0` and `false`), then `NO_COLOR` (any non-empty value), then whether stdout is a terminal.
 */
export function useColor(flags: {color?: boolean | undefined; noColor?: boolean | undefined}, env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  if (flags.color && flags.noColor) throw new UsageError('--color and --no-color cannot be used together')
  if (flags.color) return true
  if (flags.noColor) return false
  const force = env.FORCE_COLOR
  if (force !== undefined) return force !== '0' && force !== 'false'
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  return isTTY
}

/** `--concurrency`: a number of worker threads at most, `auto` (the default), or `off` (every file in the command's own thread). */
export type Concurrency = number | 'auto' | 'off'

export function parseConcurrency(value: string | undefined): Concurrency {
  if (value === undefined || value === 'auto') return 'auto'
  if (value === 'off') return 'off'
  if (!/^[1-9]\d{0,3}$/.test(value)) throw new UsageError(`--concurrency expects a positive integer, \`auto\` or \`off\`, got \`${value}\``)
  return Number(value)
}

/**
 * Files one worker is worth starting for, with `auto`: a worker costs about what linting
 * this many returns costs (ESLint's `auto` counts 50 files per worker, for the same reason).
 */
export const autoFilesPerWorker = 50

/**
 * How many workers lint `files` files: none for `off`; for `auto`, one per `autoFilesPerWorker`
 * files, at most one per core, and none when that makes one (a single worker only adds its start);
 * for a number, that many at most, never more than the files.
 */
export function workerCount(concurrency: Concurrency, files: number, cores: number): number {
  if (concurrency === 'off') return 0
  if (concurrency !== 'auto') return Math.min(concurrency, files)
  const count = Math.min(Math.ceil(files / autoFilesPerWorker), cores)
  return count <= 1 ? 0 : count
}
