import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('json-syntax', {
  valid: [{code: '{\n  "status": "researched",\n  "artifacts": []\n}\n'}, {code: metaWith()}],
  invalid: [
    {
      code: '{\n  "status": "researched",\n  "artifacts": [],\n}\n',
      // The brace after the comma is where a property was expected.
      errors: [{messageId: 'trailingCommaProperty', line: 4, column: 1, messageIncludes: ['after a trailing comma', 'JSON has no trailing commas']}]
    },
    {code: '{\n  "status": "researched"\n  "artifacts": []\n}\n', name: 'a missing comma', errors: [{messageId: 'comma', line: 3, column: 3, messageIncludes: 'expected `,` between members'}]},
    {code: '', name: 'nothing at all', errors: [{messageId: 'emptyInput', line: 1, column: 1, message: 'Unexpected empty input, expected a JSON object'}]},
    {code: '{\n  // a note\n  "status": "researched"\n}\n', name: 'a comment', errors: [{messageId: 'comment', line: 2, column: 3, message: 'Unexpected comment, expected JSON without comments'}]}
  ]
})
