import {attestationSource, firstSection, keysOf} from '../../markdown/sections.js'
import {markdownRule} from '../../markdown/context.js'

const scalarKeys = ['state', 'summary', 'error_code', 'retry_recommended', 'retry_hint', 'runtime_model_reported', 'runtime_mode_reported']

export default markdownRule({
  id: 'value-empty',
  severity: 'error',
  fixable: false,
  description: 'A key that takes a single value has none.',
  rationale: 'An empty `summary:` or `runtime_model_reported:` looks present to a grep but tells the parent nothing.',
  wrong: '## Status\nstate: SUCCESS\nsummary:\n',
  right: '## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n',
  check({model, report}) {
    for (const section of [firstSection(model, 'status'), attestationSource(model)]) {
      for (const key of scalarKeys) {
        const entry = keysOf(section).get(key)
        if (!entry || entry.value !== '') continue
        report({
          message: `Unexpected empty value for \`${key}\``,
          place: entry.keyPlace,
          ...(entry.items.length > 0 ? {note: `\`${key}\` takes one value on its own line, not a list.`} : {})
        })
      }
    }
  }
})
