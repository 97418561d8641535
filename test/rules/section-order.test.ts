import {ruleTester, returnWith, validSections} from '../support/rule-tester.js'

ruleTester('section-order', {
  valid: [{code: '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n'}, {code: returnWith()}],
  invalid: [
    {
      code: '## Deliverables\n- (none)\n\n## Status\nstate: SUCCESS\nsummary: Done.\n',
      errors: [{messageId: 'order', line: 4, column: 1, message: 'Unexpected `## Status` after `## Deliverables`, expected the order Status, Deliverables, Evidence, Runtime Attestation'}],
      output: null
    },
    {
      code: [validSections.status, validSections.evidence, validSections.deliverables, validSections.attestation].join('\n'),
      name: 'Evidence before Deliverables',
      errors: [{messageId: 'order', line: 8, column: 1, message: 'Unexpected `## Deliverables` after `## Evidence`, expected the order Status, Deliverables, Evidence, Runtime Attestation'}],
      output: null
    }
  ]
})
