import {canonicalSectionTitles} from '../../markdown/model.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'section-heading-style',
  severity: 'warning',
  fixable: true,
  description: 'A section heading is not spelled exactly as the contract requires.',
  rationale: 'Canonical: `## Status` and the other section names, at level 2, in this case, with no number and no suffix. The contract asks for exact spelling so a plain `grep "^## Status"` works; handback tolerates the rest and logs it here.',
  wrong: '### 1. status:\nstate: SUCCESS\nsummary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  check({model, eol, replaceLines, report}) {
    for (const section of model.sections) {
      if (!section.kind) continue
      const canonical = `## ${canonicalSectionTitles[section.kind]}`
      const written = section.headingLine.text.trim()
      if (!section.setext && written === canonical) continue
      const suffix = section.suffix.replace(/^[\s:#]+$/, '')
      const replacement = `${canonical}${suffix}`
      const problems: string[] = []
      if (section.setext) problems.push('setext underline')
      else if (section.depth !== 2) problems.push(`level ${section.depth}`)
      if (section.numbered) problems.push('numbering')
      if (!section.title.replace(/^\d{1,3}[.)]?\s+/, '').startsWith(canonicalSectionTitles[section.kind])) problems.push('case')
      if (suffix.length > 0) problems.push(`suffix \`${suffix.trim()}\``)
      if (problems.length === 0) problems.push('extra characters')
      const lastLine = section.setext ? section.headingPlace.line + 1 : section.headingPlace.line
      // A setext heading whose text runs over several lines has no one-line form that reads the same.
      const fixable = replacement !== written && !/[\r\n]/.test(section.title)
      report({
        message: `Unexpected section heading \`${written}\` (${problems.join(', ')}), expected \`${canonical}\``,
        place: section.headingPlace,
        expected: [canonical],
        ...(fixable ? {fix: replaceLines(section.headingPlace.line, lastLine, replacement + eol)} : {})
      })
    }
  }
})
