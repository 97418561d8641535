/** Executes the examples of grammar/mapping.md: markdown + context → return-metadata, and back. */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {fromReturnMeta, parseReturn, renderReturn, ReturnMetaSchema, toReturnMeta, type ReturnMeta} from '../src/index.js'
import {lintText} from '../src/lint/lint-text.js'

const fence = '`'.repeat(32)
const text = readFileSync(join(import.meta.dirname, '..', 'grammar', 'mapping.md'), 'utf8')

interface Example {
  line: number
  markdown: string
  context: Record<string, unknown>
  meta: ReturnMeta
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
      context: JSON.parse(parts[1]!.join('\n')) as Record<string, unknown>,
      meta: JSON.parse(parts[2]!.join('\n')) as ReturnMeta
    })
  }

  return examples
}

describe('grammar/mapping.md examples', () => {
  const examples = readExamples()

  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4)
  })

  for (const example of examples) {
    it(`example at line ${example.line}`, () => {
      const parsed = parseReturn(example.markdown)
      expect(parsed.report).not.toBeNull()
      const result = toReturnMeta(parsed.report!, example.context)
      expect(result.diagnostics).toEqual([])
      expect(result.meta).toEqual(example.meta)
      expect(ReturnMetaSchema.safeParse(result.meta).success).toBe(true)
      // The examples are canonical markdown, so the way back gives the text itself.
      expect(renderReturn(fromReturnMeta(example.meta))).toBe(example.markdown)
      expect(fromReturnMeta(example.meta)).toEqual(parsed.report)
      const lint = lintText(JSON.stringify(result.meta, null, 2), {kind: 'meta'}).diagnostics
      expect(lint.filter((d) => d.severity === 'error')).toEqual([])
    })
  }
})
