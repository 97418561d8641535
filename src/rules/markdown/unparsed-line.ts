import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'unparsed-line',
  severity: 'warning',
  fixable: false,
  description: 'A line in a section that fits no shape of the grammar (not `key: value`, not a bullet of a list) and is not read.',
  rationale: 'Text the parser cannot place is lost to the parent; often a wrapped value or a missing colon.',
  wrong: '## Status\nstate: SUCCESS\nsummary Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  check({model, report}) {
    for (const section of model.sections) {
      if (!section.kind) continue
      const keyed = section.kind === 'status' || section.kind === 'attestation'
      for (const entry of section.entries) {
        // A sub-heading is content of its section, as the writer meant.
        if (entry.type === 'text' && entry.subheading) continue
        if (entry.type === 'text') {
          report({
            message: keyed
              ? `Unexpected line in ${section.title}, expected \`key: value\``
              : `Unexpected text in ${section.title}, expected \`- \` bullets`,
            place: entry.place
          })
        } else if (entry.type === 'item' && keyed) {
          report({message: `Unexpected bullet in ${section.title} outside a list key, expected \`key: value\``, place: entry.place})
        }
      }
    }
  }
})
