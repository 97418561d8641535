import {lintText, parseReturn} from '../../src/index.js'
import type {RuleRun} from '../support/rule-tester.js'
import {returnWith, ruleTester} from '../support/rule-tester.js'

/** The code is the JSON of the value handed to the library from JavaScript, where nothing checks its type. */
const run: RuleRun = (code, options) => {
  const value = JSON.parse(code) as unknown
  const kind = options.kind ?? 'markdown'
  const diagnostics = kind === 'markdown' ? parseReturn(value as string).diagnostics : lintText(value as string, {kind}).diagnostics
  return {diagnostics: diagnostics.filter((diagnostic) => diagnostic.ruleId === 'input-not-text')}
}

ruleTester('input-not-text', {
  run,
  examplesElsewhere: 'the documented examples are calls of parseReturn; these cases make them',
  valid: [{code: JSON.stringify('## Status\nstate: SUCCESS\nsummary: Done.\n')}, {code: JSON.stringify(returnWith())}],
  invalid: [
    {code: 'null', errors: [{messageId: 'notText', line: 1, column: 1, messageIncludes: ['Unexpected', 'input, expected a string']}]},
    {code: '{"status": "researched"}', options: {kind: 'meta'}, name: 'an object where its text was meant', errors: [{messageId: 'notText', line: 1, column: 1, messageIncludes: ['Unexpected', 'input, expected a string']}]},
    {code: '42', errors: [{messageId: 'notText', line: 1, column: 1, messageIncludes: ['Unexpected', 'input, expected a string']}]}
  ]
})
