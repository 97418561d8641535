import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('json-syntax', {
  valid: [{code: '{\n  "status": "researched",\n  "artifacts": []\n}\n'}, {code: metaWith()}],
  invalid: [
    {code: '{\n  1: "researched"\n}\n', name: 'a number for a name', errors: [{messageId: 'propertyName', line: 2, column: 3, data: {found: '`1`'}}]},
    {code: '{\n  "artifacts": [1,]\n}\n', name: 'a trailing comma in a list', errors: [{messageId: 'trailingCommaValue', line: 2, column: 19, data: {found: '`]`'}}]},
    {code: '{\n  "status": \n}\n', name: 'a value left out', errors: [{messageId: 'value', line: 3, column: 1, data: {found: '`}`'}}]},
    {code: '{\n  "status" "researched"\n}\n', name: 'no colon', errors: [{messageId: 'colon', line: 2, column: 12, data: {found: '`"researched"`'}}]},
    {code: '{\n  "status": "researched"\n', name: 'an object left open', errors: [{messageId: 'closeBrace', line: 3, column: 1, data: {found: 'end of input'}}]},
    {code: '{"artifacts": [1, 2', name: 'a list left open', errors: [{messageId: 'closeBracket', line: 1, column: 20, data: {found: 'end of input'}}]},
    {code: '{}\n{}\n', name: 'two values', errors: [{messageId: 'endOfInput', line: 2, column: 1, data: {found: '`{`'}}]},
    {code: '{\n  "status": "researched\n}\n', name: 'a string left open', errors: [{messageId: 'endOfString', line: 2, column: 24, data: {found: '`"researched`'}}]},
    {code: '{\n  "depth": 1.\n}\n', name: 'a number cut short', errors: [{messageId: 'number', line: 2, column: 12, data: {found: '`1.`'}}]},
    {code: '{\n  "status": "\\u12"\n}\n', name: 'a short unicode escape', errors: [{messageId: 'unicodeEscape', line: 2, column: 13, data: {found: '`"\\u12"`'}}]},
    {code: '{\n  "status": "\\q"\n}\n', name: 'an unknown escape', errors: [{messageId: 'escape', line: 2, column: 13, data: {found: '`"\\q"`'}}]},
    {code: '{\n  "status": "a\tb"\n}\n', name: 'a raw tab in a string', errors: [{messageId: 'controlCharacter', line: 2, column: 13, data: {found: '`"a\tb"`'}}]},
    {code: '{\n  "status": @\n}\n', name: 'a character JSON does not know', errors: [{messageId: 'other', line: 2, column: 13, data: {found: '`@`'}}]},
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
