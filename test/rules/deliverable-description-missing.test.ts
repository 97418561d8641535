import {completeExample} from '../support/rule-examples.js'
import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('deliverable-description-missing', {
  valid: [{code: completeExample('## Deliverables\n- src/parser.ts — the markdown return parser\n')}, {code: returnWith()}],
  invalid: [
    {
      // The documented fragment, completed (Status first); the finding is on the whole item, bullet included.
      code: completeExample('## Deliverables\n- src/parser.ts\n'),
      errors: [{messageId: 'missing', line: 6, column: 1, message: 'Missing description for deliverable `src/parser.ts`, expected `path — description`'}]},
    {code: returnWith({deliverables: '## Deliverables\n- src/a.ts — the parser\n- docs/a.md\n'}), errors: [{messageId: 'missing', line: 7, column: 1, message: 'Missing description for deliverable `docs/a.md`, expected `path — description`'}]}
  ]
})
