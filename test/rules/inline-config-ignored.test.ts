import {ruleTester, returnWith} from '../support/rule-tester.js'

ruleTester('inline-config-ignored', {
  valid: [
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\n'},
    {code: '<!-- handback-disable -->\n## Status\nstate: SUCCESS\nsummary: Done.\n', options: {inlineConfig: true}, name: 'a caller that trusts the text honours it'},
    {code: returnWith({evidence: '## Evidence\n- <!-- a plain comment --> npm test — 12 passed\n'}), name: 'other comments'}
  ],
  invalid: [
    {
      code: '<!-- handback-disable -->\n## Status\nstate: SUCCESS\nsummary: Done.\n',
      errors: [{messageId: 'ignored', line: 1, column: 1, messageIncludes: ['`<!-- handback-disable -->`', 'inline configuration is off, so it changes nothing']}]
    },
    {
      code: '## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n',
      name: 'the comment changes nothing: the finding it aims at stays',
      errors: [{messageId: 'ignored', line: 4, column: 1, messageIncludes: '`<!-- handback-disable-next-line unknown-key -->`'}]
    }
  ]
})
