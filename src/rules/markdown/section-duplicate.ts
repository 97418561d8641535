import {canonicalSectionTitles, type SectionModel} from '../../markdown/model.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'section-duplicate',
  severity: 'error',
  fixable: false,
  description: 'A section appears twice; only the first is read.',
  rationale: 'Two `## Status` sections leave the parent guessing which one is true, so the second is ignored and reported.',
  wrong: '## Status\nstate: ERROR\nsummary: Failed.\nretry_recommended: no\n\n## Status\nstate: SUCCESS\nsummary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {duplicate: 'Unexpected second `## {{section}}` section; only the first is read'},
  check({model, report}) {
    const seen = new Map<string, SectionModel>()
    for (const section of model.sections) {
      if (!section.kind) continue
      const first = seen.get(section.kind)
      if (!first) {
        seen.set(section.kind, section)
        continue
      }

      report({
        messageId: 'duplicate',
        data: {section: canonicalSectionTitles[section.kind]},
        place: section.headingPlace,
        cause: {message: 'First section', place: first.headingPlace}
      })
    }
  }
})
