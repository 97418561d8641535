import {completeExample} from '../support/rule-examples.js'
import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('path-not-repo-relative', {
  valid: [
    {code: completeExample('## Deliverables\n- src/parser.ts — the parser\n')},
    {code: returnWith({deliverables: '## Deliverables\n- src/a.ts — the parser\n', attestation: '## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/a.ts\nfiles_modified:\n- (none)\n'})}
  ],
  invalid: [
    {code: returnWith({deliverables: '## Deliverables\n/etc/passwd — read it\n'}), name: 'a path on a line that is no bullet', errors: [{messageId: 'notRepoRelativeIn', line: 6, column: 1, data: {problem: 'absolute path', path: '/etc/passwd', section: 'Deliverables'}}]},
    {
      // The documented fragment, completed: Status (4 lines) comes first, so the item is on line 6.
      code: completeExample('## Deliverables\n- /home/agent/repo/src/parser.ts — the parser\n'),
      errors: [{messageId: 'notRepoRelative', line: 6, column: 3, messageIncludes: ['`/home/agent/repo/src/parser.ts`', 'expected a path relative to the repository root']}]
    },
    {
      code: returnWith({attestation: '## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- ../outside.ts\nfiles_modified:\n- (none)\n'}),
      name: 'an attested path that leaves the repository',
      errors: [{messageId: 'notRepoRelative', line: 15, column: 3, messageIncludes: ['`../outside.ts`', 'expected a path relative to the repository root']}]
    }
  ]
})
