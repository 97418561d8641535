/** Executes the examples of grammar/return-markdown.md, CommonMark-spec style. */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {parseReturn} from '../src/index.js'

const fence = '`'.repeat(32)
const text = readFileSync(join(import.meta.dirname, '..', 'grammar', 'return-markdown.md'), 'utf8')

interface Example {
  line: number
  markdown: string
  report: unknown
  diagnostics: string[] | undefined
}

function readExamples(): Example[] {
  const lines = text.split('\n')
  const examples: Example[] = []
  for (let index = 0; index < lines.length; index++) {
    if (lines[index] !== `${fence} example`) continue
    const start = index
    const parts: string[][] = [[]]
    for (index++; lines[index] !== fence; index++) {
      if (index >= lines.length) throw new Error(`Unclosed example at line ${start + 1}`)
      if (lines[index] === '.') parts.push([])
      else parts[parts.length - 1]!.push(lines[index]!)
    }

    examples.push({
      line: start + 1,
      markdown: parts[0]!.join('\n') + '\n',
      report: JSON.parse(parts[1]!.join('\n')),
      diagnostics: parts[2]?.filter((line) => line.trim() !== '')
    })
  }

  return examples
}

describe('grammar/return-markdown.md examples', () => {
  const examples = readExamples()

  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5)
  })

  for (const example of examples) {
    it(`example at line ${example.line}`, () => {
      const result = parseReturn(example.markdown)
      expect(result.report).toEqual(example.report)
      const actual = result.diagnostics.map((d) => `${d.ruleId}@${d.line}`).sort()
      expect(actual).toEqual([...(example.diagnostics ?? [])].sort())
    })
  }
})
