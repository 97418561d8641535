import {migrateSubagentReturn} from '../../src/index.js'
import type {RuleRun} from '../support/rule-tester.js'
import {ruleTester} from '../support/rule-tester.js'

/** A console return, as the object it holds, migrated for a `plan` operation (no text, so no positions: 1:1). */
const run: RuleRun = (code) => ({
  diagnostics: migrateSubagentReturn(JSON.parse(code), {operation: 'plan'}).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'status-not-migrated')
})
const subagent = (status: string) => `{\n  "status": "${status}",\n  "summary": "Created the tasks.",\n  "artifacts": []\n}\n`

ruleTester('status-not-migrated', {
  run,
  examplesElsewhere: 'the documented examples are fragments of console returns; these cases are whole ones',
  valid: [{code: subagent('completed')}, {code: subagent('blocked')}],
  invalid: [
    {code: subagent('tasks_created'), errors: [{messageId: 'notMigrated', line: 1, column: 1, messageIncludes: ['`tasks_created`', 'expected `completed`, `partial`, `failed` or `blocked`; kept as written']}]},
    {code: subagent('done-ish'), errors: [{messageId: 'notMigrated', line: 1, column: 1, messageIncludes: ['`done-ish`', 'kept as written']}]}
  ]
})
