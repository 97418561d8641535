import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('host-wrapper', {
  valid: [
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\n'},
    {code: returnWith({evidence: '## Evidence\n- [the log](logs/run.txt) — 12 passed\n'}), name: 'brackets inside the return are its own'}
  ],
  invalid: [
    {
      code: '[new_task completed] Result: ## Status\nstate: SUCCESS\nsummary: Done.\n',
      errors: [{messageId: 'prefix', line: 1, column: 1, messageIncludes: ['host prefix `[new_task completed] Result:', "before the return's first heading"]}],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\n'
    },
    {
      code: '<result>\n## Status\nstate: SUCCESS\nsummary: Done.\n</result>\n',
      name: 'tags on lines of their own',
      errors: [
        {messageId: 'tag', line: 1, column: 1, message: 'Unexpected host tag `<result>` around the return, expected the return alone'},
        {messageId: 'tag', line: 5, column: 1, message: 'Unexpected host tag `</result>` around the return, expected the return alone'}
      ],
      output: '## Status\nstate: SUCCESS\nsummary: Done.\n'
    }
  ]
})
