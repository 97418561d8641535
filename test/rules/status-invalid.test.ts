import {metaWith, ruleTester} from '../support/rule-tester.js'

ruleTester('status-invalid', {
  valid: [{code: '{\n  "status": "researched",\n  "artifacts": []\n}\n'}, {code: metaWith({status: 'planned'})}, {code: metaWith({status: 'needs_research'}), options: {statuses: {needs_research: 'blocked'}}, name: 'a team’s own word'}],
  invalid: [
    {code: '{\n  "status": "research_complete",\n  "artifacts": []\n}\n', errors: [{messageId: 'unknown', line: 2, column: 13, messageIncludes: ['Unexpected status `research_complete`', 'expected `researched`']}], output: null},
    {
      code: metaWith({status: 'research_complete'}),
      options: {operation: 'research'},
      name: 'the synonym of the operation’s success status is rewritten',
      errors: [{messageId: 'unknown', line: 2, column: 13, messageIncludes: ['`research_complete`', 'expected `researched`']}],
      output: metaWith()
    },
    {code: metaWith({status: 'banana'}), name: 'no word near it: the vocabulary is listed', errors: [{messageId: 'unknown', line: 2, column: 13, messageIncludes: ['Unexpected status `banana`', '`researched`', '`planned`', '`implemented`']}], output: null}
  ]
})
