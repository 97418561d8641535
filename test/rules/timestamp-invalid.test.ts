import {metaWith, ruleTester} from '../support/rule-tester.js'

const expected = 'expected an ISO 8601 date-time such as `2026-01-28T10:30:00Z`'

ruleTester('timestamp-invalid', {
  valid: [{code: '{\n  "status": "in_progress",\n  "started_at": "2026-01-28T10:30:00Z"\n}\n'}, {code: metaWith({started_at: '2026-01-28T10:30:00+01:00'}), name: 'an offset'}],
  invalid: [
    {code: '{\n  "status": "in_progress",\n  "started_at": "28/01/2026 10:30"\n}\n', errors: [{messageId: 'invalid', line: 3, column: 17, messageIncludes: ['`28/01/2026 10:30`', 'in `started_at`', expected]}]},
    {code: metaWith({started_at: '2026-01-28'}), name: 'a date without a time', errors: [{messageId: 'invalid', line: 10, column: 17, messageIncludes: ['in `started_at`', expected]}]}
  ]
})
