/**
 * Rules the converters report (`toReturnMeta`, `migrateSubagentReturn`,
 * `convertText`). They document diagnostics that no lint run produces, so
 * their examples are calls and inputs to a conversion, not texts to lint.
 */
import fieldNotConvertible from './field-not-convertible.js'
import identityMissing from './identity-missing.js'
import operationMissing from './operation-missing.js'
import reportInvalid from './report-invalid.js'
import type {RuleMeta} from '../../engine/rule.js'
import statusNotMigrated from './status-not-migrated.js'

export const convertRules: readonly RuleMeta[] = [identityMissing, operationMissing, reportInvalid, statusNotMigrated, fieldNotConvertible]
