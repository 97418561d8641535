import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('key-style', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done.\n'}, {code: returnWith()}],
  invalid: [
    {
      code: '## Status\n- **State**: SUCCESS\n- summary: Done.\n',
      errors: [
        {messageId: 'style', line: 2, column: 1, messageIncludes: ['`- **State**:`', 'expected `state:`']},
        {messageId: 'style', line: 3, column: 1, messageIncludes: ['`- summary:`', 'expected `summary:`']}
      ],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\n'
    },
    {
      code: '## Status\nstate: SUCCESS\nSummary: Done.\n',
      name: 'a capital letter',
      errors: [{messageId: 'style', line: 3, column: 1, messageIncludes: ['`Summary:`', 'expected `summary:`']}],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\n'
    }
  ]
})
