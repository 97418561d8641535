import {toReturnMeta} from '../../src/index.js'
import type {RuleRun} from '../support/rule-tester.js'
import {identity, ruleTester} from '../support/rule-tester.js'

/** `toReturnMeta` called from JavaScript on the object the code holds, with a full context. */
const run: RuleRun = (code) => ({
  diagnostics: toReturnMeta(JSON.parse(code) as never, {operation: 'research', ...identity}).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'report-invalid')
})
const report = {
  status: {state: 'SUCCESS', summary: 'Done.'},
  deliverables: [],
  evidence: [],
  attestation: {runtime_model_reported: 'm', runtime_mode_reported: 'code', files_created: [], files_modified: []}
}

ruleTester('report-invalid', {
  run,
  examplesElsewhere: 'the documented examples are calls of toReturnMeta; these cases make the same call on objects written as JSON',
  valid: [{code: JSON.stringify(report)}, {code: JSON.stringify({...report, deliverables: [{path: 'src/a.ts', description: 'the parser'}]})}],
  invalid: [
    {code: JSON.stringify({status: 'SUCCESS'}), errors: [{messageId: 'invalid', line: 1, column: 1, messageIncludes: ['Unexpected value at `/status`', 'expected a report of the markdown return']}]},
    {code: JSON.stringify({...report, status: {state: 'DONE', summary: 'x'}}), errors: [{messageId: 'invalid', line: 1, column: 1, messageIncludes: ['Unexpected value at `/status/state`', 'expected a report of the markdown return']}]}
  ]
})
