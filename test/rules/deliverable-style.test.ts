import {completeExample} from '../support/rule-examples.js'
import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('deliverable-style', {
  valid: [{code: completeExample('## Deliverables\n- src/parser.ts — the parser\n')}, {code: returnWith({deliverables: '## Deliverables\n- src/a.ts — the parser\n- docs/b.md — its guide\n'})}],
  invalid: [
    {
      code: completeExample('## Deliverables\n- `src/parser.ts`: the parser\n'),
      errors: [{messageId: 'shape', line: 6, column: 3, messageIncludes: ['Unexpected deliverable shape', 'separator `:`', 'markup around the path', 'expected `path — description`']}],
      output: completeExample('## Deliverables\n- src/parser.ts — the parser\n')
    },
    {
      code: returnWith({deliverables: '## Deliverables\n- src/a.ts - the parser\n'}),
      name: 'a hyphen for the dash',
      errors: [{messageId: 'shape', line: 6, column: 3, messageIncludes: 'expected `path — description`'}],
      output: returnWith({deliverables: '## Deliverables\n- src/a.ts — the parser\n'})
    }
  ]
})
