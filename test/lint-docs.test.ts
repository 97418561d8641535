import {readFileSync} from 'node:fs'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {describe, expect, it} from 'vitest'
import {generatedFiles, replaceBetweenMarkers, rulesDocument, ruleTable, staleFiles} from '../scripts/docs.js'
import {allRules} from '../src/kinds/rules.js'
import pkg from '../package.json' with {type: 'json'}
import {ruleUrl} from '../src/engine/rule.js'
import type {RegisteredRule} from '../src/kinds/rules.js'
import {completeExample, findingsOf, lintedRules} from './support/rule-examples.js'

/** Each level-2 section of a document by its heading text, read with remark so headings inside examples do not count. */
function entries(document: string): Map<string, string> {
  const tree = unified().use(remarkParse).parse(document)
  const headings = tree.children.filter((node) => node.type === 'heading' && node.depth === 2)
  const result = new Map<string, string>()
  for (const [index, heading] of headings.entries()) {
    const start = heading.position!.start.offset!
    const end = headings[index + 1]?.position!.start.offset ?? document.length
    result.set(document.slice(start, heading.position!.end.offset!).replace(/^## /, ''), document.slice(start, end))
  }

  return result
}

function fires(rule: RegisteredRule, text: string): boolean {
  return findingsOf(rule, text).length > 0
}

describe('rule documentation', () => {
  it('every description is one line of at most 120 characters, ending with a full stop', () => {
    const long = allRules.filter((rule) => rule.description.length > 120 || /\n/.test(rule.description) || !/[.]$/.test(rule.description))
    expect(long.map((rule) => `${rule.id}: ${rule.description}`)).toEqual([])
  })

  it('the committed files are what `npm run docs` generates', () => {
    expect(staleFiles()).toEqual([])
  })

  it('every rule has an entry whose heading is its id, the anchor of its url', () => {
    const sections = entries(readFileSync('grammar/rules.md', 'utf8'))
    expect([...sections.keys()]).toEqual([...new Set(allRules.map((rule) => rule.id))])
    for (const rule of allRules) {
      expect(ruleUrl(rule.id)).toBe(`https://github.com/handback/handback/blob/main/grammar/rules.md#${rule.id}`)
      const entry = sections.get(rule.id)!
      expect(entry).toContain(rule.description)
      expect(entry).toContain(rule.rationale)
      expect(entry).toContain(`- Fixable: ${rule.fixable ? 'yes' : 'no'}`)
      expect(entry).toMatch(/Wrong:\n\n[\s\S]+Right:\n\n/)
    }
  })

  it('examples that hold fences are fenced with a longer fence', () => {
    const entry = entries(rulesDocument()).get('return-in-code-fence')!
    expect(entry).toContain('````markdown\nHere is my result:\n\n```markdown\n## Status\n')
    expect(entry).toContain('summary: Done.\n```\n````\n')
  })

  for (const rule of lintedRules) {
    it(`the wrong example of ${rule.id} is reported, the right one is not`, () => {
      expect(fires(rule, rule.wrong) || fires(rule, completeExample(rule.wrong))).toBe(true)
      expect(fires(rule, rule.right)).toBe(false)
      // JSON examples are whole files; only markdown fragments are completed.
      if (rule.kinds[0] === 'markdown') expect(fires(rule, completeExample(rule.right))).toBe(false)
    })
  }

  it('the README table goes between the markers, and only there', () => {
    const readme = 'intro\n<!-- rules:start -->\nold table\n<!-- rules:end -->\nafter\n'
    const table = ruleTable(allRules.slice(0, 2), 'grammar/rules.md')
    expect(replaceBetweenMarkers(readme, table)).toBe(`intro\n<!-- rules:start -->\n${table}<!-- rules:end -->\nafter\n`)
    expect(replaceBetweenMarkers('no markers\n', table)).toBeUndefined()
    expect(table.split('\n')[2]).toBe(
      `| [\`${allRules[0]!.id}\`](grammar/rules.md#${allRules[0]!.id}) | markdown | error |  | ${allRules[0]!.description} |`
    )
  })

  it('generates the rule document, the config schema and, when it has markers, the README', () => {
    const paths = generatedFiles().map((file) => file.path.replace(/^.*\/(grammar|README)/, '$1'))
    expect(paths.slice(0, 2)).toEqual(['grammar/rules.md', 'grammar/schemas/config.schema.json'])
  })
})
