import {handoffWith, ruleTester} from '../support/rule-tester.js'

ruleTester('handoff-schema-unknown', {
  valid: [
    {code: '```json\n{\n  "handoff_schema": "composability.handoff_packet.v1",\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": []\n}\n```\n'},
    {code: handoffWith(), name: 'no version named'}
  ],
  invalid: [
    {
      code: '```json\n{\n  "handoff_schema": "handoff.v2",\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": []\n}\n```\n',
      errors: [{messageId: 'unknown', line: 3, column: 21, message: 'Unexpected handoff schema `handoff.v2`, expected `composability.handoff_packet.v1`'}]
    },
    {code: handoffWith({handoff_schema: 'composability.handoff_packet.v2'}), errors: [{messageId: 'unknown', line: 8, column: 21, message: 'Unexpected handoff schema `composability.handoff_packet.v2`, expected `composability.handoff_packet.v1`'}]}
  ]
})
