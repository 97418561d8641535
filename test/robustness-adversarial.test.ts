/**
 * Pathological inputs: each must come back as a value with diagnostics, never
 * an exception or an internal error. How long each takes is printed by
 * `npm run bench` (adversarial table), not asserted here.
 */
import {describe, expect, it} from 'vitest'
import {complexityProblem, defaultComplexityLimits} from '../src/markdown/complexity.js'
import {fixReturn, fixText, lintText, parseReturn} from '../src/index.js'
import {adversarialInputs, adversarialJson} from './robustness-inputs.js'

describe('adversarial markdown', () => {
  for (const input of adversarialInputs) {
    it(`${input.name}: ${input.outcome}`, () => {
      const text = input.make()
      const result = parseReturn(text)
      expect(Array.isArray(result.diagnostics)).toBe(true)
      expect(result.diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('internal-error')
      for (const diagnostic of result.diagnostics) {
        expect(diagnostic.line).toBeGreaterThanOrEqual(1)
        expect(diagnostic.column).toBeGreaterThanOrEqual(1)
      }

      if (input.outcome === 'parsed') {
        expect(result.diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('input-too-complex')
      } else {
        expect(result.diagnostics.map((diagnostic) => diagnostic.ruleId)).toEqual([input.outcome])
        expect(result.report).toBeNull()
        expect(result.tree.children).toEqual([])
      }
    })
  }

  it('reads the value of a 1 MB key line whole', () => {
    const value = 'x'.repeat(1_000_000)
    const result = parseReturn(`## Status\nstate: SUCCESS\nsummary: ${value}\n`)
    expect(result.report?.status.summary).toBe(value)
  })

  it('keeps NUL bytes and lone surrogates in values as written', () => {
    const summary = 'a\0b\uD800c\uDC00'
    const result = parseReturn(`## Status\nstate: SUCCESS\nsummary: ${summary}\n`)
    expect(result.report?.status.summary).toBe(summary)
  })

  it('fixes without throwing on a refused input, leaving it unchanged', () => {
    const text = '>'.repeat(10_000) + ' x\n'
    const fixed = fixReturn(text)
    expect(fixed.output).toBe(text)
    expect(fixed.changed).toBe(false)
    expect(fixed.diagnostics.map((diagnostic) => diagnostic.ruleId)).toEqual(['input-too-complex'])
  })
})

describe('adversarial JSON', () => {
  for (const input of adversarialJson) {
    it(`${input.name}: linted and fixed as every kind`, () => {
      const text = input.make()
      for (const kind of ['meta', 'subagent', 'progress'] as const) {
        const ids = [...lintText(text, {kind}).diagnostics, ...fixText(text, {kind}).diagnostics].map((diagnostic) => diagnostic.ruleId)
        expect(ids.length).toBeGreaterThan(0)
        expect(ids).not.toContain('internal-error')
      }
    })
  }
})

describe('input-too-complex', () => {
  it('places the diagnostic on the line where a limit is crossed', () => {
    const text = '## Status\nstate: SUCCESS\nsummary: ok\n\n' + '>'.repeat(40) + ' deep\n'
    const [diagnostic] = parseReturn(text).diagnostics
    expect(diagnostic).toMatchObject({ruleId: 'input-too-complex', severity: 'error', line: 5, column: 1})
    expect(diagnostic?.message).toBe('Unexpected 40 block quotes and list items nested on one line, expected at most 32')
  })

  it('accepts nesting up to the depth limit', () => {
    expect(complexityProblem('>'.repeat(32) + ' x')).toBeUndefined()
    expect(complexityProblem('>'.repeat(33) + ' x')).toMatchObject({limit: 'depth', value: 33, line: 1})
  })

  it('counts list indentation towards depth, one level per two columns', () => {
    expect(complexityProblem(' '.repeat(60) + '- x')).toBeUndefined()
    expect(complexityProblem(' '.repeat(64) + '- x')).toMatchObject({limit: 'depth', value: 33})
  })

  it('stops at the line count limit', () => {
    const lines = defaultComplexityLimits.lines
    expect(complexityProblem('a\n'.repeat(lines - 1))).toBeUndefined()
    expect(complexityProblem('a\n'.repeat(lines))).toMatchObject({limit: 'lines', line: lines + 1})
  })

  it('counts CRLF and CR line endings like LF', () => {
    const limits = {...defaultComplexityLimits, lines: 3}
    expect(complexityProblem('a\r\nb\rc', limits)).toBeUndefined()
    expect(complexityProblem('a\r\nb\rc\n', limits)).toMatchObject({limit: 'lines', line: 4})
  })

  it('charges paragraphs by the square of their delimiters, and blank lines end a paragraph', () => {
    const limits = {...defaultComplexityLimits, inlineWork: 200}
    expect(complexityProblem('*'.repeat(14), limits)).toBeUndefined()
    expect(complexityProblem('*'.repeat(15), limits)).toMatchObject({limit: 'inlineWork', value: 225})
    expect(complexityProblem('*****\n*****\n\n*****\n*****', limits)).toBeUndefined()
    expect(complexityProblem('*****\n*****\n*****\n', limits)).toMatchObject({limit: 'inlineWork', value: 225, line: 3})
  })

  it('does not end a paragraph where a line may continue it', () => {
    const limits = {...defaultComplexityLimits, inlineWork: 100}
    // `2.` cannot interrupt a paragraph, and indented code cannot either: both continue it.
    expect(complexityProblem('a ******\n2. ******', limits)).toMatchObject({limit: 'inlineWork'})
    expect(complexityProblem('a ******\n    - ******', limits)).toMatchObject({limit: 'inlineWork'})
    // A bullet, a `1.` item and a heading always start a new block.
    expect(complexityProblem('a ******\n- ******', limits)).toBeUndefined()
    expect(complexityProblem('a ******\n1. ******', limits)).toBeUndefined()
    expect(complexityProblem('a ******\n# ******', limits)).toBeUndefined()
  })

  it('counts code inside fences, since a fence is only known after parsing', () => {
    const limits = {...defaultComplexityLimits, inlineWork: 100}
    expect(complexityProblem('```\n' + '*'.repeat(11) + '\n```', limits)).toMatchObject({limit: 'inlineWork'})
  })

  it('charges setext underlines and nested lines by line number', () => {
    const limits = {...defaultComplexityLimits, resolveWork: 10}
    // `-` under `a` on line 2 costs 2; the nested item on line 4 costs 4 × 2².
    expect(complexityProblem('a\n-\n', limits)).toBeUndefined()
    expect(complexityProblem('a\n-\n\n  - b\n', limits)).toMatchObject({limit: 'resolveWork', value: 18, line: 4})
  })

  it('accepts every example return', () => {
    const examples = ['## Status\nstate: SUCCESS\nsummary: Done.\n', '```markdown\n## Status\n- state: ERROR\n```\n']
    for (const example of examples) expect(complexityProblem(example)).toBeUndefined()
  })
})
