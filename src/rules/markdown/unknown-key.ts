import {attestationKeys, statusKeys} from '../../markdown/read-model.js'
import {nearest} from '../../util/suggest.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'unknown-key',
  severity: 'warning',
  fixable: false,
  description: 'A key that the contract does not define for its section; it is kept in the report as written.',
  rationale: 'Often a misspelling (`retry_recomended`) that hides a required key; otherwise an extension the parent may not expect.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Done.\nconfidence: high\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done. Confidence is high.\n',
  messages: {unknown: 'Unexpected key `{{key}}` in {{section}}{{suggestion}}'},
  check({model, report}) {
    for (const section of model.sections) {
      const known = section.kind === 'status' ? statusKeys : section.kind === 'attestation' ? attestationKeys : undefined
      if (!known) continue
      for (const entry of section.entries) {
        if (entry.type !== 'key' || known.has(entry.key)) continue
        const suggestion = nearest(entry.key, [...known])
        report({
          messageId: 'unknown',
          data: {key: entry.key, section: section.title, suggestion: suggestion ? ` (did you mean \`${suggestion}\`?)` : ''},
          place: entry.keyPlace,
          expected: suggestion ? [suggestion] : [...known]
        })
      }
    }
  }
})
