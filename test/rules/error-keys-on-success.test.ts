import {ruleTester} from '../support/rule-tester.js'

ruleTester('error-keys-on-success', {
  valid: [
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\n'},
    {code: '## Status\nstate: ERROR\nsummary: Failed.\nerror_code: E_TOOL_FAILURE\nretry_recommended: no\n', name: 'the keys belong to an error'}
  ],
  invalid: [
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\nerror_code: E_TOOL_FAILURE\n', errors: [{messageId: 'onSuccess', line: 4, column: 13, message: 'Unexpected `error_code` on `state: SUCCESS`'}]},
    {
      code: '## Status\nstate: SUCCESS\nsummary: Done.\nretry_recommended: no\nretry_hint: None needed.\n',
      errors: [
        // At the value, where the pointer `/status/<key>` points.
        {messageId: 'onSuccess', line: 4, column: 20, message: 'Unexpected `retry_recommended` on `state: SUCCESS`'},
        {messageId: 'onSuccess', line: 5, column: 13, message: 'Unexpected `retry_hint` on `state: SUCCESS`'}
      ]
    }
  ]
})
