import {ruleTester} from '../support/rule-tester.js'

const previous = '{"objectives": [{"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "in_progress"}]}'

ruleTester('objective-changed', {
  valid: [
    {code: '{\n  "objectives": [\n    {"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "done", "note": "Backward case via P-consistency"}\n  ]\n}\n', options: {previous}},
    {code: '{\n  "objectives": [\n    {"id": 2, "description": "Skip insert_P", "status": "done"}\n  ]\n}\n', name: 'no previous version'}
  ],
  invalid: [
    {
      code: '{\n  "objectives": [\n    {"id": 2, "description": "Skip insert_P", "status": "done"}\n  ]\n}\n',
      options: {previous},
      errors: [{messageId: 'descriptionChanged', line: 3, column: 30, message: 'Unexpected change of the description of objective 2, expected "Prove insert_P preserves GHCoherent" as before'}]
    },
    {
      code: '{\n  "objectives": [\n    {"id": 3, "description": "Another", "status": "done"}\n  ]\n}\n',
      options: {previous},
      name: 'an objective dropped',
      errors: [{messageId: 'removed', line: 2, column: 17, message: 'Unexpected removal of objective 2, expected every objective of the previous version to stay'}]
    }
  ]
})
