import {todosRule} from './context.js'

export default todosRule({
  id: 'todo-not-single-action',
  severity: 'warning',
  fixable: false,
  description: 'A todo is empty, holds a second checkbox, or continues on the lines below it.',
  rationale: 'The contract asks for one atomic action per line, so each line can be checked off on its own and the list reads as the execution order. An empty item is no action; a second `[ ]` on the line or an indented continuation is two actions (or a wrapped one) under one status.',
  wrong: '- [ ] Draft the contract - [ ] write the summary\n- [ ] Run the tests\n  and fix what fails\n',
  right: '- [ ] Draft the contract\n- [ ] Write the summary\n- [ ] Run the tests\n- [ ] Fix what fails\n',
  messages: {
    empty: 'Unexpected empty todo, expected one action after the checkbox',
    secondBox: 'Unexpected second checkbox on a todo line, expected one action per line',
    continuation: 'Unexpected continuation of a todo on the next line, expected one action per line'
  },
  check({todos, report}) {
    for (const item of todos.items) {
      if (item.action === '') report({messageId: 'empty', place: item.place})
      else if (item.secondBox) report({messageId: 'secondBox', place: item.secondBox})
      else if (item.continuation) report({messageId: 'continuation', place: item.continuation})
    }
  }
})
