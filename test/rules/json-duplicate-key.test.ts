import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('json-duplicate-key', {
  valid: [{code: '{\n  "status": "partial"\n}\n'}, {code: metaWith(), name: 'the same key in different objects'}],
  invalid: [
    {code: '{\n  "status": "planned",\n  "status": "partial"\n}\n', errors: [{messageId: 'duplicate', line: 3, column: 3, message: 'Unexpected duplicate key `status`, expected each key once per object'}]},
    {
      code: '{\n  "status": "researched",\n  "metadata": {\n    "session_id": "a",\n    "session_id": "b"\n  }\n}\n',
      name: 'in a nested object',
      errors: [{messageId: 'duplicate', line: 5, column: 5, message: 'Unexpected duplicate key `session_id`, expected each key once per object'}]
    }
  ]
})
