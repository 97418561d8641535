import type {ReturnModel} from '../../markdown/model.js'
import {markdownRule} from '../../markdown/context.js'
import {headingWords} from '../../vocabulary/index.js'

/** The titles of a template's wrapper heading, from the vocabulary. */
const wrapperTitles: ReadonlySet<string> = new Set(headingWords.wrapperTitles.words)

/** Whether a heading's title is a template's wrapper (`Subtask Result`), which a fix removes. */
export function isTemplateWrapper(title: string): boolean {
  return wrapperTitles.has(title.trim().toLowerCase())
}

function firstSectionLine(model: ReturnModel): number {
  return model.sections.find((section) => section.kind !== undefined)?.headingPlace.line ?? model.lines.length
}

export default markdownRule({
  id: 'wrapper-heading',
  severity: 'warning',
  fixable: true,
  description: 'The sections sit under a wrapper heading such as `## Subtask Result`.',
  rationale: 'An older template nested the sections one level down; they are read anyway, but the contract puts them at the top.',
  wrong: '## Subtask Result\n\n### Status\nstate: SUCCESS\nsummary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {wrapper: 'Unexpected wrapper heading `{{title}}` around the sections, expected the sections at the top level'},
  check({model, replaceLines, report}) {
    const wrapper = model.wrapper
    if (!wrapper) return
    // Only a template wrapper (`## Subtask Result`) goes; any other title is the writer's text.
    const removable = !wrapper.setext && isTemplateWrapper(wrapper.title) && model.lines.slice(wrapper.headingPlace.line, firstSectionLine(model) - 1).every((line) => line.trim() === '')
    report({
      messageId: 'wrapper',
      data: {title: wrapper.title},
      place: wrapper.headingPlace,
      ...(removable ? {fix: replaceLines(wrapper.headingPlace.line, wrapper.headingPlace.line, '')} : {})
    })
  }
})
