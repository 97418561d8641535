import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('status-completed', {
  valid: [
    {code: '{\n  "status": "researched",\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n'},
    {code: metaWith({status: 'implemented', completion_data: {completion_summary: 'Done.'}})},
    {code: '{"status": "completed", "summary": "Done.", "artifacts": []}\n', options: {kind: 'subagent'}, name: 'the console return has `completed`'}
  ],
  invalid: [
    {code: '{\n  "status": "completed",\n  "artifacts": []\n}\n', name: 'no operation to tell', errors: [{messageId: 'completed', line: 2, column: 13, data: {status: 'completed'}}], output: null},
    {
      code: '{\n  "status": "completed",\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
      // The report artifact tells of research; without the operation given, nothing is rewritten.
      errors: [{messageId: 'completedOf', line: 2, column: 13, messageIncludes: ['Unexpected status `completed`', 'expected `researched`']}],
      output: null
    },
    {
      code: metaWith({status: 'completed'}),
      options: {operation: 'implement'},
      name: 'the operation given: rewritten to its success status',
      errors: [{messageId: 'completedOf', line: 2, column: 13, messageIncludes: ['Unexpected status `completed`', 'expected `implemented`']}],
      output: metaWith({status: 'implemented'})
    }
  ]
})
