/** What sets the console return apart among the JSON kinds, as data the JSON rules and `--fix` ask: its schema, status words, artifact types, and its rules. */
import type {JsonKindTraits} from '../../json/kinds.js'
import {nearestSubagentStatus, suggestSubagentStatus} from '../../json/status.js'
import {subagentArtifactTypes, subagentStatuses, SubagentReturnSchema} from '../../schema/subagent.js'

export {subagentRules as rules} from '../../rules/json/index.js'

export const traits: JsonKindTraits = {
  schema: SubagentReturnSchema,
  status: {
    vocabulary: subagentStatuses,
    reportedElsewhere: [],
    nearest: (word, _operation, options) => nearestSubagentStatus(word, options.statuses),
    suggest: suggestSubagentStatus,
    fixable: (_synonym, options) => options.rewriteStatus === true || options.operation !== undefined
  },
  artifactTypes: subagentArtifactTypes,
  identity: true,
  comparesPrevious: false,
  rewritable: (_value, options) => (options.operation !== undefined || options.rewriteStatus === true ? ['/status'] : [])
}
