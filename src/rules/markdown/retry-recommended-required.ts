import {markdownRule} from '../../markdown/context.js'
import {firstSection, keysOf} from '../../markdown/sections.js'

export default markdownRule({
  id: 'retry-recommended-required',
  severity: 'error',
  fixable: false,
  description: '`state: ERROR` without `retry_recommended: yes|no`.',
  rationale: 'The error-propagation contract makes the retry decision depend on it: a parent cannot choose between retry and escalation without it.',
  wrong: '## Status\nstate: ERROR\nsummary: Input file missing.\nerror_code: E_MISSING_INPUT\n',
  right: '## Status\nstate: ERROR\nsummary: Input file missing.\nerror_code: E_MISSING_INPUT\nretry_recommended: yes\nretry_hint: Add the input path to the handoff.\n',
  messages: {missing: 'Missing `retry_recommended` for `state: ERROR`, expected `retry_recommended: yes` or `no`'},
  check({model, extracted, report}) {
    const section = firstSection(model, 'status')
    if (!section || extracted?.status.state !== 'ERROR' || keysOf(section).has('retry_recommended')) return
    const state = keysOf(section).get('state')
    report({
      messageId: 'missing',
      place: state?.valuePlace ?? section.headingPlace,
      pointer: '/status/retry_recommended',
      expected: ['yes', 'no']
    })
  }
})
