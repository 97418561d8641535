import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'partial-without-limitations',
  severity: 'warning',
  fixable: false,
  description: '`state: PARTIAL` without a non-empty `limitations` list in the attestation.',
  rationale: 'A partial result is only usable when the parent knows what was left out.',
  wrong:
    '## Status\nstate: PARTIAL\nsummary: Half done.\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\n',
  right:
    '## Status\nstate: PARTIAL\nsummary: Half done.\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\nlimitations:\n- The CLI part is not started.\n',
  messages: {missing: 'Missing `limitations` for `state: PARTIAL`, expected a list of what was left undone'},
  check({extracted, positions, report}) {
    if (extracted?.status.state !== 'PARTIAL' || (extracted.attestation.limitations?.length ?? 0) > 0) return
    report({
      messageId: 'missing',
      place: positions.get('/attestation/limitations') ?? positions.get('/attestation') ?? positions.get('/status/state')!,
      pointer: '/attestation/limitations'
    })
  }
})
