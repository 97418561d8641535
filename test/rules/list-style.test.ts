import {completeExample} from '../support/rule-examples.js'
import {ruleTester, returnWith} from '../support/rule-tester.js'

const attestation = (created: string, modified: string) => `## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:${created}\nfiles_modified:${modified}\n`

ruleTester('list-style', {
  valid: [
    {code: completeExample('## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- a.md\n- b.md\nfiles_modified:\n- (none)\n')},
    {code: returnWith()}
  ],
  invalid: [
    {
      code: returnWith({evidence: '## Evidence\n* npm test — 3 passed\n'}),
      name: 'a `*` bullet in Evidence',
      errors: [{messageId: 'bullet', line: 9, column: 1, data: {marker: '*'}}],
      output: returnWith({evidence: '## Evidence\n- npm test — 3 passed\n'})
    },
    {code: returnWith({evidence: '## Evidence\n- none\n'}), name: '`none` for `(none)` in Evidence', errors: [{messageId: 'none', line: 9, column: 3, data: {text: 'none'}}], output: returnWith()},
    {
      // The documented fragment, completed: Status (4 lines) comes first.
      code: completeExample('## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created: `a.md`, `b.md`\nfiles_modified: none\n'),
      errors: [
        // One finding per list key, at its line.
        {messageId: 'shape', line: 8, column: 1, messageIncludes: ['list shape for `files_created`', 'inline list', 'expected one `- item` per line']},
        {messageId: 'shape', line: 9, column: 1, messageIncludes: ['list shape for `files_modified`', '`none`']}
      ],
      output: completeExample(attestation('\n- a.md\n- b.md', '\n- (none)'))
    },
    {
      code: returnWith({attestation: attestation('\n* src/a.ts', '\n- (none)')}),
      name: 'a `*` bullet',
      errors: [{messageId: 'shape', line: 14, column: 1, messageIncludes: ['list shape for `files_created`', '`*` bullet']}],
      output: returnWith({attestation: attestation('\n- src/a.ts', '\n- (none)')})
    }
  ]
})
