import {metaWith, ruleTester} from '../support/rule-tester.js'

const message = 'Unexpected string in `artifacts`, expected an object with `type`, `path` and `summary`'

ruleTester('artifact-bare-string', {
  valid: [
    {code: '{\n  "artifacts": [\n    {\n      "type": "report",\n      "path": "specs/259_x/reports/research-001.md",\n      "summary": "Report research-001.md (summary derived from the path)"\n    }\n  ]\n}\n'},
    {code: metaWith()}
  ],
  invalid: [
    {
      code: '{\n  "artifacts": [\n    "specs/259_x/reports/research-001.md"\n  ]\n}\n',
      errors: [{messageId: 'bareString', line: 3, column: 5, message}],
      output: '{\n  "artifacts": [\n    {\n      "type": "report",\n      "path": "specs/259_x/reports/research-001.md",\n      "summary": "Report research-001.md (summary derived from the path)"\n    }\n  ]\n}\n'
    },
    {
      code: '{\n  "artifacts": [\n    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "Plan"},\n    "specs/12_x/plans/implementation-002.md"\n  ]\n}\n',
      name: 'beside an object',
      errors: [{messageId: 'bareString', line: 4, column: 5, message}],
      output:
        '{\n  "artifacts": [\n    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "Plan"},\n    {\n      "type": "plan",\n      "path": "specs/12_x/plans/implementation-002.md",\n      "summary": "Plan implementation-002.md (summary derived from the path)"\n    }\n  ]\n}\n'
    }
  ]
})
