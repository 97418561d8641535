import {handoffWith, ruleTester} from '../support/rule-tester.js'

ruleTester('handoff-field-missing', {
  valid: [
    {code: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [{"path": "docs/a.md", "purpose": "Template", "required": true}],\n  "success_criteria": [],\n  "risks": []\n}\n```\n'},
    {code: handoffWith()}
  ],
  invalid: [
    {
      code: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [{"path": "docs/a.md", "purpose": "Template"}],\n  "success_criteria": [],\n  "risks": []\n}\n```\n',
      // At the brace of the evidence entry that lacks it.
      errors: [{messageId: 'missing', line: 5, column: 16, messageIncludes: 'Missing field `required`'}]
    },
    {
      code: '```json\n{\n  "task_id": "t-1",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": []\n}\n```\n',
      errors: [{messageId: 'missing', line: 2, column: 1, messageIncludes: 'Missing field `objective`'}]
    }
  ]
})
