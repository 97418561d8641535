import {canonicalSectionTitles, sectionKinds, type SectionKind} from '../../markdown/model.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'section-order',
  severity: 'warning',
  fixable: false,
  description: 'Sections are not in the order Status, Deliverables, Evidence, Runtime Attestation.',
  rationale: 'A fixed order lets a reader (human or agent) find each section without searching.',
  wrong: '## Deliverables\n- (none)\n\n## Status\nstate: SUCCESS\nsummary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n',
  messages: {order: 'Unexpected `## {{section}}` after `## {{previous}}`, expected the order Status, Deliverables, Evidence, Runtime Attestation'},
  check({model, report}) {
    const seen = new Set<SectionKind>()
    let last = -1
    for (const section of model.sections) {
      if (!section.kind || seen.has(section.kind)) continue
      seen.add(section.kind)
      const rank = sectionKinds.indexOf(section.kind)
      if (rank < last) {
        report({
          messageId: 'order',
          data: {section: canonicalSectionTitles[section.kind], previous: canonicalSectionTitles[sectionKinds[last]!]},
          place: section.headingPlace
        })
      }

      last = Math.max(last, rank)
    }
  }
})
