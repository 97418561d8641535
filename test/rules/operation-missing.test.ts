import {migrateSubagentReturn, parseReturn, toReturnMeta} from '../../src/index.js'
import type {RuleRun} from '../support/rule-tester.js'
import {returnWith, ruleTester} from '../support/rule-tester.js'

/** A console return, as the object it holds, migrated to return-metadata (no text, so no positions: 1:1), with `options.operation` when given. */
const run: RuleRun = (code, options) => ({
  diagnostics: (options['markdown'] === true
    ? toReturnMeta(parseReturn(code).report!, options['operation'] ? {operation: options['operation'] as 'plan'} : {})
    : migrateSubagentReturn(JSON.parse(code), options['operation'] ? {operation: options['operation'] as 'plan'} : {})
  ).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'operation-missing')
})
const subagent = (status: string) => `{\n  "status": "${status}",\n  "summary": "Planned the work.",\n  "artifacts": []\n}\n`

ruleTester('operation-missing', {
  run,
  examplesElsewhere: 'the documented examples are calls of migrateSubagentReturn, as these cases are',
  valid: [
    {code: subagent('completed'), options: {operation: 'plan'}},
    {code: subagent('partial'), name: 'a status that needs no operation'}
  ],
  invalid: [
    {code: returnWith(), options: {markdown: true}, name: 'a markdown return converted without an operation', errors: [{messageId: 'successWithout', line: 1, column: 1, data: {given: 'missing operation'}}]},
    {code: subagent('completed'), errors: [{messageId: 'statusWithout', line: 1, column: 1, message: 'Unexpected `completed` without an operation, expected `--operation research|plan|implement` to name the success status'}]},
    {code: '{"status": "completed", "summary": "Done.", "artifacts": []}\n', errors: [{messageId: 'statusWithout', line: 1, column: 1, messageIncludes: '`completed` without an operation'}]}
  ]
})
