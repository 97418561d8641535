import {ruleTester} from '../support/rule-tester.js'

ruleTester('todo-not-single-action', {
  valid: [{code: '- [ ] Draft the contract\n- [ ] Write the summary\n- [ ] Run the tests\n- [ ] Fix what fails\n'}, {code: '- [x] Quote `[ ]` in a note\n', name: 'brackets in prose are no checkbox'}],
  invalid: [
    {
      code: '- [ ] Draft the contract - [ ] write the summary\n- [ ] Run the tests\n  and fix what fails\n',
      errors: [
        {messageId: 'secondBox', line: 1, column: 26, message: 'Unexpected second checkbox on a todo line, expected one action per line'},
        {messageId: 'continuation', line: 3, column: 1, message: 'Unexpected continuation of a todo on the next line, expected one action per line'}
      ]
    },
    {code: '- [ ] Draft the contract\n- [ ]\n', name: 'an empty todo', errors: [{messageId: 'empty', line: 2, column: 1, message: 'Unexpected empty todo, expected one action after the checkbox'}]}
  ]
})
