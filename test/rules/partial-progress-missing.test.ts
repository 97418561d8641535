import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('partial-progress-missing', {
  valid: [
    {code: '{\n  "status": "partial",\n  "artifacts": [],\n  "partial_progress": {\n    "stage": "phase_2_completed",\n    "details": "Phases 1-2 done; phase 3 timed out."\n  }\n}\n'},
    {code: metaWith()}
  ],
  invalid: [
    {code: '{\n  "status": "partial",\n  "artifacts": []\n}\n', errors: [{messageId: 'missing', line: 2, column: 13, messageIncludes: ['Missing field `partial_progress` with status `partial`', '`stage` and `details`']}]},
    {code: metaWith({status: 'in_progress', started_at: '2026-01-28T10:30:00Z'}), errors: [{messageId: 'missing', line: 2, column: 13, messageIncludes: 'with status `in_progress`'}]}
  ]
})
