import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'unknown-section',
  severity: 'info',
  fixable: false,
  description: 'A heading among the sections that the contract does not define; its content is not read.',
  rationale: 'Extra sections (`### Quality Gates`) are allowed, but nothing in them reaches the report, which a writer may not expect.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Notes\nconfidence: high\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done. Confidence is high.\n',
  messages: {unknown: 'Unexpected section `{{title}}`; its content is not part of the report'},
  check({model, report}) {
    const first = model.sections.findIndex((section) => section.kind !== undefined)
    if (first < 0) return
    for (const section of model.sections.slice(first)) {
      if (section.kind) continue
      report({messageId: 'unknown', data: {title: section.title}, place: section.headingPlace})
    }
  }
})
