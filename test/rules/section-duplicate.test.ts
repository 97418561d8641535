import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('section-duplicate', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done.\n'}, {code: returnWith()}],
  invalid: [
    {
      code: '## Status\nstate: ERROR\nsummary: Failed.\nretry_recommended: no\n\n## Status\nstate: SUCCESS\nsummary: Done.\n',
      errors: [{messageId: 'duplicate', line: 6, column: 1, message: 'Unexpected second `## Status` section; only the first is read'}]
    },
    {
      code: returnWith() + '\n## Evidence\n- npm test — 12 passed\n',
      name: 'a second Evidence after the attestation',
      errors: [{messageId: 'duplicate', line: 19, column: 1, message: 'Unexpected second `## Evidence` section; only the first is read'}]
    }
  ]
})
