import {ruleTester} from '../support/rule-tester.js'

const progress = (status: string) => `{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "${status}"}\n  ]\n}\n`

ruleTester('objective-status-invalid', {
  valid: [{code: progress('done')}, {code: progress('not_started')}, {code: progress('in_progress')}],
  invalid: [
    // Rewriting a value is asked for (`rewriteStatus`); otherwise the status is only reported.
    {code: progress('completed'), errors: [{messageId: 'unknown', line: 3, column: 60, message: 'Unexpected objective status `completed`, expected `done`'}], output: null},
    {code: progress('pending'), options: {rewriteStatus: true}, errors: [{messageId: 'unknown', line: 3, column: 60, message: 'Unexpected objective status `pending`, expected `not_started`'}], output: progress('not_started')},
    {code: progress('completed'), options: {rewriteStatus: true}, errors: [{messageId: 'unknown', line: 3, column: 60, messageIncludes: 'expected `done`'}], output: progress('done')}
  ]
})
