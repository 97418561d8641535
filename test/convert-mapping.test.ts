/** Executes the examples of grammar/mapping.md: markdown + context → return-metadata, and back. */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {fromReturnMeta, parseReturn, renderReturn, ReturnMetaSchema, toReturnMeta, type ReturnMeta} from '../src/index.js'
import {lintText} from '../src/kinds/every.js'
import {readSpecExamples} from './helpers.js'

const text = readFileSync(join(import.meta.dirname, '..', 'grammar', 'mapping.md'), 'utf8')

function readExamples() {
  return readSpecExamples(text).map(({line, parts}) => ({
    line,
    markdown: parts[0]!.join('\n') + '\n',
    context: JSON.parse(parts[1]!.join('\n')) as Record<string, unknown>,
    meta: JSON.parse(parts[2]!.join('\n')) as ReturnMeta
  }))
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
