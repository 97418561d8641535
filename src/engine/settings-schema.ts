/**
 * The zod schemas of rule settings, for configuration files. Kept apart from
 * `settings.ts` so that parsing and linting markdown never loads zod.
 */
import * as z from 'zod'

export const RuleSettingSchema = z.enum(['off', 'info', 'warn', 'error'])
export const PresetSchema = z.enum(['recommended', 'strict'])

export type RuleSetting = z.infer<typeof RuleSettingSchema>
export type Preset = z.infer<typeof PresetSchema>
