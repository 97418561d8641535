import {todoStatuses} from '../../markdown/todos.js'
import {todosRule} from './context.js'

/** The canonical status a common variant stands for. */
const nearestStatus: Record<string, string> = {X: 'x', '': ' ', '~': '-', '/': '-', '>': '-', '.': '-', '✓': 'x', '✔': 'x'}

export default todosRule({
  id: 'todo-status-invalid',
  severity: 'error',
  fixable: true,
  description: 'A todo’s checkbox holds something other than the canonical ` `, `-` or `x`.',
  rationale: 'The handoff contract gives three statuses: `- [ ]` pending, `- [-]` in progress, `- [x]` done. The child’s reminders table reads exactly these; `[X]`, `[~]` or `[]` is read as something else or not at all. The fix writes the canonical status a common variant stands for (`X` → `x`, `~` and `/` → `-`, empty → space).',
  wrong: '- [X] Read evidence docs\n- [~] Draft contract: handoff_packet.md\n',
  right: '- [x] Read evidence docs\n- [-] Draft contract: handoff_packet.md\n',
  messages: {invalid: 'Unexpected status `[{{written}}]`, expected `[ ]` (pending), `[-]` (in progress) or `[x]` (done)'},
  check({todos, report}) {
    for (const item of todos.items) {
      if (item.status !== undefined) continue
      const canonical = nearestStatus[item.written.trim() === '' ? '' : item.written.trim()]
      report({
        messageId: 'invalid',
        data: {written: item.written},
        place: item.boxPlace,
        expected: Object.keys(todoStatuses).map((status) => `[${status}]`),
        ...(canonical === undefined ? {} : {fix: {range: item.boxRange, text: canonical}})
      })
    }
  }
})
