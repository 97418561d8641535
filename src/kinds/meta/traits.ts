/** What sets the return-metadata file apart among the JSON kinds, as data the JSON rules and `--fix` ask: its schema, status words, artifact types, and its rules. */
import type {JsonKindTraits} from '../../json/kinds.js'
import {nearestMetaStatus, successStatus, suggestMetaStatus} from '../../json/status.js'
import {artifactTypes, returnMetaStatuses, ReturnMetaSchema} from '../../schema/meta.js'

export {metaRules as rules} from '../../rules/json/index.js'

export const traits: JsonKindTraits = {
  schema: ReturnMetaSchema,
  status: {
    vocabulary: returnMetaStatuses,
    reportedElsewhere: ['completed'],
    nearest: (word, operation, options) => nearestMetaStatus(word, operation, options.statuses),
    suggest: suggestMetaStatus,
    fixable: (synonym, options) => options.operation !== undefined && synonym === successStatus[options.operation]
  },
  artifactTypes,
  identity: true,
  comparesPrevious: false,
  rewritable: (_value, options) => (options.operation === undefined ? [] : ['/status'])
}
