import {handoffWith, ruleTester} from '../support/rule-tester.js'

ruleTester('handoff-deliverable-duplicate', {
  valid: [
    {code: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [\n    {"path": "docs/guide.md", "description": "The guide, with examples", "must_create": true}\n  ]\n}\n```\n'},
    {code: handoffWith({deliverables: [{path: 'docs/a.md', description: 'A', must_create: true}, {path: 'docs/b.md', description: 'B', must_create: true}]})}
  ],
  invalid: [
    {
      code: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [\n    {"path": "docs/guide.md", "description": "The guide", "must_create": true},\n    {"path": "docs/guide.md", "description": "Examples", "must_create": false}\n  ]\n}\n```\n',
      errors: [{messageId: 'duplicate', line: 10, column: 14, message: 'Unexpected second deliverable `docs/guide.md`, expected each path once'}]
    },
    {
      code: handoffWith({deliverables: [{path: 'docs/a.md', description: 'A', must_create: true}, {path: './docs/a.md', description: 'B', must_create: true}]}),
      name: 'the same path spelt with `./`',
      errors: [{messageId: 'duplicate', line: 8, column: 86, messageIncludes: 'Unexpected second deliverable'}]
    }
  ]
})
