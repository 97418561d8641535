/** Rule settings: a preset plus per-rule overrides, as written in a config file or passed as options. */
import type {Severity} from './diagnostic.js'
import type {RuleMeta} from './rule.js'
// Types only: the schemas live in settings-schema.ts, so the rule runner does not load zod.
import type {Preset, RuleSetting} from './settings-schema.js'

export type {Preset, RuleSetting}

export interface RuleSettings {
  /** `recommended` (the default) uses each rule's own severity; `strict` turns every warning into an error. */
  preset?: Preset
  /** Severity per rule id, overriding the preset. */
  rules?: Readonly<Record<string, RuleSetting>>
  /**
   * Honour `<!-- handback-disable … -->` comments in the checked text. Off by
   * default: the text is written by the party being checked, so it may not
   * switch its own checks off unless the caller trusts it.
   */
  inlineConfig?: boolean
  /** With `inlineConfig`, report disable comments that suppress nothing (`disable-directive-unused`). */
  reportUnusedDisableDirectives?: boolean
  /** A team's own status words, each mapped to the status it means (`{"needs_research": "blocked"}`); read by the JSON kinds. */
  statuses?: Readonly<Record<string, string>>
  /** A team's own tool-output signatures, read beside the built-in ones (`grammar/vocabulary.md`). */
  signatures?: ReadonlyArray<CustomSignature>
}

/** A tool-output signature a team adds: a regular expression over one line, of one kind of signal. */
interface CustomSignature {
  id: string
  /** One of the vocabulary's `failureSignatureKinds` (src/vocabulary/index.ts, above this layer); the settings check reports any other. */
  kind: string
  pattern: string
  flags?: string
  tool?: string
}

/** The severity a rule runs with, or `off`. */
export function resolveSeverity(rule: RuleMeta, settings: RuleSettings): Severity | 'off' {
  const given: unknown = settings.rules && Object.hasOwn(settings.rules, rule.id) ? settings.rules[rule.id] : undefined
  // ESLint's numbers are accepted beside the words: 0 off, 1 warn, 2 error.
  const override = given === 0 ? 'off' : given === 1 ? 'warn' : given === 2 ? 'error' : given
  if (override === 'off') return 'off'
  if (override === 'warn') return 'warning'
  if (override === 'info' || override === 'error') return override
  if (rule.optIn === true) return 'off'
  if (settings.preset === 'strict' && rule.severity === 'warning' && rule.keptInStrict !== true) return 'error'
  return rule.severity
}
