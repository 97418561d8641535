import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('unknown-key', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done. Confidence is high.\n'}, {code: returnWith()}],
  invalid: [
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\nconfidence: high\n', errors: [{messageId: 'unknown', line: 4, column: 1, message: 'Unexpected key `confidence` in Status'}]},
    {
      code: '## Status\nstate: ERROR\nsummary: Failed.\nretry_recomended: no\n',
      name: 'a misspelt key gets a suggestion',
      errors: [{messageId: 'unknown', line: 4, column: 1, message: 'Unexpected key `retry_recomended` in Status (did you mean `retry_recommended`?)'}]
    }
  ]
})
