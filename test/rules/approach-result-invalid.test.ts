import {ruleTester} from '../support/rule-tester.js'

const progress = (result: string) => `{\n  "approaches_tried": [\n    {"approach": "Direct induction", "result": "${result}", "reason": "Does not preserve the invariant"}\n  ]\n}\n`

ruleTester('approach-result-invalid', {
  valid: [{code: progress('failed')}, {code: progress('partial')}],
  invalid: [
    {code: progress('rejected'), errors: [{messageId: 'unknown', line: 3, column: 48, messageIncludes: ['Unexpected approach result `rejected`', 'expected `failed`']}], output: null},
    {code: progress('rejected'), options: {rewriteStatus: true}, errors: [{messageId: 'unknown', line: 3, column: 48, messageIncludes: 'expected `failed`'}], output: progress('failed')},
    {code: progress('zzz'), errors: [{messageId: 'unknown', line: 3, column: 48, messageIncludes: ['Unexpected approach result `zzz`', '`failed`']}], output: null}
  ]
})
