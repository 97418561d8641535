import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('json-root-not-object', {
  valid: [{code: '{\n  "status": "researched"\n}\n'}, {code: metaWith()}],
  invalid: [
    {code: '[\n  {"status": "researched"}\n]\n', errors: [{messageId: 'notObject', line: 1, column: 1, messageIncludes: ['at the top level, expected an object']}]},
    {code: '"researched"\n', name: 'a string', errors: [{messageId: 'notObject', line: 1, column: 1, messageIncludes: ['at the top level, expected an object']}]},
    {code: 'null\n', name: 'null', errors: [{messageId: 'notObject', line: 1, column: 1, messageIncludes: ['at the top level, expected an object']}]}
  ]
})
