import {firstSection, itemsOf} from '../../markdown/sections.js'
import {canonicalSeparator, readPath, splitBullet} from '../../markdown/interpret.js'
import {markdownRule} from '../../markdown/context.js'

/**
 * Whether `- text` reads back as the same deliverable: no markup left to start a heading,
 * quote, list or code inside the item, and the same split into path and description.
 */
function readsBack(text: string, path: string, description: string): boolean {
  if (/^(?:[#>+*=`~<|-]|\d{1,9}[.)])/.test(text)) return false
  const split = splitBullet(text)
  return readPath(split.left).path === path && split.right === description
}

export default markdownRule({
  id: 'deliverable-style',
  severity: 'warning',
  fixable: true,
  description: 'A deliverable is not written `- path — description`: another separator (`:`, ` - `, ` – `) or a backticked path.',
  rationale: 'One separator makes the path unambiguous; ` - ` and `: ` also occur inside descriptions and paths.',
  wrong: '## Deliverables\n- `src/parser.ts`: the parser\n',
  right: '## Deliverables\n- src/parser.ts — the parser\n',
  messages: {shape: 'Unexpected deliverable shape ({{problems}}), expected `path — description`'},
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
      // A link whose text is more than its destination (`[the guide](docs/guide.md)`) would lose that text: it is left as written.
      const label = /^\[([^\]]*)\]\(/.exec(split.left.trim())?.[1]
      const keepsLabel = label === undefined || readPath(label).path === path
      report({
        messageId: 'shape',
        data: {problems: problems.join(', ')},
        place: item.textPlace,
        // Items wrapped over lines are joined by the fix: their text is one value.
        ...(keepsLabel && readsBack(canonical, path, split.right)
          ? {fix: replace({...item.textPlace, endLine: item.place.endLine, endColumn: item.place.endColumn}, canonical)}
          : {})
      })
    }
  }
})
