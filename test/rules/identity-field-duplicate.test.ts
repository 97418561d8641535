import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('identity-field-duplicate', {
  valid: [{code: '{\n  "status": "implemented",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123"\n  }\n}\n'}, {code: metaWith()}],
  invalid: [
    {
      code: '{\n  "status": "implemented",\n  "session_id": "sess_1736700000_abc123",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123"\n  }\n}\n',
      errors: [{messageId: 'duplicate', line: 3, column: 3, message: 'Unexpected `session_id` at the top level, expected it only in `metadata` (which holds the same value)'}],
      output: '{\n  "status": "implemented",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123"\n  }\n}\n'
    },
    {
      code: '{\n  "status": "researched",\n  "agent_type": "planner-agent",\n  "artifacts": [],\n  "metadata": {"agent_type": "planner-agent"}\n}\n',
      errors: [{messageId: 'duplicate', line: 3, column: 3, messageIncludes: '`agent_type` at the top level'}],
      output: '{\n  "status": "researched",\n  "artifacts": [],\n  "metadata": {"agent_type": "planner-agent"}\n}\n'
    }
  ]
})
