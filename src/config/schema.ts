/**
 * The shape of `handback.config.json`. Rule ids are checked against every
 * rule handback knows, so a typo is a configuration error, not a silent no-op.
 */
import * as z from 'zod'
import {PresetSchema, RuleSettingSchema} from '../engine/settings-schema.js'
import {allRules} from '../kinds/rules.js'
import {signalIds} from '../signals/index.js'
import {transcriptSignalIds} from '../transcript/signal-ids.js'
import {failureSignatureKinds} from '../vocabulary/index.js'

export {configFileName} from './file-name.js'

// A signal's id sets its severity as a rule id does.
const ruleIds = [...new Set([...allRules.map((rule) => rule.id), ...signalIds, ...transcriptSignalIds])] as [string, ...string[]]

const RuleOptionsSchema = z
  .record(z.string(), z.unknown())
  .describe('Options for rules that take them; no rule takes options yet, so they are accepted and ignored.')

/** ESLint's numeric severities: 0 off, 1 warn, 2 error. */
const NumericSeveritySchema = z.union([z.literal(0), z.literal(1), z.literal(2)])

const ConfigSeveritySchema = z
  .union([RuleSettingSchema, NumericSeveritySchema])
  .describe('`off`, `info`, `warn` or `error`, or ESLint\'s `0` (off), `1` (warn) or `2` (error).')

const RuleEntrySchema = z
  .union([ConfigSeveritySchema, z.tuple([ConfigSeveritySchema]), z.tuple([ConfigSeveritySchema, RuleOptionsSchema])])
  .describe('A severity (`off`, `info`, `warn`, `error`, `0`, `1`, `2`), alone or as the first item of `[severity, options]`.')

export const ConfigSchema = z
  .strictObject({
    $schema: z.string().optional().describe('URI of this JSON Schema, for editors.'),
    extends: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe(
        'A preset (`recommended`, `strict`) or the path of another configuration file, relative to this one, or a list of them: applied first, in order, then this file.'
      ),
    ignores: z
      .array(z.string())
      .optional()
      .describe('Paths left out of directory walks and globs, in `.gitignore` syntax (`#` comments, `!` negation), relative to this file.'),
    inlineConfig: z
      .boolean()
      .optional()
      .describe(
        'Honour `<!-- handback-disable … -->` comments in the checked files. Default false: a return is written by the party being checked, so its comments are reported (`inline-config-ignored`) and change nothing.'
      ),
    reportUnusedDisableDirectives: z
      .boolean()
      .optional()
      .describe('With `inlineConfig`, report disable comments that suppress nothing (`disable-directive-unused`). Default false.'),
    preset: PresetSchema.optional().describe(
      '`recommended` (the default) runs each rule at its own severity; `strict` turns every warning into an error.'
    ),
    statuses: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'A team\'s own status words, each mapped to the canonical status or documented synonym it means (`{"needs_research": "blocked"}`): accepted as written and read as that status. A negated word (`not_done`) is never read as any status. See grammar/statuses.md.'
      ),
    signatures: z
      .array(
        z.object({
          id: z.string().min(1),
          kind: z.enum(failureSignatureKinds),
          pattern: z.string().min(1).describe('A regular expression over one line; a group whose name starts with `count` must hold a number above zero.'),
          flags: z.string().optional(),
          tool: z.string().optional()
        })
      )
      .optional()
      .describe('A team\'s own tool-output signatures, read beside the built-in ones by the signal of their kind (grammar/vocabulary.md).'),
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
