import {handoffRule} from './context.js'

export default handoffRule({
  id: 'handoff-packet-missing',
  severity: 'error',
  fixable: false,
  description: 'A handoff message has no fenced JSON block holding the packet.',
  rationale: 'The contract puts the packet, a fenced JSON object, first in `new_task.message`: it is the only structured channel the parent controls. Without it the child gets prose, and nothing can check its return against what was asked.',
  wrong: 'Please draft the contracts and a summary.\n',
  right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": ["Contracts drafted"],\n  "risks": []\n}\n```\n',
  messages: {noPacket: 'Unexpected handoff message without a fenced JSON block, expected the packet as its first block'},
  check({packet, report}) {
    if (packet.found !== 'none') return
    report({messageId: 'noPacket', place: {line: 1, column: 1, endLine: 1, endColumn: 1}})
  }
})
