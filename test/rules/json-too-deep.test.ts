import {metaWith, ruleTester} from '../support/rule-tester.js'

const nested = (depth: number) => '{"status": ' + '['.repeat(depth) + ']'.repeat(depth) + '}\n'

ruleTester('json-too-deep', {
  valid: [{code: '{\n  "status": "researched",\n  "artifacts": []\n}\n'}, {code: metaWith({partial_progress: {stage: 'a', details: 'b'}})}, {code: nested(8), name: 'a few levels'}],
  invalid: [
    {code: '{"status": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}\n', errors: [{messageId: 'tooDeep', line: 1, column: 1, messageIncludes: ['Unexpected nesting deeper than', 'expected a flat return file']}]},
    {code: nested(500), name: 'far deeper', errors: [{messageId: 'tooDeep', line: 1, column: 1, messageIncludes: 'Unexpected nesting deeper than'}]}
  ]
})
