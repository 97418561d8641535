import {firstSection} from '../../markdown/sections.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'attestation-in-evidence',
  severity: 'warning',
  fixable: false,
  description: 'The attestation keys sit under `## Evidence` (the older template) instead of `## Runtime Attestation`.',
  rationale: 'They are read from Evidence when no Runtime Attestation section exists, but Evidence is meant for proof, not for the runtime’s identity.',
  wrong: '### Evidence\n- runtime_model_reported: openai/gpt-5.2\n- runtime_mode_reported: code\n- files_created: (none)\n- files_modified: src/a.ts\n',
  right: '## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\n',
  messages: {
    shadowed: 'Unexpected attestation key `{{key}}` under Evidence; it is not read because `## Runtime Attestation` exists',
    misplaced: 'Unexpected attestation key `{{key}}` under Evidence, expected a `## Runtime Attestation` section'
  },
  check({model, report}) {
    const evidence = firstSection(model, 'evidence')
    const key = evidence?.entries.find((entry) => entry.type === 'key')
    if (!key || key.type !== 'key') return
    const attestation = firstSection(model, 'attestation')
    report({
      messageId: attestation ? 'shadowed' : 'misplaced',
      data: {key: key.key},
      place: key.keyPlace
    })
  }
})
