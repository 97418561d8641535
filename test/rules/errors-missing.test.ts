import {metaWith, ruleTester} from '../support/rule-tester.js'

const error = {type: 'execution', message: 'Mathlib lemma missing', recoverable: true, recommendation: 'Add the lemma, then rerun /implement 259'}

ruleTester('errors-missing', {
  valid: [
    {code: '{\n  "status": "blocked",\n  "artifacts": [],\n  "errors": [\n    {"type": "execution", "message": "Mathlib lemma missing", "recoverable": true, "recommendation": "Add the lemma, then rerun /implement 259"}\n  ]\n}\n'},
    {code: metaWith(), name: 'a success needs none'},
    {code: metaWith({status: 'failed', errors: [error]}), name: 'a failure with its error'}
  ],
  invalid: [
    {code: '{\n  "status": "blocked",\n  "artifacts": []\n}\n', errors: [{messageId: 'missing', line: 2, column: 13, messageIncludes: ['Missing field `errors` with status `blocked`', 'expected at least one error']}]},
    {code: metaWith({status: 'failed', errors: []}), name: 'an empty list', errors: [{messageId: 'empty', line: 10, column: 13, messageIncludes: ['Unexpected empty `errors` with status `failed`']}]}
  ]
})
