import {markdownRule} from './rule.js'

export default markdownRule({
  id: 'wrapper-heading',
  kind: 'markdown',
  severity: 'warning',
  fixable: true,
  description: 'The sections sit under a wrapper heading such as `## Subtask Result`.',
  rationale: 'An older template nested the sections one level down; they are read anyway, but the contract puts them at the top.',
  wrong: '## Subtask Result\n\n### Status\nstate: SUCCESS\nsummary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  check({model, replaceLines, report}) {
    const wrapper = model.wrapper
    if (!wrapper) return
    const hasBody = wrapper.entries.length > 0
    report({
      message: `Unexpected wrapper heading \`${wrapper.title}\` around the sections, expected the sections at the top level`,
      place: wrapper.headingPlace,
      // Only an ATX heading with nothing of its own under it can go without losing text.
      ...(wrapper.setext || hasBody ? {} : {fix: replaceLines(wrapper.headingPlace.line, wrapper.headingPlace.line, '')})
    })
  }
})
