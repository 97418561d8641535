export {parseReturn, defaultMaxBytes} from './markdown/parse-return.js'
export type {ParseOptions, ParseResult} from './markdown/parse-return.js'
export type {Diagnostic, Fix, Place, RelatedPlace, Severity} from './diagnostic.js'
export {
  ReturnReportSchema,
  ReturnStatusSchema,
  ReturnStateSchema,
  DeliverableSchema,
  EvidenceSchema,
  AttestationSchema
} from './schema/report.js'
export type {ReturnReport, ReturnStatus, ReturnState, Deliverable, Evidence, Attestation} from './schema/report.js'
export {markdownRules} from './rules/index.js'
export type {RuleMeta, InputKind} from './rules/rule.js'
export type {RuleSettings, RuleSetting, Preset} from './lint/settings.js'
export {repoRelativeProblem} from './paths.js'
export {fixReturn} from './markdown/fix-return.js'
export type {FixResult} from './markdown/fix-return.js'
export {applyFixes} from './lint/apply-fixes.js'
