import {allRules} from '../../src/kinds/rules.js'
import {ruleTester} from '../support/rule-tester.js'

const documented = allRules.find((rule) => rule.id === 'summary-too-long')!

const subagent = (summary: string) => JSON.stringify({status: 'completed', summary, artifacts: [], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['a']}}, null, 2) + '\n'
/** One token per word. */
const countTokens = (text: string) => text.split(/\s+/).filter(Boolean).length

ruleTester('summary-too-long', {
  valid: [
    {code: documented.right, name: 'the documented summary of one sentence'},
    {code: subagent('Proved the lemma.'), options: {countTokens}},
    {code: subagent('word '.repeat(99).trim()), options: {countTokens}, name: '99 tokens'}
  ],
  invalid: [
    // The documented summary of some hundred words, its tokens estimated.
    {code: documented.wrong, errors: [{messageId: 'tooLongEstimated', line: 3, column: 14, messageIncludes: ['Unexpected summary of about', 'expected fewer than 100']}]},
    {code: subagent('word '.repeat(100).trim()), options: {countTokens}, errors: [{messageId: 'tooLong', line: 3, column: 14, message: 'Unexpected summary of 100 tokens, expected fewer than 100'}]},
    {code: subagent('one two three four'), options: {countTokens, summaryTokenLimit: 3}, name: 'a limit of its own', errors: [{messageId: 'tooLong', line: 3, column: 14, message: 'Unexpected summary of 4 tokens, expected fewer than 3'}]},
    {code: subagent('word '.repeat(400).trim()), name: 'estimated without a tokenizer', errors: [{messageId: 'tooLongEstimated', line: 3, column: 14, messageIncludes: ['Unexpected summary of about', 'expected fewer than 100']}]}
  ]
})
