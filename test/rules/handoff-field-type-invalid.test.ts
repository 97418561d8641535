import {handoffWith, ruleTester} from '../support/rule-tester.js'

ruleTester('handoff-field-type-invalid', {
  valid: [
    {code: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": ["Contracts drafted"],\n  "risks": []\n}\n```\n'},
    {code: handoffWith({deliverables: [{path: 'docs/a.md', description: 'A', must_create: true}]})}
  ],
  invalid: [
    {
      code: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": "Contracts drafted",\n  "risks": []\n}\n```\n',
      errors: [{messageId: 'wrongType', line: 6, column: 23, messageIncludes: ['string `Contracts drafted`', 'for `success_criteria`', 'expected']}]
    },
    {code: handoffWith({deliverables: [{path: 'docs/a.md', description: 'A', must_create: 'yes'}]}), errors: [{messageId: 'wrongType', line: 8, column: 72, messageIncludes: ['string `yes`', 'for `deliverables/0/must_create`', 'expected a boolean']}]}
  ]
})
