import {attestationSource, firstSection, keysOf} from '../../markdown/sections.js'
import {markdownRule} from '../../markdown/context.js'

const requiredStatus = ['state', 'summary']
const requiredAttestation = ['runtime_model_reported', 'runtime_mode_reported', 'files_created', 'files_modified']

export default markdownRule({
  id: 'key-missing',
  severity: 'error',
  fixable: false,
  description: 'A required key is missing: `state` or `summary` in Status, or one of the four attestation keys.',
  rationale: 'Parents route on `state`, show `summary`, and audit the runtime and the files touched from the attestation.',
  wrong: '## Status\nstate: SUCCESS\n',
  right: '## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n',
  messages: {missing: 'Missing key `{{key}}` in {{section}}'},
  check({model, report}) {
    const groups: Array<[ReturnType<typeof firstSection>, string[], string]> = [
      [firstSection(model, 'status'), requiredStatus, 'Status'],
      [attestationSource(model), requiredAttestation, 'Runtime Attestation']
    ]
    for (const [section, required, name] of groups) {
      if (!section) continue
      const keys = keysOf(section)
      for (const key of required) {
        // `## Status: SUCCESS` gives the state; section-heading-style moves it to `state:`.
        if (keys.has(key) || (key === 'state' && section.headingState)) continue
        report({messageId: 'missing', data: {key, section: name}, place: section.headingPlace, expected: [`${key}:`]})
      }
    }
  }
})
