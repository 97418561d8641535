/**
 * A configuration found inside the linted tree (below the caller's own) may
 * only add checks: it can raise a rule's severity or ask for the `strict`
 * preset, never lower or turn off what the caller's configuration runs, never
 * trust the text's own comments (`inlineConfig`), and never map status words.
 */
import type {Severity} from '../engine/diagnostic.js'
import {resolveSeverity, type RuleSettings, type RuleSetting} from '../engine/settings.js'
import {allRules} from '../kinds/rules.js'

const rank: Readonly<Record<Severity | 'off', number>> = {off: 0, info: 1, warning: 2, error: 3}

/** What a nested configuration would weaken, and so does not count: one line each, for the run's warning. */
export interface AddedChecks {
  settings: RuleSettings
  /** The settings of the nested configuration left out, as `key` or `rules.id`. */
  ignored: string[]
}

/**
 * The caller's settings with what a nested configuration adds: each of its
 * rule severities that is higher than the caller's (under the resulting
 * preset), `strict` over `recommended`, `reportUnusedDisableDirectives: true`.
 */
export function addChecks(base: RuleSettings, nested: RuleSettings): AddedChecks {
  const ignored: string[] = []
  const preset = base.preset === 'strict' || nested.preset === 'strict' ? 'strict' : base.preset
  if (nested.preset === 'recommended' && base.preset === 'strict') ignored.push('preset')
  const under: RuleSettings = {...base, ...(preset ? {preset} : {})}
  const rules: Record<string, RuleSetting> = {...base.rules}
  for (const [id, setting] of Object.entries(nested.rules ?? {})) {
    const rule = allRules.find((candidate) => candidate.id === id)
    if (!rule) continue
    const before = resolveSeverity(rule, under)
    const after = resolveSeverity(rule, {...under, rules: {[id]: setting}})
    if (rank[after] > rank[before]) rules[id] = setting
    else if (rank[after] < rank[before]) ignored.push(`rules.${id}`)
  }

  if (nested.inlineConfig === true && base.inlineConfig !== true) ignored.push('inlineConfig')
  if (nested.statuses !== undefined && Object.keys(nested.statuses).length > 0) ignored.push('statuses')
  const reportUnused = base.reportUnusedDisableDirectives === true || nested.reportUnusedDisableDirectives === true
  const settings: RuleSettings = {
    ...(base.statuses ? {statuses: base.statuses} : {}),
    ...(preset ? {preset} : {}),
    ...(Object.keys(rules).length > 0 ? {rules} : {}),
    ...(base.inlineConfig === undefined ? {} : {inlineConfig: base.inlineConfig}),
    ...(reportUnused ? {reportUnusedDisableDirectives: true} : {})
  }
  return {settings, ignored}
}
