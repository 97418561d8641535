import {metaWith, ruleTester} from '../support/rule-tester.js'

const on = {rules: {'artifacts-required-on-success': 'error'}} as const

ruleTester('artifacts-required-on-success', {
  valid: [
    {code: '{\n  "status": "researched",\n  "artifacts": [\n    {"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings and proof strategy"}\n  ]\n}\n', options: on},
    {code: '{\n  "status": "researched",\n  "artifacts": []\n}\n', name: 'off unless asked for'},
    {code: metaWith({status: 'partial', artifacts: []}), options: on, name: 'not a success'}
  ],
  invalid: [
    {code: '{\n  "status": "researched",\n  "artifacts": []\n}\n', options: on, errors: [{messageId: 'empty', line: 3, column: 16, message: 'Unexpected empty `artifacts` with status `researched`, expected at least one artifact'}]},
    {code: '{\n  "status": "implemented"\n}\n', options: on, errors: [{messageId: 'missing', line: 2, column: 13, message: 'Unexpected missing `artifacts` with status `implemented`, expected at least one artifact'}]}
  ]
})
