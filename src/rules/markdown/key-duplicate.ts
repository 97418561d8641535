import type {KeyEntry} from '../../markdown/model.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'key-duplicate',
  severity: 'error',
  fixable: false,
  description: 'A key appears twice in one section; only the first is read.',
  rationale: 'A parent that reads the last value and one that reads the first would disagree.',
  wrong: '## Status\nstate: SUCCESS\nstate: ERROR\nsummary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {duplicate: 'Unexpected second `{{key}}` key; only the first is read'},
  check({model, report}) {
    for (const section of model.sections) {
      if (!section.kind) continue
      const seen = new Map<string, KeyEntry>()
      for (const entry of section.entries) {
        if (entry.type !== 'key') continue
        const first = seen.get(entry.key)
        if (!first) {
          seen.set(entry.key, entry)
          continue
        }

        report({
          messageId: 'duplicate',
          data: {key: entry.key},
          place: entry.keyPlace,
          cause: {message: 'First key', place: first.keyPlace}
        })
      }
    }
  }
})
