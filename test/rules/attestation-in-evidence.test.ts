import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('attestation-in-evidence', {
  valid: [
    {code: '## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\n'},
    {code: returnWith({evidence: '## Evidence\n- npm test — runtime_model_reported is checked\n'})}
  ],
  invalid: [
    {
      code: '### Evidence\n- runtime_model_reported: openai/gpt-5.2\n- runtime_mode_reported: code\n- files_created: (none)\n- files_modified: src/a.ts\n',
      errors: [{messageId: 'misplaced', line: 2, column: 3, message: 'Unexpected attestation key `runtime_model_reported` under Evidence, expected a `## Runtime Attestation` section'}],
      output: null
    },
    {
      code: returnWith({evidence: '## Evidence\nruntime_model_reported: m\n'}),
      name: 'beside a Runtime Attestation section, the keys are not read',
      errors: [{messageId: 'shadowed', line: 9, column: 1, message: 'Unexpected attestation key `runtime_model_reported` under Evidence; it is not read because `## Runtime Attestation` exists'}]
    }
  ]
})
