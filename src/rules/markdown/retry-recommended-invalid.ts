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
  check({model, report}) {
    const entry = keysOf(firstSection(model, 'status')).get('retry_recommended')
    if (!entry || entry.value === '' || parseYesNo(entry.value)) return
    report({
      message: `Unexpected \`retry_recommended: ${entry.value}\`, expected \`yes\` or \`no\``,
      place: entry.valuePlace,
      pointer: '/status/retry_recommended',
      expected: ['yes', 'no']
    })
  }
})
