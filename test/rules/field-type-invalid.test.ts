import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('field-type-invalid', {
  valid: [
    {code: '{\n  "status": "planned",\n  "artifacts": [],\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "planner-agent",\n    "delegation_depth": 1,\n    "delegation_path": ["orchestrator", "plan", "planner-agent"]\n  }\n}\n'},
    {code: metaWith()}
  ],
  invalid: [
    {
      code: '{\n  "status": "planned",\n  "artifacts": [],\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "planner-agent",\n    "delegation_depth": "1",\n    "delegation_path": "orchestrator > plan > planner-agent"\n  }\n}\n',
      errors: [
        {messageId: 'wrongType', line: 7, column: 25, messageIncludes: ['string `1`', 'in `metadata/delegation_depth`', 'expected a number']},
        {messageId: 'wrongType', line: 8, column: 24, messageIncludes: ['in `metadata/delegation_path`', 'expected']}
      ]
    },
    {code: metaWith({artifacts: {type: 'report'}}), name: 'an object for the list', errors: [{messageId: 'wrongType', line: 3, column: 16, messageIncludes: ['`artifacts`', 'expected']}]}
  ]
})
