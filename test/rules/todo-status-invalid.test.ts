import {handoffWith, ruleTester} from '../support/rule-tester.js'

const expected = 'expected `[ ]` (pending), `[-]` (in progress) or `[x]` (done)'

ruleTester('todo-status-invalid', {
  valid: [{code: '- [x] Read evidence docs\n- [-] Draft contract: handoff_packet.md\n'}, {code: '- [ ] Draft the contract\n', options: {kind: 'todos'}}],
  invalid: [
    {
      code: '- [X] Read evidence docs\n- [~] Draft contract: handoff_packet.md\n',
      errors: [
        {messageId: 'invalid', line: 1, column: 3, message: `Unexpected status \`[X]\`, ${expected}`},
        {messageId: 'invalid', line: 2, column: 3, message: `Unexpected status \`[~]\`, ${expected}`}
      ],
      output: '- [x] Read evidence docs\n- [-] Draft contract: handoff_packet.md\n'
    },
    {
      code: handoffWith({}, '\n- [v] Draft the contract\n'),
      options: {kind: 'handoff'},
      name: 'in the checklist of a handoff message, a mark that is no status (no fix guesses one)',
      errors: [{messageId: 'invalid', line: 11, column: 3, message: `Unexpected status \`[v]\`, ${expected}`}],
      output: null
    }
  ]
})
