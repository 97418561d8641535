import {ruleTester} from '../support/rule-tester.js'

ruleTester('retry-hint-missing', {
  valid: [
    {code: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\nretry_hint: Retry with a smaller batch.\n'},
    {code: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: no\n', name: 'no retry, no hint'}
  ],
  invalid: [
    {code: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\n', errors: [{messageId: 'missing', line: 4, column: 20, message: 'Missing `retry_hint` for `retry_recommended: yes`'}]},
    {code: '## Status\nstate: ERROR\nretry_recommended: yes\nsummary: Timed out.\n', errors: [{messageId: 'missing', line: 3, column: 20, message: 'Missing `retry_hint` for `retry_recommended: yes`'}]}
  ]
})
