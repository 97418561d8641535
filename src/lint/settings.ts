/** Rule settings: a preset plus per-rule overrides, as written in a config file or passed as options. */
import * as z from 'zod'
import type {Severity} from '../diagnostic.js'
import type {RuleMeta} from '../rules/rule.js'

export const RuleSettingSchema = z.enum(['off', 'info', 'warn', 'error'])
export const PresetSchema = z.enum(['recommended', 'strict'])

export type RuleSetting = z.infer<typeof RuleSettingSchema>
export type Preset = z.infer<typeof PresetSchema>

export interface RuleSettings {
  /** `recommended` (the default) uses each rule's own severity; `strict` turns every warning into an error. */
  preset?: Preset
  /** Severity per rule id, overriding the preset. */
  rules?: Readonly<Record<string, RuleSetting>>
}

/** The severity a rule runs with, or `off`. */
export function resolveSeverity(rule: RuleMeta, settings: RuleSettings): Severity | 'off' {
  const override = settings.rules && Object.hasOwn(settings.rules, rule.id) ? settings.rules[rule.id] : undefined
  if (override === 'off') return 'off'
  if (override === 'warn') return 'warning'
  if (override === 'info' || override === 'error') return override
  if (settings.preset === 'strict' && rule.severity === 'warning') return 'error'
  return rule.severity
}
