import {ruleTester} from '../support/rule-tester.js'

const progress = (current: string) => `{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"}\n  ],\n  "current_objective": ${current}\n}\n`

ruleTester('current-objective-unknown', {
  valid: [{code: progress('1')}, {code: '{\n  "objectives": [\n    {"id": 1, "description": "A", "status": "done"},\n    {"id": 2, "description": "B", "status": "not_started"}\n  ],\n  "current_objective": 2\n}\n'}],
  invalid: [
    {code: progress('4'), errors: [{messageId: 'unknown', line: 5, column: 24, message: 'Unexpected current objective 4, expected the id of an objective (1)'}]},
    {code: '{\n  "objectives": [],\n  "current_objective": 1\n}\n', name: 'no objective at all', errors: [{messageId: 'unknown', line: 3, column: 24, message: 'Unexpected current objective 1, expected the id of an objective'}]}
  ]
})
