import {ruleTester} from '../support/rule-tester.js'

ruleTester('value-style', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done.\nretry_recommended: yes\n'}, {code: '## Status\nstate: ERROR\nsummary: Failed.\nretry_recommended: no\n'}],
  invalid: [
    {code: '## Status\nstate: SUCCESS — all tests pass\nsummary: Done.\n', name: 'a remark after the state', errors: [{messageId: 'stateRemark', line: 2, column: 8, data: {value: 'SUCCESS — all tests pass', expected: 'SUCCESS'}}], output: null},
    {code: '## Status\nstate: SUCCESS\nsummary:\n- Added the parser.\n', name: 'a list for a one-line value', errors: [{messageId: 'list', line: 3, column: 1, data: {key: 'summary'}}], output: '## Status\nstate: SUCCESS\nsummary: Added the parser.\n'},
    {code: '## Status\nstate: SUCCESS\nsummary: Added the parser\n  and its tests.\n', name: 'a value wrapped over lines', errors: [{messageId: 'wrapped', line: 3, column: 10, data: {key: 'summary', lines: 2}}], output: '## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n'},
    {code: '## Status\nstate: ERROR\nsummary: Failed.\nerror_code: `E_BUILD`\nretry_recommended: no\n', name: 'markup around a code', errors: [{messageId: 'markup', line: 4, column: 13, data: {wrap: '`', key: 'error_code', expected: 'E_BUILD'}}], output: '## Status\nstate: ERROR\nsummary: Failed.\nerror_code: E_BUILD\nretry_recommended: no\n'},
    {
      code: '## Status\nstate: **success**\nsummary: Done.\nretry_recommended: True\n',
      errors: [
        {messageId: 'spelling', line: 2, column: 8, message: 'Unexpected spelling `**success**`, expected `SUCCESS`'},
        {messageId: 'spelling', line: 4, column: 20, message: 'Unexpected spelling `True`, expected `yes`'}
      ],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\nretry_recommended: yes\n'
    },
    {
      code: '## Status\nstate: COMPLETE\nsummary: Done.\n',
      name: 'a synonym is written as the state it means',
      errors: [{messageId: 'spelling', line: 2, column: 8, message: 'Unexpected spelling `COMPLETE`, expected `SUCCESS`'}],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\n'
    },
    {
      code: '## Status\nstate: ERROR\nsummary: Failed.\nretry_recommended: False\n',
      errors: [{messageId: 'spelling', line: 4, column: 20, message: 'Unexpected spelling `False`, expected `no`'}],
      output: '## Status\nstate: ERROR\nsummary: Failed.\nretry_recommended: no\n'
    }
  ]
})
