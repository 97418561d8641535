import {lintText, parseReturn, toReturnMeta} from '../../src/index.js'
import {identity, metaWith, returnWith, ruleTester, type RuleRun} from '../support/rule-tester.js'

/** A return-metadata file linted, or with `report`, a markdown return converted for an implementation (`toReturnMeta`). */
const run: RuleRun = (code, options) => ({
  diagnostics: (options['report'] === true
    ? toReturnMeta(parseReturn(code).report!, {operation: 'implement', language: String(options['language']), ...identity})
    : lintText(code, {kind: 'meta', ...options})
  ).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'claudemd-suggestions-missing')
})

const message = 'Missing field `claudemd_suggestions` in `completion_data` of a meta task, expected the `.claude/` changes made or `none`'

ruleTester('claudemd-suggestions-missing', {
  run,
  valid: [
    {code: '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md.",\n    "claudemd_suggestions": "Added new-agent to the Skill-to-Agent Mapping table"\n  }\n}\n', options: {language: 'meta'}},
    {code: '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md."\n  }\n}\n', name: 'not a meta task'}
  ],
  invalid: [
    {code: returnWith(), options: {report: true, language: 'meta'}, name: 'a markdown return of a meta task converted', errors: [{messageId: 'missingStatusKey', line: 1, column: 1}]},
    {code: '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md."\n  }\n}\n', options: {language: 'meta'}, errors: [{messageId: 'missing', line: 3, column: 22, message}]},
    {code: metaWith({status: 'implemented', completion_data: {completion_summary: 'x'}}), options: {language: 'meta'}, errors: [{messageId: 'missing', line: 10, column: 22, message}]}
  ]
})
