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
export {
  ReturnMetaSchema,
  ReturnMetaStatusSchema,
  ReturnMetaIdentitySchema,
  ArtifactSchema,
  ArtifactTypeSchema,
  PartialProgressSchema,
  CompletionDataSchema,
  ReturnErrorSchema,
  returnMetaStatuses,
  artifactTypes
} from './schema/meta.js'
export type {
  ReturnMeta,
  ReturnMetaStatus,
  ReturnMetaIdentity,
  Artifact,
  ArtifactType,
  PartialProgress,
  CompletionData,
  ReturnError
} from './schema/meta.js'
export {SubagentReturnSchema, SubagentStatusSchema, subagentStatuses, subagentArtifactTypes} from './schema/subagent.js'
export type {SubagentReturn, SubagentStatus} from './schema/subagent.js'
export {
  ProgressFileSchema,
  ObjectiveSchema,
  ObjectiveStatusSchema,
  ApproachSchema,
  ApproachResultSchema,
  objectiveStatuses,
  approachResults
} from './schema/progress.js'
export type {ProgressFile, Objective, ObjectiveStatus, Approach, ApproachResult} from './schema/progress.js'
export {readReturnMeta} from './json/read-return-meta.js'
export type {ReadReturnMetaResult} from './json/read-return-meta.js'
export {readProgressFile} from './json/read-progress-file.js'
export type {ReadProgressFileResult} from './json/read-progress-file.js'
export type {Repair, RepairAction} from './json/repair.js'
export {lintJson, fixJson, checkFixedValues} from './json/lint-json.js'
export type {JsonOptions, Operation, ArtifactFileState} from './json/options.js'
export type {JsonKind} from './json/context.js'
export {readJson} from './json/document.js'
export type {JsonDocument} from './json/document.js'
export {metaRules, subagentRules, progressRules, jsonRules} from './rules/json-rules.js'
export {estimateTokens, loadTokenCounter} from './json/tokens.js'
