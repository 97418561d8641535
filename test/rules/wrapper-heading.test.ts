import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('wrapper-heading', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done.\n'}, {code: returnWith()}],
  invalid: [
    {
      code: '## Subtask Result\n\n### Status\nstate: SUCCESS\nsummary: Done.\n',
      errors: [{messageId: 'wrapper', line: 1, column: 1, message: 'Unexpected wrapper heading `Subtask Result` around the sections, expected the sections at the top level'}],
      // The sections the wrapper held become the top level.
      output: '\n## Status\nstate: SUCCESS\nsummary: Done.\n'
    },
    {
      code: '# Return\n\n### Status\nstate: SUCCESS\nsummary: Done.\n\n### Deliverables\n- (none)\n',
      name: 'a level-1 wrapper',
      errors: [{messageId: 'wrapper', line: 1, column: 1, messageIncludes: 'wrapper heading `Return`'}],
      output: '\n## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n'
    }
  ]
})
