import {metaWith, ruleTester} from '../support/rule-tester.js'

const fatal = {type: 'execution', message: 'Build failed; the report is incomplete', recoverable: false, recommendation: 'Escalate'}

ruleTester('errors-on-success', {
  valid: [
    {code: '{\n  "status": "partial",\n  "artifacts": [],\n  "errors": [\n    {"type": "execution", "message": "Build failed; the report is incomplete", "recoverable": false, "recommendation": "Escalate"}\n  ]\n}\n'},
    {code: metaWith({errors: [{...fatal, recoverable: true}]}), name: 'a recoverable error beside a success'}
  ],
  invalid: [
    {
      code: '{\n  "status": "researched",\n  "artifacts": [],\n  "errors": [\n    {"type": "execution", "message": "Build failed; the report is incomplete", "recoverable": false, "recommendation": "Escalate"}\n  ]\n}\n',
      errors: [{messageId: 'unrecoverable', line: 5, column: 95, messageIncludes: ['(`errors/0`) with status `researched`', 'expected a failure status']}]
    },
    {code: metaWith({errors: [{...fatal, recoverable: true}, fatal]}), errors: [{messageId: 'unrecoverable', line: 20, column: 22, messageIncludes: '(`errors/1`) with status `researched`'}]}
  ]
})
