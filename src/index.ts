export {parseReturn, defaultMaxBytes} from './pipeline/parse-return.js'
export type {ParseOptions, ParseResult} from './pipeline/parse-return.js'
export type {Diagnostic, Fix, Place, RelatedPlace, Severity} from './engine/diagnostic.js'
export {
  ReturnReportSchema,
  ReturnStatusSchema,
  ReturnStateSchema,
  DeliverableSchema,
  EvidenceSchema,
  AttestationSchema
} from './schema/report.js'
export type {ReturnReport, ReturnStatus, ReturnState, Deliverable, Evidence, Attestation} from './schema/report.js'
export {markdownRules} from './rules/markdown/index.js'
export type {RuleMeta} from './engine/rule.js'
export type {InputKind} from './kinds/detect.js'
export type {RuleSettings, RuleSetting, Preset} from './engine/settings.js'
export {repoRelativeProblem} from './util/paths.js'
export {fixReturn} from './pipeline/fix-return.js'
export type {FixResult} from './pipeline/fix-return.js'
export {applyFixes} from './engine/apply-fixes.js'
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
export {readReturnMeta} from './pipeline/read-return-meta.js'
export type {ReadReturnMetaResult} from './pipeline/read-return-meta.js'
export {readProgressFile} from './pipeline/read-progress-file.js'
export type {ReadProgressFileResult} from './pipeline/read-progress-file.js'
export type {Lenient, LenientReturnMeta, LenientProgressFile} from './schema/lenient.js'
export type {Repair, RepairAction} from './json/repair.js'
export {lintJson, fixJson, checkFixedValues} from './pipeline/lint-json.js'
export type {JsonOptions, Operation, ArtifactFileState} from './json/options.js'
export type {JsonKind} from './kinds/traits.generated.js'
export {readJson} from './json/document.js'
export type {JsonDocument} from './json/document.js'
export {metaRules, subagentRules, progressRules, jsonRules} from './rules/json/index.js'
export {estimateTokens, loadTokenCounter} from './json/tokens.js'
export {toReturnMeta} from './convert/to-meta.js'
export {mappedStatusKeys, unspecifiedErrorType} from './convert/meta-keys.js'
export type {ToMetaOptions, ToMetaResult} from './convert/to-meta.js'
export {fromReturnMeta} from './convert/from-meta.js'
export {renderReturn} from './convert/render.js'
export {migrateSubagentReturn} from './convert/migrate.js'
export type {MigrateOptions, MigrateResult} from './convert/migrate.js'
export {convertText, detectConvertKind} from './convert/convert-text.js'
export type {ConvertFrom, ConvertTo, ConvertTextOptions, ConvertTextResult} from './convert/convert-text.js'
export {lostInMarkdown, contextOfMeta} from './convert/loss.js'
export type {LostField} from './convert/loss.js'
export {readIdentity, requiredIdentityFields, contextFromObject} from './convert/context.js'
export type {ConvertContext, Identity, IdentityField} from './convert/context.js'
export {metaStatusOf, stateOfMetaStatus} from './convert/status.js'
export {toA2ATask, a2aStateOf, mediaTypeOf} from './convert/a2a.js'
export type {A2ATaskJson, A2AArtifactJson, A2AMessageJson, A2APartJson, A2ATaskStateName, ToA2ATaskOptions, ToA2ATaskResult} from './convert/a2a.js'
export {toCallToolResult} from './convert/mcp-result.js'
export type {CallToolResult, ToCallToolResultResult} from './convert/mcp-result.js'
export {convertToProtocol} from './convert/protocol-text.js'
export type {ConvertToProtocolOptions, ConvertToProtocolResult, ProtocolTarget} from './convert/protocol-text.js'
export {evidenceFromText} from './markdown/extract.js'
export {decideFailedContract, defaultMaxRetries, mitigatedMaxRetries, returnFormatHint} from './postflight/decide.js'
export {decide, decideReturnMeta} from './postflight/decide-given.js'
export type {Decision, DecisionAction, DecideOptions} from './postflight/decide.js'
export {review} from './kinds/every.js'
export type {Review, ReviewOptions} from './postflight/review.js'
export {checkReturn} from './postflight/check-return.js'
export type {CheckReturnOptions, CheckReturnResult, ChecklistItem} from './postflight/check-return.js'
export {checkTranscript} from './postflight/check-transcript.js'
export type {CheckTranscriptOptions, CheckTranscriptResult} from './postflight/check-transcript.js'
export {readTranscript} from './transcript/read.js'
export type {ReadTranscriptOptions} from './transcript/read.js'
export type {TranscriptRecord, TranscriptCommand, TranscriptFileChange, TranscriptHost} from './transcript/record.js'
export {transcriptSignals} from './rules/check/return-contradicts-transcript.js'
export type {TranscriptSignal} from './rules/check/return-contradicts-transcript.js'
export {buildHandoffMessage} from './postflight/handoff-new.js'
export type {HandoffMessageOptions, HandoffMessageResult} from './postflight/handoff-new.js'
export {readHandoffMessage, findHandoffPacket} from './pipeline/handoff-message.js'
export type {HandoffMessage} from './pipeline/handoff-message.js'
export {HandoffPacketSchema, HandoffDeliverableSchema, HandoffEvidenceSchema, handoffSchemaVersion} from './schema/handoff.js'
export type {HandoffPacket, HandoffDeliverable, HandoffEvidence} from './schema/handoff.js'
export {readTodos, todoStatuses} from './markdown/todos.js'
export type {TodoItem, TodoList, TodoStatus} from './markdown/todos.js'
export {correctionMaxLength} from './postflight/correction.js'
export {correctionFor} from './kinds/every.js'
export type {CorrectionInput, CorrectionOptions} from './postflight/correction.js'
export {parseFieldPath, getField, formatField} from './postflight/field-path.js'
export type {FieldSegment, FieldPathReading, FieldReading} from './postflight/field-path.js'
export {earlyReturnMeta} from './postflight/early-meta.js'
export type {EarlyMetaOptions, EarlyMetaResult} from './postflight/early-meta.js'
export {matchTaskDirectories, taskDirectoryName, taskNumber, returnMetaFileName} from './postflight/locate.js'
export {formatInstructions, formatInstructionsMarker, formatInstructionsMaxLength, conditionalRules} from './postflight/format-instructions.js'
export type {FormatInstructions, FormatInstructionsOptions} from './postflight/format-instructions.js'
export {lintText, fixText} from './kinds/every.js'
export {detectKind} from './kinds/detect.js'
export type {LintOptions} from './pipeline/kind-handler.js'
export type {LintTextResult} from './pipeline/lint-with.js'
export {allRules} from './kinds/rules.js'
export {reporters, toSarifLog, promptFor} from './reporters/index.js'
export type {FileResult, Reporter, ReporterOptions} from './reporters/index.js'
export {ConfigSchema, configFileName} from './config/schema.js'
export type {Config} from './config/schema.js'
export {parseConfig, resolveConfig} from './config/resolve.js'
export type {ConfigOutcome} from './config/resolve.js'
export {convertRules} from './rules/convert/index.js'
