import {ruleTester} from '../support/rule-tester.js'

ruleTester('state-invalid', {
  valid: [
    {code: '## Status\nstate: SUCCESS\nsummary: Added the parser.\n'},
    {code: '## Status\nstate: PARTIAL\nsummary: Half of it.\n'},
    {code: '## Status\nstate: COMPLETE\nsummary: Added the parser.\n', name: 'a synonym of SUCCESS'}
  ],
  invalid: [
    {code: '## Status: ERROR\nstate: SUCCESS\nsummary: Done.\n', name: 'a heading saying another state', errors: [{messageId: 'underHeading', line: 2, column: 8, data: {state: 'SUCCESS', said: 'ERROR'}}]},
    {code: '## Status\nstate: SUCCESS\n**Status:** FAILED\nsummary: Done.\n', name: 'a line of the Status section saying another state', errors: [{messageId: 'elsewhere', line: 2, column: 8, data: {state: 'SUCCESS', said: 'Status: FAILED'}}]},
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\ntests: 3 failed, 9 passed\n', name: 'a key beside it counting failures', errors: [{messageId: 'besideLine', line: 2, column: 8, data: {state: 'SUCCESS', said: 'tests: 3 failed, 9 passed'}}]},
    {code: '## Status\nstate: WORKING\nsummary: Added the parser.\n', errors: [{messageId: 'unknown', line: 2, column: 8, message: 'Unexpected state `WORKING`, expected `SUCCESS`, `ERROR` or `PARTIAL`'}]},
    {code: '## Status\nstate: not complete\nsummary: The tests fail.\n', name: 'a negated word is no state', errors: [{messageId: 'unknown', line: 2, column: 8, messageIncludes: '`not complete`'}]},
    {
      code: '## Status\nstate: SUCCESS\nsummary: ❌ Build failed\n',
      name: 'a success over a summary telling of failure',
      errors: [{messageId: 'overSummary', line: 2, column: 8, messageIncludes: ['`SUCCESS`', 'over a summary opening with'], signal: 'summary-opening-worse', causeLine: 3}]
    },
    {
      code: '## Status: ❌ FAILED\nstate: SUCCESS\nsummary: Added the parser.\n',
      name: 'a Status heading saying another state',
      errors: [{messageId: 'underHeading', line: 2, column: 8, message: 'Unexpected state `SUCCESS` under a heading saying `❌ FAILED` (signal `status-heading-disagrees`), expected one state', signal: 'status-heading-disagrees', causeLine: 1}]
    },
    {
      code: '## Status\nstate: SUCCESS\nsummary: Added the parser.\ntests: FAILED\n',
      name: 'a line of the section saying a worse state',
      errors: [{messageId: 'besideLine', line: 2, column: 8, messageIncludes: 'beside a line saying `tests: FAILED`', signal: 'status-line-disagrees', causeLine: 4}]
    },
    {
      code: '## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Notes\n\n<!-- state: ERROR -->\n',
      name: 'another state line of the text',
      errors: [{messageId: 'elsewhere', line: 2, column: 8, messageIncludes: 'while another line of the text says `state: ERROR`', signal: 'state-line-elsewhere', causeLine: 7}]
    }
  ]
})
