import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('unknown-section', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done. Confidence is high.\n'}, {code: returnWith()}],
  invalid: [
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Notes\nconfidence: high\n', errors: [{messageId: 'unknown', line: 5, column: 1, message: 'Unexpected section `Notes`; its content is not part of the report'}]},
    {code: returnWith() + '\n## Next steps\n- Ship it.\n', errors: [{messageId: 'unknown', line: 19, column: 1, message: 'Unexpected section `Next steps`; its content is not part of the report'}]}
  ]
})
