import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'unparsed-line',
  severity: 'warning',
  fixable: false,
  description: 'A line in a section that fits no shape of the grammar (not `key: value`, not a bullet of a list) and is not read.',
  rationale: 'Text the parser cannot place is lost to the parent; often a wrapped value or a missing colon.',
  wrong: '## Status\nstate: SUCCESS\nsummary Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {
    line: 'Unexpected line in {{section}}, expected `key: value`',
    text: 'Unexpected text in {{section}}, expected `- ` bullets',
    bullet: 'Unexpected bullet in {{section}} outside a list key, expected `key: value`'
  },
  check({model, report}) {
    for (const section of model.sections) {
      if (!section.kind) continue
      const keyed = section.kind === 'status' || section.kind === 'attestation'
      for (const entry of section.entries) {
        // A sub-heading is content of its section, as the writer meant.
        if (entry.type === 'text' && entry.subheading) continue
        if (entry.type === 'text') {
          report({
            messageId: keyed ? 'line' : 'text',
            data: {section: section.title},
            place: entry.place
          })
        } else if (entry.type === 'item' && keyed) {
          report({messageId: 'bullet', data: {section: section.title}, place: entry.place})
        }
      }
    }
  }
})
