import {markdownRule} from '../../markdown/context.js'

const errorKeys = ['error_code', 'retry_recommended', 'retry_hint'] as const

export default markdownRule({
  id: 'error-keys-on-success',
  severity: 'warning',
  fixable: false,
  description: 'Error-oriented keys (`error_code`, `retry_recommended`, `retry_hint`) on `state: SUCCESS`.',
  rationale: 'The contract asks a successful child to omit them; their presence usually means the state is wrong.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Done.\nerror_code: E_TOOL_FAILURE\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {onSuccess: 'Unexpected `{{key}}` on `state: SUCCESS`'},
  check({extracted, positions, report}) {
    if (extracted?.status.state !== 'SUCCESS') return
    for (const key of errorKeys) {
      const place = positions.get(`/status/${key}`)
      if (extracted.status[key] === undefined || !place) continue
      report({messageId: 'onSuccess', data: {key}, place, pointer: `/status/${key}`})
    }
  }
})
