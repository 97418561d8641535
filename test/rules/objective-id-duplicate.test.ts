import {ruleTester} from '../support/rule-tester.js'

ruleTester('objective-id-duplicate', {
  valid: [
    {code: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"},\n    {"id": 2, "description": "Prove preservation", "status": "in_progress"}\n  ]\n}\n'},
    {code: '{\n  "objectives": [\n    {"id": 1, "description": "A", "status": "done"},\n    {"id": "1", "description": "B", "status": "done"}\n  ]\n}\n', name: 'a number and a string are different ids'}
  ],
  invalid: [
    {
      code: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"},\n    {"id": 1, "description": "Prove preservation", "status": "in_progress"}\n  ]\n}\n',
      errors: [{messageId: 'duplicate', line: 4, column: 12, message: 'Unexpected duplicate objective id 1, expected ids unique within the phase'}]
    },
    {
      code: '{\n  "objectives": [\n    {"id": "a", "description": "A", "status": "done"},\n    {"id": "b", "description": "B", "status": "done"},\n    {"id": "a", "description": "C", "status": "done"}\n  ]\n}\n',
      errors: [{messageId: 'duplicate', line: 5, column: 12, message: 'Unexpected duplicate objective id "a", expected ids unique within the phase'}]
    }
  ]
})
