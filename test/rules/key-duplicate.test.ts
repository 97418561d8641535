import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('key-duplicate', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done.\n'}, {code: returnWith()}],
  invalid: [
    {code: '## Status\nstate: SUCCESS\nstate: ERROR\nsummary: Done.\n', errors: [{messageId: 'duplicate', line: 3, column: 1, message: 'Unexpected second `state` key; only the first is read'}]},
    {
      code: returnWith({status: '## Status\nstate: SUCCESS\nsummary: Done.\nsummary: Again.\n'}),
      errors: [{messageId: 'duplicate', line: 4, column: 1, message: 'Unexpected second `summary` key; only the first is read'}]
    }
  ]
})
