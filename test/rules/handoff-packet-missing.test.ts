import {handoffWith, ruleTester} from '../support/rule-tester.js'

const message = 'Unexpected handoff message without a fenced JSON block, expected the packet as its first block'

ruleTester('handoff-packet-missing', {
  valid: [
    {code: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": ["Contracts drafted"],\n  "risks": []\n}\n```\n'},
    {code: handoffWith({}, '\n- [ ] Draft the contract\n'), name: 'a packet, then its checklist'}
  ],
  invalid: [
    {code: 'Please draft the contracts and a summary.\n', errors: [{messageId: 'noPacket', line: 1, column: 1, message}]},
    {code: '- [ ] Draft the contract\n- [ ] Write the summary\n', name: 'a checklist alone', errors: [{messageId: 'noPacket', line: 1, column: 1, message}]}
  ]
})
