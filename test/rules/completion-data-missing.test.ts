import {metaWith, ruleTester} from '../support/rule-tester.js'

const message = 'Missing field `completion_data` with status `implemented`, expected a `completion_summary` of what was accomplished'

ruleTester('completion-data-missing', {
  valid: [
    {code: '{\n  "status": "implemented",\n  "artifacts": [],\n  "completion_data": {\n    "completion_summary": "Proved the completeness theorem with 4 supporting lemmas."\n  }\n}\n'},
    {code: metaWith(), name: 'research needs none'}
  ],
  invalid: [
    {code: '{\n  "status": "implemented",\n  "artifacts": []\n}\n', errors: [{messageId: 'missing', line: 2, column: 13, message}]},
    {code: metaWith({status: 'implemented'}), errors: [{messageId: 'missing', line: 2, column: 13, message}]}
  ]
})
