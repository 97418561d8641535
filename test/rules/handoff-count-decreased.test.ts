import {ruleTester} from '../support/rule-tester.js'

const previous = '{"handoff_count": 2}'

ruleTester('handoff-count-decreased', {
  valid: [{code: '{\n  "handoff_count": 3\n}\n', options: {previous}}, {code: '{\n  "handoff_count": 2\n}\n', options: {previous}, name: 'the same count'}, {code: '{\n  "handoff_count": 0\n}\n', name: 'no previous version'}],
  invalid: [
    {code: '{\n  "handoff_count": 0\n}\n', options: {previous}, errors: [{messageId: 'decreased', line: 2, column: 20, message: 'Unexpected `handoff_count` 0, expected at least 2 as in the previous version'}]},
    {code: '{\n  "handoff_count": 1\n}\n', options: {previous: '{"handoff_count": 5}'}, errors: [{messageId: 'decreased', line: 2, column: 20, message: 'Unexpected `handoff_count` 1, expected at least 5 as in the previous version'}]}
  ]
})
