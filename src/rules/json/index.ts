/** The rules of the JSON kinds, in documentation order: input, shape, vocabulary, conditions, cross-checks. */
import type {JsonRule} from '../../json/context.js'
import jsonSyntax from './json-syntax.js'
import jsonTooDeep from './json-too-deep.js'
import jsonDuplicateKey from './json-duplicate-key.js'
import jsonRootNotObject from './json-root-not-object.js'
import fieldMissing from './field-missing.js'
import fieldTypeInvalid from './field-type-invalid.js'
import timestampInvalid from './timestamp-invalid.js'
import statusCompleted from './status-completed.js'
import statusInvalid from './status-invalid.js'
import identityFieldMisplaced from './identity-field-misplaced.js'
import identityFieldDuplicate from './identity-field-duplicate.js'
import artifactBareString from './artifact-bare-string.js'
import artifactTypeUnknown from './artifact-type-unknown.js'
import artifactPathNotRepoRelative from './artifact-path-not-repo-relative.js'
import artifactMissing from './artifact-missing.js'
import sessionIdMismatch from './session-id-mismatch.js'
import startedAtMissing from './started-at-missing.js'
import partialProgressMissing from './partial-progress-missing.js'
import partialProgressUnexpected from './partial-progress-unexpected.js'
import artifactsRequiredOnSuccess from './artifacts-required-on-success.js'
import completionDataMissing from './completion-data-missing.js'
import claudemdSuggestionsMissing from './claudemd-suggestions-missing.js'
import errorsMissing from './errors-missing.js'
import errorsOnSuccess from './errors-on-success.js'
import summaryTooLong from './summary-too-long.js'
import objectiveIdDuplicate from './objective-id-duplicate.js'
import currentObjectiveUnknown from './current-objective-unknown.js'
import objectiveStatusInvalid from './objective-status-invalid.js'
import approachResultInvalid from './approach-result-invalid.js'
import lastUpdatedBeforeStartedAt from './last-updated-before-started-at.js'
import objectiveChanged from './objective-changed.js'
import handoffCountDecreased from './handoff-count-decreased.js'

/** Rules that read the input before any field: the only ones run on malformed JSON. */
export const jsonInputRules: readonly JsonRule[] = [jsonSyntax, jsonTooDeep]

const common: readonly JsonRule[] = [jsonSyntax, jsonTooDeep, jsonDuplicateKey, jsonRootNotObject, fieldMissing, fieldTypeInvalid]

const returns: readonly JsonRule[] = [
  statusInvalid,
  identityFieldMisplaced,
  identityFieldDuplicate,
  artifactBareString,
  artifactTypeUnknown,
  artifactPathNotRepoRelative,
  artifactMissing,
  sessionIdMismatch,
  errorsMissing,
  errorsOnSuccess,
  artifactsRequiredOnSuccess
]

/** Rules of the return-metadata file (`.return-meta.json`). */
export const metaRules: readonly JsonRule[] = [
  ...common,
  timestampInvalid,
  statusCompleted,
  ...returns,
  startedAtMissing,
  partialProgressMissing,
  partialProgressUnexpected,
  completionDataMissing,
  claudemdSuggestionsMissing
]

/** Rules of the console JSON return. */
export const subagentRules: readonly JsonRule[] = [...common, ...returns, summaryTooLong]

/** Rules of phase progress files. */
export const progressRules: readonly JsonRule[] = [
  ...common,
  timestampInvalid,
  objectiveIdDuplicate,
  currentObjectiveUnknown,
  objectiveStatusInvalid,
  approachResultInvalid,
  lastUpdatedBeforeStartedAt,
  objectiveChanged,
  handoffCountDecreased
]

/** Every JSON rule once, in documentation order. */
export const jsonRules: readonly JsonRule[] = [...new Set([...metaRules, ...subagentRules, ...progressRules])]
