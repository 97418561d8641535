import {ruleTester} from '../support/rule-tester.js'

const message = 'Unexpected line outside the checklist, expected `- [ ] action`'

ruleTester('todo-line-invalid', {
  valid: [{code: '- [ ] Read evidence docs\n'}, {code: '- [x] Read evidence docs\n\n- [ ] Draft the contract\n', name: 'blank lines between items'}],
  invalid: [
    {code: 'Steps:\n- [ ] Read evidence docs\n', errors: [{messageId: 'stray', line: 1, column: 1, message}]},
    {code: '- [ ] Read evidence docs\n- Draft the contract\n', name: 'a bullet without a checkbox', errors: [{messageId: 'stray', line: 2, column: 1, message}]}
  ]
})
