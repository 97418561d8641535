import {lintText} from '../../src/index.js'
import type {RuleRun} from '../support/rule-tester.js'
import {returnWith, ruleTester} from '../support/rule-tester.js'

/** The options are handed over from JavaScript as written, unchecked by the compiler. */
const run: RuleRun = (code, options) => ({diagnostics: lintText(code, options as never).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'option-invalid')})

ruleTester('option-invalid', {
  run,
  examplesElsewhere: 'the documented examples are calls of lintText; these cases make them',
  valid: [{code: returnWith(), options: {kind: 'markdown'}}, {code: '{"status": "researched", "artifacts": []}', options: {kind: 'meta'}}],
  invalid: [
    {code: returnWith(), options: {kind: 'yaml' as 'meta'}, errors: [{messageId: 'invalidOption', line: 1, column: 1, messageIncludes: ['Unexpected', '`yaml`', 'markdown']}]},
    {code: '{"status": "researched"}', options: {kind: 42 as unknown as 'meta'}, name: 'a kind that is no string', errors: [{messageId: 'invalidOption', line: 1, column: 1, messageIncludes: ['Unexpected kind number', 'expected one of markdown, meta']}]}
  ]
})
