/**
 * Reading a configuration's text into rule settings. Pure: the file system
 * part (finding the nearest file) lives in `src/node/load-config.ts`.
 */
import {nearest} from '../util/suggest.js'
import type {z} from 'zod'
import type {RuleSettings, RuleSetting} from '../engine/settings.js'
import {allRules} from '../kinds/rules.js'
import {ConfigSchema, type Config} from './schema.js'
import {stringOf} from '../util/describe.js'
import {snapshot} from '../util/snapshot.js'
import {maxJsonValues} from '../util/bounds.js'

export type ConfigOutcome = {ok: true; config: Config; settings: RuleSettings} | {ok: false; problems: string[]}

/** The known rule id nearest to a misspelt one, if any is close. */
export function suggestRuleId(id: string): string | undefined {
  const ids = [...new Set(allRules.map((rule) => rule.id))]
  return nearest(id, ids, Math.max(3, Math.ceil(id.length / 3)))
}

function pathText(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? '(top level)' : path.map(String).join('.')
}

const configKeys = ['$schema', 'extends', 'ignores', 'inlineConfig', 'preset', 'reportUnusedDisableDirectives', 'rules', 'signatures', 'statuses']
const presetNames = ['recommended', 'strict']
const severityWords = ['off', 'info', 'warn', 'error']

function valueAt(value: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current = value
  for (const key of path) current = typeof current === 'object' && current !== null ? (current as Record<PropertyKey, unknown>)[key] : undefined
  return current
}

/** A severity as the engine knows it, from a word or ESLint's 0, 1, 2. */
function severityFromConfig(value: RuleSetting | 0 | 1 | 2): RuleSetting {
  return value === 0 ? 'off' : value === 1 ? 'warn' : value === 2 ? 'error' : value
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string[] {
  if (issue.code === 'unrecognized_keys' && issue.path.length === 1 && issue.path[0] === 'rules') {
    return issue.keys.map((key) => {
      const suggestion = suggestRuleId(key)
      return `Unknown rule \`${key}\`${suggestion ? `, did you mean \`${suggestion}\`?` : ''}`
    })
  }

  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const suggestion = issue.path.length === 0 ? nearest(key, configKeys, 3) : undefined
      return `${pathText(issue.path)}: unexpected key \`${key}\`${suggestion ? `, did you mean \`${suggestion}\`?` : `, expected ${configKeys.map((name) => `\`${name}\``).join(', ')}`}`
    })
  }

  if (issue.code === 'invalid_union' && issue.path[0] === 'rules') {
    const given = valueAt(input, issue.path)
    const suggestion = typeof given === 'string' ? nearest(given, severityWords, 3) : undefined
    return [
      `${pathText(issue.path)}: ${suggestion ? `unknown severity \`${given}\`, did you mean \`${suggestion}\`?` : 'expected `off`, `info`, `warn`, `error`, `0`, `1` or `2`, or `[severity, {options}]`'}`
    ]
  }

  if (issue.path.length === 1 && issue.path[0] === 'preset') {
    const given = valueAt(input, issue.path)
    const suggestion = typeof given === 'string' ? nearest(given, presetNames) : undefined
    return [`preset: unknown preset \`${stringOf(given)}\`${suggestion ? `, did you mean \`${suggestion}\`?` : ', expected `recommended` or `strict`'}`]
  }

  return [`${pathText(issue.path)}: ${issue.message}`]
}

/** Rule settings from a validated configuration: severities only, options aside. */
function settingsFromConfig(config: Config): RuleSettings {
  const settings: RuleSettings = {}
  if (config.preset) settings.preset = config.preset
  if (config.inlineConfig !== undefined) settings.inlineConfig = config.inlineConfig
  if (config.reportUnusedDisableDirectives !== undefined) settings.reportUnusedDisableDirectives = config.reportUnusedDisableDirectives
  if (config.statuses) settings.statuses = config.statuses
  if (config.signatures) settings.signatures = config.signatures.map(({flags, tool, ...signature}) => ({...signature, ...(flags === undefined ? {} : {flags}), ...(tool === undefined ? {} : {tool})}))
  if (config.rules) {
    const rules: Record<string, RuleSetting> = {}
    for (const [id, entry] of Object.entries(config.rules)) {
      if (entry !== undefined) rules[id] = severityFromConfig(Array.isArray(entry) ? entry[0] : entry)
    }

    settings.rules = rules
  }

  return settings
}

/** Validates a configuration value (already parsed from JSON). */
export function resolveConfig(given: unknown): ConfigOutcome {
  // A plain copy: zod reads the value with Array.isArray and getters, which a proxy or accessor can make throw.
  const taken = snapshot(given, maxJsonValues)
  if (!taken.ok) return {ok: false, problems: [taken.reason === 'too-large' ? `(top level): Unexpected configuration of more than ${maxJsonValues} values, expected a configuration object` : '(top level): Unexpected value that cannot be read, expected a configuration object']}
  const value = taken.value
  const parsed = ConfigSchema.safeParse(value)
  if (!parsed.success) return {ok: false, problems: parsed.error.issues.flatMap((issue) => describeIssue(issue, value))}
  return {ok: true, config: parsed.data, settings: settingsFromConfig(parsed.data)}
}

/** Parses and validates the text of a `handback.config.json`; never throws. */
export function parseConfig(text: string): ConfigOutcome {
  let value: unknown
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch (error) {
    return {ok: false, problems: [`Invalid JSON: ${error instanceof Error ? error.message : String(error)}`]}
  }

  return resolveConfig(value)
}
