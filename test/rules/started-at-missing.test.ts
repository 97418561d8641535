import {metaWith, ruleTester} from '../support/rule-tester.js'

const message = 'Missing field `started_at` with status `in_progress`, expected the ISO 8601 time the agent started'

ruleTester('started-at-missing', {
  valid: [{code: '{\n  "status": "in_progress",\n  "started_at": "2026-01-28T10:30:00Z",\n  "artifacts": []\n}\n'}, {code: metaWith(), name: 'a finished return'}],
  invalid: [
    {code: '{\n  "status": "in_progress",\n  "artifacts": []\n}\n', errors: [{messageId: 'missing', line: 2, column: 13, message}]},
    {code: metaWith({status: 'in_progress', partial_progress: {stage: 'a', details: 'b'}}), errors: [{messageId: 'missing', line: 2, column: 13, message}]}
  ]
})
