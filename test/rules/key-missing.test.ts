import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('key-missing', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n'}, {code: returnWith()}],
  invalid: [
    {code: '## Status\nstate: SUCCESS\n', errors: [{messageId: 'missing', line: 1, column: 1, message: 'Missing key `summary` in Status'}]},
    {
      code: returnWith({attestation: '## Runtime Attestation\nruntime_model_reported: m\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'}),
      name: 'an attestation key, reported at its heading',
      errors: [{messageId: 'missing', line: 11, column: 1, message: 'Missing key `runtime_mode_reported` in Runtime Attestation'}]
    },
    {
      code: '## Status\nsummary: Done.\n',
      name: 'no state',
      errors: [{messageId: 'missing', line: 1, column: 1, message: 'Missing key `state` in Status'}]
    }
  ]
})
