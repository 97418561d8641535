import {firstSection, keysOf} from '../../markdown/sections.js'
import {parseYesNo} from '../../markdown/values.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'retry-recommended-invalid',
  severity: 'error',
  fixable: false,
  description: '`retry_recommended` is not `yes` or `no`.',
  rationale: 'A parent cannot act on `maybe`; the value is left out of the report.',
  wrong: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: maybe\n',
  right: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\nretry_hint: Retry with a smaller batch.\n',
  messages: {invalid: 'Unexpected `retry_recommended: {{value}}`, expected `yes` or `no`'},
  check({model, report}) {
    const entry = keysOf(firstSection(model, 'status')).get('retry_recommended')
    if (!entry || entry.value === '' || parseYesNo(entry.value)) return
    report({
      messageId: 'invalid',
      data: {value: entry.value},
      place: entry.valuePlace,
      pointer: '/status/retry_recommended',
      expected: ['yes', 'no']
    })
  }
})
