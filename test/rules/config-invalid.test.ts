import {returnWith, ruleTester} from '../support/rule-tester.js'

ruleTester('config-invalid', {
  examplesElsewhere: 'the documented examples are calls of lintText; these cases make them',
  valid: [{code: returnWith(), options: {preset: 'strict', rules: {'key-style': 'warn'}}}, {code: returnWith(), options: {rules: {'key-style': 0 as unknown as 'off'}}, name: 'a numeric severity'}],
  invalid: [
    {code: returnWith(), options: {preset: 'strictt' as 'strict'}, errors: [{messageId: 'presetUnknown', line: 1, column: 1, messageIncludes: ['`strictt`', '`strict`']}]},
    {code: returnWith(), options: {rules: {'key-styl': 'warn'}}, errors: [{messageId: 'ruleUnknown', line: 1, column: 1, messageIncludes: ['`key-styl`', '`key-style`']}]},
    {code: returnWith(), options: {rules: {'key-style': 'warning' as 'warn'}}, errors: [{messageId: 'severityInvalid', line: 1, column: 1, messageIncludes: ['`warning`', 'did you mean `warn`?']}]}
  ]
})
