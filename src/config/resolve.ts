/**
 * Reading a configuration's text into rule settings. Pure: the file system
 * part (finding the nearest file) lives in `src/node/load-config.ts`.
 */
import {nearest} from '../util/suggest.js'
import type {z} from 'zod'
import type {RuleSettings, RuleSetting} from '../engine/settings.js'
import {allRules} from '../rules/index.js'
import {ConfigSchema, type Config} from './schema.js'

export type ConfigOutcome = {ok: true; config: Config; settings: RuleSettings} | {ok: false; problems: string[]}

/** The known rule id nearest to a misspelt one, if any is close. */
export function suggestRuleId(id: string): string | undefined {
  const ids = [...new Set(allRules.map((rule) => rule.id))]
  return nearest(id, ids, Math.max(3, Math.ceil(id.length / 3)))
}

function pathText(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? '(top level)' : path.map(String).join('.')
}

function describeIssue(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys' && issue.path.length === 1 && issue.path[0] === 'rules') {
    return issue.keys.map((key) => {
      const suggestion = suggestRuleId(key)
      return `Unknown rule \`${key}\`${suggestion ? `, did you mean \`${suggestion}\`?` : ''}`
    })
  }

  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `${pathText(issue.path)}: unexpected key \`${key}\`, expected \`$schema\`, \`preset\` or \`rules\``)
  }

  if (issue.code === 'invalid_union' && issue.path[0] === 'rules') {
    return [`${pathText(issue.path)}: expected \`off\`, \`info\`, \`warn\` or \`error\`, or \`[severity, {options}]\``]
  }

  return [`${pathText(issue.path)}: ${issue.message}`]
}

/** Rule settings from a validated configuration: severities only, options aside. */
export function settingsFromConfig(config: Config): RuleSettings {
  const settings: RuleSettings = {}
  if (config.preset) settings.preset = config.preset
  if (config.rules) {
    const rules: Record<string, RuleSetting> = {}
    for (const [id, entry] of Object.entries(config.rules)) {
      if (entry !== undefined) rules[id] = typeof entry === 'string' ? entry : entry[0]
    }

    settings.rules = rules
  }

  return settings
}

/** Validates a configuration value (already parsed from JSON). */
export function resolveConfig(value: unknown): ConfigOutcome {
  const parsed = ConfigSchema.safeParse(value)
  if (!parsed.success) return {ok: false, problems: parsed.error.issues.flatMap(describeIssue)}
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
