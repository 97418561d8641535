import {returnWith, ruleTester} from '../support/rule-tester.js'

ruleTester('config-invalid', {
  examplesElsewhere: 'the documented examples are calls of lintText; these cases make them',
  valid: [{code: returnWith(), options: {preset: 'strict', rules: {'key-style': 'warn'}}}, {code: returnWith(), options: {rules: {'key-style': 0 as unknown as 'off'}}, name: 'a numeric severity'}],
  invalid: [
    {code: returnWith(), options: {rules: ['key-style'] as never}, name: 'rules that are no object', errors: [{messageId: 'rulesNotObject', line: 1, column: 1, data: {value: 'an array'}}]},
    {code: returnWith(), options: {signatures: 'tests' as never}, name: 'signatures that are no list', errors: [{messageId: 'signaturesNotArray', line: 1, column: 1, data: {value: '`tests`'}}]},
    {code: returnWith(), options: {signatures: [{kind: 'tests'}] as never}, name: 'a signature without id or pattern', errors: [{messageId: 'signatureInvalid', line: 1, column: 1, data: {index: 1}}]},
    {code: returnWith(), options: {signatures: [{id: 'mine', kind: 'test', pattern: 'x'}] as never}, name: 'a signature of an unknown kind', errors: [{messageId: 'signatureKindUnknown', line: 1, column: 1, data: {kind: '`test`', id: 'mine', kinds: '`tests`, `compiler`, `exit`, `http`, `fail-line`, `workaround`', suggestion: ' (did you mean `tests`?)'}}]},
    {code: returnWith(), options: {signatures: [{id: 'mine', kind: 'tests', pattern: '('}] as never}, name: 'a signature that does not compile', errors: [{messageId: 'signaturePatternInvalid', line: 1, column: 1, data: {id: 'mine'}}]},
    {code: returnWith(), options: {preset: 'strictt' as 'strict'}, errors: [{messageId: 'presetUnknown', line: 1, column: 1, messageIncludes: ['`strictt`', '`strict`']}]},
    {code: returnWith(), options: {rules: {'key-styl': 'warn'}}, errors: [{messageId: 'ruleUnknown', line: 1, column: 1, messageIncludes: ['`key-styl`', '`key-style`']}]},
    {code: returnWith(), options: {rules: {'key-style': 'warning' as 'warn'}}, errors: [{messageId: 'severityInvalid', line: 1, column: 1, messageIncludes: ['`warning`', 'did you mean `warn`?']}]}
  ]
})
