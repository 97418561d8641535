import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('unparsed-line', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done.\n'}, {code: returnWith()}],
  invalid: [
    {code: '## Status\nstate: SUCCESS\nsummary Done.\n', errors: [{messageId: 'line', line: 3, column: 1, message: 'Unexpected line in Status, expected `key: value`'}]},
    {
      code: returnWith({evidence: '## Evidence\nThe tests pass.\n'}),
      name: 'prose where bullets are expected',
      errors: [{messageId: 'text', line: 9, column: 1, message: 'Unexpected text in Evidence, expected `- ` bullets'}]
    },
    {
      code: '## Status\nstate: SUCCESS\nsummary: Done.\n- a stray bullet\n',
      name: 'a bullet among keys',
      errors: [{messageId: 'bullet', line: 4, column: 1, message: 'Unexpected bullet in Status outside a list key, expected `key: value`'}]
    }
  ]
})
