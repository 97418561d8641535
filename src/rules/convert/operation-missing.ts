import type {RuleMeta} from '../../engine/rule.js'

/** Reported by the converters (`toReturnMeta`, `migrateSubagentReturn`); it has no check of its own. */
const operationMissing: RuleMeta = {
  id: 'operation-missing',
  severity: 'error',
  fixable: false,
  messages: {
    successWithout: 'Unexpected {{given}} for `state: SUCCESS`, expected `research`, `plan` or `implement` (`--operation`)',
    statusWithout: 'Unexpected `{{status}}` without an operation, expected `--operation research|plan|implement` to name the success status'
  },
  description: 'A success is converted without the operation that names its status.',
  rationale: '`state: SUCCESS`, or `completed` in a console return, becomes `researched`, `planned`, `implemented`, `synced` or `committed` only when the operation is known. The return-metadata file has one success status per operation and forbids `completed`; guessing the operation would write a status the parent does not expect.',
  wrong: 'migrateSubagentReturn({"status": "completed", …}, {})',
  right: 'migrateSubagentReturn({"status": "completed", …}, {operation: "plan"})'
}

export default operationMissing
