import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('artifact-type-unknown', {
  valid: [
    {code: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n'},
    {code: metaWith({artifacts: [{type: 'diagram', path: 'docs/a.svg', summary: 'A diagram'}]}), options: {artifactTypes: ['diagram']}, name: 'a type the caller allows'}
  ],
  invalid: [
    {code: '{\n  "artifacts": [{"type": "research", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n', errors: [{messageId: 'unknown', line: 2, column: 26, messageIncludes: ['Unexpected artifact type `research`', 'expected `report`']}]},
    {code: metaWith({artifacts: [{type: 'zzz', path: 'a.md', summary: 'x'}]}), errors: [{messageId: 'unknown', line: 5, column: 15, messageIncludes: ['Unexpected artifact type `zzz`', '`report`', '`plan`']}]}
  ]
})
