import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'retry-hint-missing',
  severity: 'warning',
  fixable: false,
  description: '`retry_recommended: yes` without a `retry_hint`.',
  rationale: 'The error-propagation contract recommends a hint with every recommended retry, so the parent can amend the handoff.',
  wrong: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\n',
  right: '## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\nretry_hint: Retry with a smaller batch.\n',
  messages: {missing: 'Missing `retry_hint` for `retry_recommended: yes`'},
  check({extracted, positions, report}) {
    if (extracted?.status.retry_recommended !== true || extracted.status.retry_hint) return
    report({
      messageId: 'missing',
      place: positions.get('/status/retry_recommended')!,
      pointer: '/status/retry_hint'
    })
  }
})
