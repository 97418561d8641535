import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'deliverable-description-missing',
  severity: 'warning',
  fixable: false,
  description: 'A deliverable without a description after its path.',
  rationale: 'The contract asks for path plus a one-line description, so the parent knows what each file is for.',
  wrong: '## Deliverables\n- src/parser.ts\n',
  right: '## Deliverables\n- src/parser.ts — the markdown return parser\n',
  messages: {missing: 'Missing description for deliverable `{{path}}`, expected `path — description`'},
  check({extracted, positions, report}) {
    extracted?.deliverables.forEach((deliverable, index) => {
      const place = positions.get(`/deliverables/${index}`)
      if (deliverable.description !== '' || !place) return
      report({messageId: 'missing', data: {path: deliverable.path}, place, pointer: `/deliverables/${index}`})
    })
  }
})
