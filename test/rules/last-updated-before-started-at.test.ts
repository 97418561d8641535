import {ruleTester} from '../support/rule-tester.js'

const progress = (started: string, updated: string) => `{\n  "started_at": "${started}",\n  "last_updated": "${updated}"\n}\n`

ruleTester('last-updated-before-started-at', {
  valid: [{code: progress('2026-02-12T10:30:00Z', '2026-02-12T11:45:00Z')}, {code: progress('2026-02-12T10:30:00Z', '2026-02-12T10:30:00Z'), name: 'the same time'}, {code: progress('2026-02-12T10:30:00Z', '2026-02-12T10:00:00-01:00'), name: 'later, in another zone'}],
  invalid: [
    {code: progress('2026-02-12T10:30:00Z', '2026-02-12T09:45:00Z'), errors: [{messageId: 'beforeStart', line: 3, column: 19, messageIncludes: ['Unexpected `last_updated`', 'before `started_at`', 'expected a time at or after the start']}]},
    {code: progress('2026-02-12T10:30:00Z', '2026-02-12T11:00:00+01:00'), name: 'earlier, in another zone', errors: [{messageId: 'beforeStart', line: 3, column: 19, messageIncludes: 'before `started_at`'}]}
  ]
})
