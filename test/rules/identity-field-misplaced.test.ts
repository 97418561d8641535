import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('identity-field-misplaced', {
  valid: [
    {code: '{\n  "status": "implemented",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "general-implementation-agent"\n  }\n}\n'},
    {code: metaWith()}
  ],
  invalid: [
    {
      code: '{\n  "status": "implemented",\n  "session_id": "sess_1736700000_abc123",\n  "agent_type": "general-implementation-agent"\n}\n',
      errors: [
        {messageId: 'misplaced', line: 3, column: 3, message: 'Unexpected `session_id` at the top level, expected it in `metadata`'},
        {messageId: 'misplaced', line: 4, column: 3, message: 'Unexpected `agent_type` at the top level, expected it in `metadata`'}
      ],
      output: '{\n  "status": "implemented",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "general-implementation-agent"\n  }\n}\n'
    },
    {
      code: '{\n  "status": "researched",\n  "artifacts": [],\n  "delegation_depth": 1\n}\n',
      errors: [{messageId: 'misplaced', line: 4, column: 3, message: 'Unexpected `delegation_depth` at the top level, expected it in `metadata`'}],
      output: '{\n  "status": "researched",\n  "artifacts": [],\n  "metadata": {\n    "delegation_depth": 1\n  }\n}\n'
    }
  ]
})
