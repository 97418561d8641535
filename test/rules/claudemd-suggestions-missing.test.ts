import {metaWith, ruleTester} from '../support/rule-tester.js'

const message = 'Missing field `claudemd_suggestions` in `completion_data` of a meta task, expected the `.claude/` changes made or `none`'

ruleTester('claudemd-suggestions-missing', {
  valid: [
    {code: '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md.",\n    "claudemd_suggestions": "Added new-agent to the Skill-to-Agent Mapping table"\n  }\n}\n', options: {language: 'meta'}},
    {code: '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md."\n  }\n}\n', name: 'not a meta task'}
  ],
  invalid: [
    {code: '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md."\n  }\n}\n', options: {language: 'meta'}, errors: [{messageId: 'missing', line: 3, column: 22, message}]},
    {code: metaWith({status: 'implemented', completion_data: {completion_summary: 'x'}}), options: {language: 'meta'}, errors: [{messageId: 'missing', line: 10, column: 22, message}]}
  ]
})
