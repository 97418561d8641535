import {lintText, parseReturn, toReturnMeta} from '../../src/index.js'
import type {RuleRun} from '../support/rule-tester.js'
import {returnWith, ruleTester} from '../support/rule-tester.js'

/** The options are handed over from JavaScript as written, unchecked by the compiler; with `context`, the return is converted with it (`toReturnMeta`). */
const run: RuleRun = (code, options) => ({
  diagnostics: (options['context'] === undefined ? lintText(code, options as never) : toReturnMeta(parseReturn(code).report!, options['context'] as never)).diagnostics.filter((diagnostic) => diagnostic.ruleId === 'option-invalid')
})
/** A conversion context holding more values than any return file. */
const hugeContext = {operation: 'plan', session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: Array<string>(6000).fill('step')}

ruleTester('option-invalid', {
  run,
  examplesElsewhere: 'the documented examples are calls of lintText; these cases make them',
  valid: [{code: returnWith(), options: {kind: 'markdown'}}, {code: '{"status": "researched", "artifacts": []}', options: {kind: 'meta'}}],
  invalid: [
    {code: returnWith(), options: {context: hugeContext}, name: 'a conversion context larger than any', errors: [{messageId: 'contextTooLarge', line: 1, column: 1, data: {limit: '5,000'}}]},
    {code: returnWith(), options: {kind: 'yaml' as 'meta'}, errors: [{messageId: 'invalidOption', line: 1, column: 1, messageIncludes: ['Unexpected', '`yaml`', 'markdown']}]},
    {code: '{"status": "researched"}', options: {kind: 42 as unknown as 'meta'}, name: 'a kind that is no string', errors: [{messageId: 'invalidOption', line: 1, column: 1, messageIncludes: ['Unexpected kind number', 'expected one of markdown, meta']}]}
  ]
})
