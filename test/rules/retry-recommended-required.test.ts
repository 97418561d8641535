import {ruleTester} from '../support/rule-tester.js'

const message = 'Missing `retry_recommended` for `state: ERROR`, expected `retry_recommended: yes` or `no`'

ruleTester('retry-recommended-required', {
  valid: [
    {code: '## Status\nstate: ERROR\nsummary: Input file missing.\nerror_code: E_MISSING_INPUT\nretry_recommended: yes\nretry_hint: Add the input path to the handoff.\n'},
    {code: '## Status\nstate: ERROR\nsummary: Failed.\nretry_recommended: no\n'},
    {code: '## Status\nstate: PARTIAL\nsummary: Half done.\n', name: 'only an error needs it'}
  ],
  invalid: [
    {code: '## Status\nstate: ERROR\nsummary: Input file missing.\nerror_code: E_MISSING_INPUT\n', errors: [{messageId: 'missing', line: 2, column: 8, message}]},
    {code: '## Status\nsummary: The build broke.\nstate: FAILED\n', name: 'a synonym of ERROR, at its value', errors: [{messageId: 'missing', line: 3, column: 8, message}]}
  ]
})
