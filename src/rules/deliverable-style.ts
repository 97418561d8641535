import {firstSection, itemsOf} from '../markdown/extract.js'
import {canonicalSeparator, readPath, splitBullet} from '../markdown/interpret.js'
import {markdownRule} from './rule.js'

export default markdownRule({
  id: 'deliverable-style',
  kind: 'markdown',
  severity: 'warning',
  fixable: true,
  description: 'A deliverable is not written `- path — description`: another separator (`:`, ` - `, ` – `) or a backticked path.',
  rationale: 'One separator makes the path unambiguous; ` - ` and `: ` also occur inside descriptions and paths.',
  wrong: '## Deliverables\n- `src/parser.ts`: the parser\n',
  right: '## Deliverables\n- src/parser.ts — the parser\n',
  check({model, replace, report}) {
    for (const item of itemsOf(firstSection(model, 'deliverables'))) {
      const split = splitBullet(item.text)
      if (!split.separator) continue
      const {path, wrapped} = readPath(split.left)
      const problems: string[] = []
      if (split.separator !== canonicalSeparator) problems.push(`separator \`${split.separator.trim()}\``)
      if (wrapped) problems.push('markup around the path')
      if (problems.length === 0) continue
      const canonical = `${path}${canonicalSeparator}${split.right}`
      report({
        message: `Unexpected deliverable shape (${problems.join(', ')}), expected \`path — description\``,
        place: item.textPlace,
        // Items wrapped over lines are joined by the fix: their text is one value.
        fix: replace({...item.textPlace, endLine: item.place.endLine, endColumn: item.place.endColumn}, canonical)
      })
    }
  }
})
