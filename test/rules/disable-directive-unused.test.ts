import {ruleTester, returnWith} from '../support/rule-tester.js'

const options = {inlineConfig: true, reportUnusedDisableDirectives: true}

ruleTester('disable-directive-unused', {
  valid: [
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n', options},
    {code: '## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\n', options: {inlineConfig: true}, name: 'not asked for'}
  ],
  invalid: [
    {
      code: '## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n<!-- handback-disable-next-line unknown-key -->\n',
      options,
      errors: [{messageId: 'unusedFor', line: 6, column: 1, messageIncludes: ['unused `<!-- handback-disable-next-line unknown-key -->`', 'from `unknown-key`']}]
    },
    {
      code: '<!-- handback-disable -->\n' + returnWith(),
      options,
      name: 'a disable over a clean return',
      errors: [{messageId: 'unused', line: 1, column: 1, messageIncludes: 'no problem was reported here'}]
    }
  ]
})
