/** Executes the examples of grammar/return-markdown.md, CommonMark-spec style. */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {parseReturn} from '../src/index.js'
import {readSpecExamples} from './helpers.js'

const text = readFileSync(join(import.meta.dirname, '..', 'grammar', 'return-markdown.md'), 'utf8')

function readExamples() {
  return readSpecExamples(text).map(({line, parts}) => ({
    line,
    markdown: parts[0]!.join('\n') + '\n',
    report: JSON.parse(parts[1]!.join('\n')) as unknown,
    diagnostics: parts[2]?.filter((entry) => entry.trim() !== '')
  }))
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
