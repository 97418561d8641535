import {ruleTester} from '../support/rule-tester.js'

ruleTester('value-style', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done.\nretry_recommended: yes\n'}, {code: '## Status\nstate: ERROR\nsummary: Failed.\nretry_recommended: no\n'}],
  invalid: [
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
