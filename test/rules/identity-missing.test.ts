import {convertText} from '../../src/index.js'
import type {RuleRun} from '../support/rule-tester.js'
import {identity, returnWith, ruleTester} from '../support/rule-tester.js'

/** A markdown return converted to return-metadata with `options.context` as its delegation context. */
const run: RuleRun = (code, options) => ({
  diagnostics: convertText(code, {to: 'meta', from: 'markdown', context: (options['context'] ?? {}) as Record<string, unknown>}).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'identity-missing')
})

ruleTester('identity-missing', {
  run,
  examplesElsewhere: 'the documented examples are calls of toReturnMeta; these cases make the same calls through convertText',
  valid: [
    {code: returnWith(), options: {context: {operation: 'research', session_id: 'sess_1736700000_abc123', agent_type: 'lean-research-agent', delegation_depth: 1, delegation_path: ['orchestrator', 'research', 'lean-research-agent']}}},
    {code: returnWith(), options: {context: {operation: 'plan', ...identity}}}
  ],
  invalid: [
    {
      code: returnWith(),
      options: {context: {operation: 'research'}},
      errors: [{messageId: 'missingMany', line: 1, column: 1, messageIncludes: ['Missing identity fields', '`session_id`', '`agent_type`', '`delegation_depth`', '`delegation_path`', 'from the delegation context']}]
    },
    {code: returnWith(), options: {context: {operation: 'research', ...identity, agent_type: undefined}}, name: 'one field', errors: [{messageId: 'missingOne', line: 1, column: 1, messageIncludes: ['Missing identity field `agent_type`', 'expected it from the delegation context']}]}
  ]
})
