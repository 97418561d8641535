import {handoffWith, ruleTester} from '../support/rule-tester.js'

const expected = 'expected a path relative to the repository root'

ruleTester('handoff-path-not-repo-relative', {
  valid: [
    {code: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]\n}\n```\n'},
    {code: handoffWith({deliverables: [{path: 'src/a.ts', description: 'A', must_create: false}]})}
  ],
  invalid: [
    {
      code: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [{"path": "/home/me/repo/docs/guide.md", "description": "The guide", "must_create": true}]\n}\n```\n',
      errors: [{messageId: 'notRepoRelative', line: 8, column: 29, messageIncludes: ['`/home/me/repo/docs/guide.md`', expected]}]
    },
    {code: handoffWith({deliverables: [{path: '../elsewhere/a.md', description: 'A', must_create: true}]}), errors: [{messageId: 'notRepoRelative', line: 8, column: 28, messageIncludes: ['path leaving the repository `../elsewhere/a.md`', expected]}]}
  ]
})
