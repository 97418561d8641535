import {ruleTester} from '../support/rule-tester.js'

const message = 'Missing `limitations` for `state: PARTIAL`, expected a list of what was left undone'
const attestation = '## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\n'

ruleTester('partial-without-limitations', {
  valid: [
    {code: `## Status\nstate: PARTIAL\nsummary: Half done.\n\n${attestation}limitations:\n- The CLI part is not started.\n`},
    {code: `## Status\nstate: SUCCESS\nsummary: Done.\n\n${attestation}`, name: 'a success needs none'}
  ],
  invalid: [
    {code: `## Status\nstate: PARTIAL\nsummary: Half done.\n\n${attestation}`, errors: [{messageId: 'missing', line: 5, column: 1, message}]},
    {code: `## Status\nstate: PARTIAL\nsummary: Half done.\n\n${attestation}limitations:\n- (none)\n`, name: 'an empty list says nothing was left undone', errors: [{messageId: 'missing', line: 12, column: 1, message}]}
  ]
})
