import {keysOf} from '../../markdown/sections.js'
import {readState} from '../../markdown/interpret.js'
import {canonicalSectionTitles} from '../../markdown/model.js'
import {markdownRule} from '../../markdown/context.js'
import {recognizeTitle} from '../../markdown/read-model.js'

/** `text` without the spaces and tabs at its end (a loop: a regular expression would backtrack on long runs). */
function withoutTrailingBlanks(text: string): string {
  let end = text.length
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--
  return text.slice(0, end)
}

export default markdownRule({
  id: 'section-heading-style',
  severity: 'warning',
  fixable: true,
  description: 'A section heading is not spelled exactly as the contract requires.',
  rationale: 'Canonical: `## Status` and the other section names, at level 2, in this case, with no number and no suffix. The contract asks for exact spelling so a plain `grep "^## Status"` works; handback tolerates the rest and logs it here.',
  wrong: '### 1. status:\nstate: SUCCESS\nsummary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {
    level: "Unexpected level {{level}} for heading `{{heading}}` among the return's sections, expected level 2",
    stateInHeading: 'Unexpected state in the heading `{{heading}}`, expected `{{expected}}` followed by `state: {{state}}`',
    style: 'Unexpected section heading `{{heading}}` ({{problems}}), expected `{{expected}}`'
  },
  check({model, eol, replace, replaceLines, report}) {
    const first = model.sections.findIndex((section) => section.kind !== undefined)
    const level = model.sections[first]?.depth ?? 2
    // The return's headings move to level 2 together; from level 1, content headings at level 2 would become sections.
    const levelFixable = level >= 2 || !model.sections.some((section) => section.entries.some((entry) => entry.type === 'text' && entry.subheading))
    model.sections.forEach((section, index) => {
      if (section.kind || index < first || level === 2 || section.depth !== level || section.setext) return
      // A heading the contract does not name, at the level of the sections: it moves with them so it stays a section.
      const hashes = /^ {0,3}#{1,6}/.exec(section.headingLine.text)
      if (!hashes) return
      report({
        messageId: 'level',
        data: {level, heading: section.headingLine.text.trim()},
        place: section.headingPlace,
        expected: ['##'],
        ...(levelFixable ? {fix: replace({...section.headingPlace, column: 1, endColumn: hashes[0].length + 1}, '##')} : {})
      })
    })

    for (const section of model.sections) {
      if (!section.kind) continue
      const canonical = `## ${canonicalSectionTitles[section.kind]}`
      const written = section.headingLine.text.trim()
      const state = section.headingState ? readState(section.headingState.value).state : undefined
      if (state && !keysOf(section).has('state')) {
        // `## Status: ✅ COMPLETE`: the state moves to its own line, the heading keeps nothing else.
        report({
          messageId: 'stateInHeading',
          data: {heading: written, expected: canonical, state},
          place: section.headingPlace,
          expected: [`${canonical}${eol}state: ${state}`],
          ...(section.setext || !levelFixable ? {} : {fix: replaceLines(section.headingPlace.line, section.headingPlace.line, `${canonical}${eol}state: ${state}${eol}`)})
        })
        continue
      }

      if (!section.setext && written === canonical) continue
      // The suffix as written: markup and link destinations are the writer's, never dropped.
      const suffix = withoutTrailingBlanks((section.rawSuffix ?? section.suffix).replace(/^[\s:#]+$/, ''))
      // Emoji before the name move behind it (`## ✅ Status` → `## Status ✅`): kept, and still weighed against the state.
      const replacement = `${canonical}${suffix}${section.marks === '' ? '' : ` ${section.marks}`}`
      const problems: string[] = []
      if (section.setext) problems.push('setext underline')
      else if (section.depth !== 2) problems.push(`level ${section.depth}`)
      if (section.numbered) problems.push('numbering')
      if (section.marks !== '') problems.push(`\`${section.marks}\` before the name`)
      if (recognizeTitle(section.title)?.name !== canonicalSectionTitles[section.kind]) problems.push('case')
      if (section.suffix.replace(/^[\s:#]+$/, '').length > 0) problems.push(`suffix \`${section.suffix.trim()}\``)
      if (problems.length === 0) problems.push('extra characters')
      const lastLine = section.setext ? section.headingPlace.line + 1 : section.headingPlace.line
      // A setext heading whose text runs over several lines has no one-line form that reads the same.
      const fixable = replacement !== written && !/[\r\n]/.test(section.title) && section.rawSuffix !== undefined && levelFixable
      report({
        messageId: 'style',
        data: {heading: written, problems: problems.join(', '), expected: canonical},
        place: section.headingPlace,
        expected: [canonical],
        ...(fixable ? {fix: replaceLines(section.headingPlace.line, lastLine, replacement + eol)} : {})
      })
    }
  }
})
