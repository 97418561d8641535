import {completeExample} from '../support/rule-examples.js'
import {ruleTester, returnWith} from '../support/rule-tester.js'

const attestation = (created: string, modified: string) => `## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- ${created}\nfiles_modified:\n- ${modified}\n`

ruleTester('deliverable-not-attested', {
  valid: [
    {code: completeExample(`## Deliverables\n- src/a.ts — the parser\n\n${attestation('src/a.ts', '(none)')}`)},
    {code: returnWith({deliverables: '## Deliverables\n- ./src/a.ts — the parser\n', attestation: attestation('(none)', 'src/a.ts')}), name: 'the same path, spelt with `./`, modified'}
  ],
  invalid: [
    {
      // The documented fragment, completed: Status (4 lines) comes first.
      code: completeExample(`## Deliverables\n- src/a.ts — the parser\n\n${attestation('(none)', '(none)')}`),
      errors: [{messageId: 'notAttested', line: 6, column: 3, message: 'Unexpected deliverable `src/a.ts` missing from `files_created` and `files_modified`'}]
    },
    {
      code: returnWith({deliverables: '## Deliverables\n- src/a.ts — the parser\n- src/b.ts — its tests\n', attestation: attestation('src/a.ts', '(none)')}),
      errors: [{messageId: 'notAttested', line: 7, column: 3, message: 'Unexpected deliverable `src/b.ts` missing from `files_created` and `files_modified`'}]
    }
  ]
})
