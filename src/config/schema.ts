/**
 * The shape of `handback.config.json`. Rule ids are checked against every
 * rule handback knows, so a typo is a configuration error, not a silent no-op.
 */
import * as z from 'zod'
import {PresetSchema, RuleSettingSchema} from '../engine/settings-schema.js'
import {allRules} from '../rules/index.js'

export {configFileName} from './file-name.js'

const ruleIds = [...new Set(allRules.map((rule) => rule.id))] as [string, ...string[]]

export const RuleOptionsSchema = z
  .record(z.string(), z.unknown())
  .describe('Options for rules that take them; no rule takes options yet, so they are accepted and ignored.')

export const RuleEntrySchema = z
  .union([RuleSettingSchema, z.tuple([RuleSettingSchema]), z.tuple([RuleSettingSchema, RuleOptionsSchema])])
  .describe('`off`, `info`, `warn` or `error`, alone or as the first item of `[severity, options]`.')

export const ConfigSchema = z
  .strictObject({
    $schema: z.string().optional().describe('URI of this JSON Schema, for editors.'),
    preset: PresetSchema.optional().describe(
      '`recommended` (the default) runs each rule at its own severity; `strict` turns every warning into an error.'
    ),
    rules: z
      .partialRecord(z.enum(ruleIds), RuleEntrySchema)
      .optional()
      .describe('Severity per rule id, overriding the preset. Unknown rule ids are an error.')
  })
  .meta({
    id: 'HandbackConfig',
    title: 'handback configuration',
    description: 'Contents of `handback.config.json`: a preset and per-rule severities. The file nearest to a linted file applies to it.'
  })

export type Config = z.infer<typeof ConfigSchema>
