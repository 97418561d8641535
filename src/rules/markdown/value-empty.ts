import {attestationSource, firstSection, keysOf} from '../../markdown/sections.js'
import {markdownRule} from '../../markdown/context.js'

const scalarKeys = ['state', 'summary', 'error_code', 'retry_recommended', 'retry_hint', 'runtime_model_reported', 'runtime_mode_reported']
const listKeys: ReadonlySet<string> = new Set(['files_created', 'files_modified', 'limitations'])

export default markdownRule({
  id: 'value-empty',
  severity: 'error',
  fixable: false,
  description: 'A key that takes a single value has none, or the text ends on a list key without items.',
  rationale: 'An empty `summary:` or `runtime_model_reported:` looks present to a grep but tells the parent nothing. A list key with nothing after it at the very end of the text (`files_modified:`) is where a return cut short stops: an empty list is written `- (none)`.',
  wrong: '## Status\nstate: SUCCESS\nsummary:\n',
  right: '## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n',
  messages: {
    empty: 'Unexpected empty value for `{{key}}`',
    cutShort: 'Unexpected end of the text after `{{key}}:`, expected its items or `- (none)`: the return may be cut short'
  },
  check({model, report}) {
    for (const section of [firstSection(model, 'status'), attestationSource(model)]) {
      for (const key of scalarKeys) {
        const entry = keysOf(section).get(key)
        if (!entry || entry.value !== '') continue
        report({
          messageId: 'empty',
          data: {key},
          place: entry.keyPlace,
          ...(entry.items.length > 0 ? {note: `\`${key}\` takes one value on its own line, not a list.`} : {})
        })
      }
    }

    // The last key of the text, a list without items or value: the text may have been cut there.
    for (const section of [attestationSource(model)]) {
      for (const entry of section?.entries ?? []) {
        if (entry.type !== 'key' || !listKeys.has(entry.key) || entry.value !== '' || entry.items.length > 0) continue
        if (model.lines.slice(entry.line.line).some((line) => line.trim() !== '')) continue
        report({
          messageId: 'cutShort',
          data: {key: entry.key},
          place: entry.keyPlace
        })
      }
    }
  }
})
