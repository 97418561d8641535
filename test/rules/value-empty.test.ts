import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('value-empty', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n'}, {code: returnWith()}],
  invalid: [
    {code: '## Status\nstate: SUCCESS\nsummary:\n', errors: [{messageId: 'empty', line: 3, column: 1, message: 'Unexpected empty value for `summary`'}]},
    {
      code: returnWith({status: '## Status\nstate: SUCCESS\nsummary: Done.\n', attestation: '## Runtime Attestation\nruntime_model_reported:\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'}),
      name: 'an attestation value',
      errors: [{messageId: 'empty', line: 12, column: 1, message: 'Unexpected empty value for `runtime_model_reported`'}]
    },
    {
      code: returnWith({attestation: '## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n'}),
      name: 'a list key at the end of the text: the return may be cut short',
      errors: [{messageId: 'cutShort', line: 16, column: 1, messageIncludes: ['after `files_modified:`', 'cut short']}]
    }
  ]
})
