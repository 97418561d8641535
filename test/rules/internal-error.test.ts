import {ruleTester} from '../support/rule-tester.js'

const subagent = (summary: string) => JSON.stringify({status: 'completed', summary, artifacts: [], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['a']}}, null, 2) + '\n'
/** A token counter the caller passes that breaks: the rule calling it fails, the run goes on. */
const countTokens = (): number => {
  throw new Error('tokenizer broke')
}

ruleTester('internal-error', {
  examplesElsewhere: 'the documented examples describe a bug; these cases cause one through a caller’s broken function',
  valid: [{code: subagent('Done.'), options: {kind: 'subagent', countTokens: () => 1}}, {code: subagent('Done.'), options: {kind: 'subagent'}}],
  invalid: [
    {code: subagent('Done.'), options: {kind: 'subagent', countTokens}, errors: [{messageId: 'ruleFailed', line: 1, column: 1, message: 'Rule `summary-too-long` failed: tokenizer broke'}]},
    {code: subagent('A longer summary.'), options: {kind: 'subagent', countTokens}, errors: [{messageId: 'ruleFailed', line: 1, column: 1, messageIncludes: 'tokenizer broke'}]}
  ]
})
