import {identity, metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('field-missing', {
  valid: [
    {code: '{\n  "status": "planned",\n  "artifacts": [\n    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "3-phase plan"}\n  ],\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "planner-agent",\n    "delegation_depth": 1,\n    "delegation_path": ["orchestrator", "plan", "planner-agent"]\n  }\n}\n'},
    {code: metaWith()}
  ],
  invalid: [
    {
      code: '{\n  "status": "planned",\n  "artifacts": [\n    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "description": "3-phase plan"}\n  ]\n}\n',
      errors: [
        // `metadata` and its four fields are missing, reported at the object's opening brace …
        {messageId: 'missing', line: 1, column: 1, messageIncludes: '`metadata`'},
        // … and the artifact has `description` where `summary` belongs: reported at the alias.
        {messageId: 'missingFoundAlias', line: 4, column: 72, messageIncludes: ['Missing field `summary`', '(found `description` instead)']}
      ],
      // The alias is renamed; the identity cannot be made up.
      output: '{\n  "status": "planned",\n  "artifacts": [\n    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "3-phase plan"}\n  ]\n}\n'
    },
    {
      code: JSON.stringify({status: 'researched', artifacts: [], metadata: {...identity, agent_type: undefined}}, null, 2) + '\n',
      name: 'one identity field',
      errors: [{messageId: 'missing', line: 4, column: 15, message: 'Missing field `agent_type` in `metadata`'}],
      output: null
    }
  ]
})
