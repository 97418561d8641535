import {metaWith, ruleTester} from '../support/rule-tester.js'

const expected = 'expected a path relative to the project root'

ruleTester('artifact-path-not-repo-relative', {
  valid: [
    {code: '{\n  "artifacts": [{"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "Plan"}]\n}\n'},
    {code: metaWith({artifacts: [{type: 'summary', path: 'specs/12_x/summaries/s.md', summary: 'x'}]})}
  ],
  invalid: [
    {
      code: '{\n  "artifacts": [{"type": "plan", "path": "/home/agent/repo/specs/12_x/plans/implementation-001.md", "summary": "Plan"}]\n}\n',
      errors: [{messageId: 'notRepoRelative', line: 2, column: 42, messageIncludes: ['`/home/agent/repo/specs/12_x/plans/implementation-001.md`', expected]}]
    },
    {code: metaWith({artifacts: [{type: 'report', path: '../other/report.md', summary: 'x'}]}), errors: [{messageId: 'notRepoRelative', line: 6, column: 15, messageIncludes: ['`../other/report.md`', expected]}]}
  ]
})
