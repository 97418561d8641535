import {ruleTester} from '../support/rule-tester.js'

ruleTester('retry-recommended-invalid', {
  valid: [
    {code: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\nretry_hint: Retry with a smaller batch.\n'},
    {code: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: no\n'},
    {code: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: True\n', name: 'a boolean spelling is a style matter (value-style), not an invalid value'}
  ],
  invalid: [
    {code: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: maybe\n', errors: [{messageId: 'invalid', line: 4, column: 20, message: 'Unexpected `retry_recommended: maybe`, expected `yes` or `no`'}]},
    {code: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: perhaps later\n', errors: [{messageId: 'invalid', line: 4, column: 20, message: 'Unexpected `retry_recommended: perhaps later`, expected `yes` or `no`'}]}
  ]
})
