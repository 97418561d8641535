import {todosRule} from './context.js'

export default todosRule({
  id: 'todo-line-invalid',
  severity: 'warning',
  fixable: false,
  description: 'A line of a `todos` checklist is not a checklist item.',
  rationale: 'Every line of `new_task.todos` becomes a row of the child’s reminders table; a heading or a plain sentence becomes a row without a status. Only checked in a `todos` input, not in the prose of a handoff message.',
  wrong: 'Steps:\n- [ ] Read evidence docs\n',
  right: '- [ ] Read evidence docs\n',
  messages: {stray: 'Unexpected line outside the checklist, expected `- [ ] action`'},
  check({todos, report}) {
    for (const place of todos.strayLines) report({messageId: 'stray', place})
  }
})
