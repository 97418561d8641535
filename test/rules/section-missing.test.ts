import {ruleTester, returnWith, validSections} from '../support/rule-tester.js'

ruleTester('section-missing', {
  valid: [
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'},
    {code: returnWith(), name: 'the four sections'}
  ],
  invalid: [
    {code: 'Done with the task.\n\n**Status:** ✅ COMPLETE\n', name: 'a status claim in free-form text', errors: [{messageId: 'statusClaim', line: 3, column: 1, data: {text: '**Status:** ✅ COMPLETE', where: 'in free-form text'}}]},
    {code: 'Done with the task.\n\n- **Completion status:** done\n', name: 'a status claim named by the vocabulary\'s outcome names', errors: [{messageId: 'statusClaim', line: 3, column: 1, data: {text: '- **Completion status:** done', where: 'in free-form text'}}]},
    {
      code: '## Status\nstate: SUCCESS\nsummary: Done.\n',
      errors: [
        {messageId: 'missing', line: 1, column: 1, message: 'Missing section `## Deliverables`'},
        {messageId: 'missing', line: 1, column: 1, message: 'Missing section `## Evidence`'},
        {messageId: 'missing', line: 1, column: 1, message: 'Missing section `## Runtime Attestation`'}
      ]
    },
    {
      code: [validSections.status, validSections.deliverables, validSections.attestation].join('\n'),
      name: 'one section left out is reported at the Status heading',
      errors: [{messageId: 'missing', line: 1, column: 1, message: 'Missing section `## Evidence`'}]
    },
    {
      code: 'I finished the parser and the tests pass.\n',
      name: 'free-form text is no return',
      errors: [{messageId: 'noStatus', line: 1, column: 1, messageIncludes: ['without a `## Status` section', 'no report can be read']}]
    }
  ]
})
