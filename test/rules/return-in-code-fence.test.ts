import {ruleTester, returnWith} from '../support/rule-tester.js'

const open = 'Unexpected code fence around the return, expected the return as plain markdown'
const close = 'Unexpected closing code fence after the return'

ruleTester('return-in-code-fence', {
  valid: [
    {code: 'Here is my result:\n\n## Status\nstate: SUCCESS\nsummary: Done.\n'},
    {code: returnWith({evidence: '## Evidence\n- npm test — 12 passed\n\n```\n12 passed\n```\n'}), name: 'a code block inside a section is the return’s own'}
  ],
  invalid: [
    {
      code: 'Here is my result:\n\n```markdown\n## Status\nstate: SUCCESS\nsummary: Done.\n```\n',
      errors: [
        {messageId: 'fenced', line: 3, column: 1, message: open},
        {messageId: 'closingFence', line: 7, column: 1, message: close}
      ],
      output: 'Here is my result:\n\n## Status\nstate: SUCCESS\nsummary: Done.\n'
    },
    {
      code: '~~~\n## Status\nstate: SUCCESS\nsummary: Done.\n~~~\n',
      name: 'a tilde fence with no language',
      errors: [
        {messageId: 'fenced', line: 1, column: 1, message: open},
        {messageId: 'closingFence', line: 5, column: 1, message: close}
      ],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\n'
    }
  ]
})
