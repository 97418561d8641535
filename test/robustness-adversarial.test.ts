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
    expect(diagnostic?.message).toBe('Unexpected block quotes and list items nested more than 32 deep, expected at most 32')
  })

  it('accepts nesting up to the depth limit', () => {
    expect(complexityProblem('>'.repeat(32) + ' x')).toBeUndefined()
    expect(complexityProblem('>'.repeat(33) + ' x')).toMatchObject({limit: 'depth', value: 33, line: 1})
  })

  it('counts containers nested over lines, and not indentation that opens none', () => {
    const staircase = (count: number): string => Array.from({length: count}, (_, index) => '  '.repeat(index) + '- a').join('\n')
    expect(complexityProblem(staircase(32))).toBeUndefined()
    expect(complexityProblem(staircase(33))).toMatchObject({limit: 'depth', value: 33, line: 33})
    // Sixty-four spaces make indented code, not a list.
    expect(complexityProblem(' '.repeat(64) + '- x')).toBeUndefined()
  })

  it('stops at the line work limit, a list item counting four lines', () => {
    const {lineWork} = defaultComplexityLimits
    expect(complexityProblem('a\n'.repeat(lineWork - 1))).toBeUndefined()
    expect(complexityProblem('a\n'.repeat(lineWork))).toMatchObject({limit: 'lineWork', line: lineWork + 1})
    expect(complexityProblem('- a\n'.repeat(lineWork / 4 - 1))).toBeUndefined()
    expect(complexityProblem('- a\n'.repeat(lineWork / 4 + 1))).toMatchObject({limit: 'lineWork', line: lineWork / 4 + 1})
  })

  it('counts CRLF and CR line endings like LF', () => {
    const limits = {...defaultComplexityLimits, lineWork: 3}
    expect(complexityProblem('a\r\nb\rc', limits)).toBeUndefined()
    expect(complexityProblem('a\r\nb\rc\n', limits)).toMatchObject({limit: 'lineWork', line: 4})
  })

  it('charges paragraphs by the square of their delimiters, and blank lines end a paragraph', () => {
    const limits = {...defaultComplexityLimits, inlineWork: 200}
    // `a` first: a line of `*` alone is a thematic break.
    expect(complexityProblem('a' + '*'.repeat(14), limits)).toBeUndefined()
    expect(complexityProblem('a' + '*'.repeat(15), limits)).toMatchObject({limit: 'inlineWork', value: 225})
    expect(complexityProblem('a*****\na*****\n\na*****\na*****', limits)).toBeUndefined()
    expect(complexityProblem('a*****\na*****\na*****\n', limits)).toMatchObject({limit: 'inlineWork', value: 225, line: 3})
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

  it('reads code fences as code, except markdown fences, whose content is parsed again', () => {
    const limits = {...defaultComplexityLimits, inlineWork: 100}
    const stars = 'a' + '*'.repeat(11)
    expect(complexityProblem('```ts\n' + stars + '\n```', limits)).toBeUndefined()
    expect(complexityProblem('```markdown\n' + stars + '\n```', limits)).toMatchObject({limit: 'inlineWork'})
    expect(complexityProblem('```\n' + stars + '\n```', limits)).toMatchObject({limit: 'inlineWork'})
    // The fence ends at its closing line, or with the container it is in.
    expect(complexityProblem('```ts\nx\n```\n' + stars, limits)).toMatchObject({limit: 'inlineWork', line: 4})
    expect(complexityProblem('> ```ts\n> x\n' + stars, limits)).toMatchObject({limit: 'inlineWork', line: 3})
    // A diff's `-    old` lines open no list items inside a fence.
    const hunks = Array.from({length: 3000}, (_, index) => `@@ -${index} @@\n def f():\n-    legacy(x)\n \n def g():`).join('\n')
    expect(complexityProblem('## Evidence\n```diff\n' + hunks + '\n```\n')).toBeUndefined()
  })

  it('charges inline HTML and code span openers by the paragraph text read while they are open', () => {
    const limits = {...defaultComplexityLimits, scanAheadWork: 100}
    // `<!--` stays open over every character after its `<`, until `-->`.
    expect(complexityProblem('<!--' + 'a'.repeat(97), limits)).toBeUndefined()
    expect(complexityProblem('<!--' + 'a'.repeat(98), limits)).toMatchObject({limit: 'scanAheadWork', value: 101})
    expect(complexityProblem('<!-- a -->' + 'a'.repeat(200), limits)).toBeUndefined()
    expect(complexityProblem('<a href="' + 'a'.repeat(200), limits)).toMatchObject({limit: 'scanAheadWork'})
    expect(complexityProblem('`code`' + 'a'.repeat(200), limits)).toBeUndefined()
    expect(complexityProblem('``code`' + 'a'.repeat(200), limits)).toMatchObject({limit: 'scanAheadWork'})
    // A blank line ends the paragraph and what is open in it.
    expect(complexityProblem('<!--\n\n' + 'a'.repeat(200), limits)).toBeUndefined()
  })

  it('charges each line by the containers it continues', () => {
    const limits = {...defaultComplexityLimits, lineWork: 40}
    // Eight lines in five quotes: each costs 1 + 5, the first 1 + 0.
    expect(complexityProblem(('> '.repeat(5) + 'a\n').repeat(7), limits)).toBeUndefined()
    expect(complexityProblem(('> '.repeat(5) + 'a\n').repeat(8), limits)).toMatchObject({limit: 'lineWork', value: 43, line: 8})
  })

  it('charges a closed container and a setext underline by line number', () => {
    const limits = {...defaultComplexityLimits, resolveWork: 7}
    // `-` under `a` on line 2 costs 2; the heading closing the list costs its line number, 5 or 6.
    expect(complexityProblem('a\n-\n', limits)).toBeUndefined()
    expect(complexityProblem('a\n-\n\n- b\n# c\n', limits)).toBeUndefined()
    expect(complexityProblem('a\n-\n\n- b\n\n# c\n', limits)).toMatchObject({limit: 'resolveWork', value: 8, line: 6})
    // A blank line ends a block quote (not a list item); a nested item ends where its parent's sibling starts.
    expect(complexityProblem('> a\n\n> b\n\n', {...limits, resolveWork: 5})).toMatchObject({limit: 'resolveWork', value: 6, line: 4})
    expect(complexityProblem('- a\n  - b\n- c\n  - d\n- e\n', {...limits, resolveWork: 7})).toMatchObject({limit: 'resolveWork', value: 8, line: 5})
  })

  it('charges nothing for sibling items and little for a lazy line', () => {
    const limits = {...defaultComplexityLimits, resolveWork: 0}
    expect(complexityProblem('- a\n- b\n  - c\n  - d\n', limits)).toBeUndefined()
    // `files_modified:` continues the item's paragraph lazily: it costs the paragraph's length, 1.
    const lazy = 'files_created:\n- a.ts\nfiles_modified:\n- b.ts\n'
    expect(complexityProblem(lazy, {...limits, resolveWork: 1})).toBeUndefined()
    expect(complexityProblem(lazy, limits)).toMatchObject({limit: 'resolveWork', value: 1, line: 3})
    // A lazy line after a long paragraph costs that paragraph's length.
    expect(complexityProblem('> a\n' + 'b\n'.repeat(4), {...limits, resolveWork: 9})).toMatchObject({limit: 'resolveWork', value: 10, line: 5})
  })

  it('accepts long returns of ordinary shape', () => {
    const files = Array.from({length: 9_000}, (_, index) => `- src/module-${index}.ts\n`).join('')
    expect(complexityProblem(`## Runtime Attestation\nfiles_created:\n${files}files_modified:\n${files}`)).toBeUndefined()
    const sections = '## Deliverables\n- `a.ts` — done\n\n## Evidence\n- tests pass\n\n'.repeat(500)
    expect(complexityProblem(sections)).toBeUndefined()
  })

  it('accepts every example return', () => {
    const examples = ['## Status\nstate: SUCCESS\nsummary: Done.\n', '```markdown\n## Status\n- state: ERROR\n```\n']
    for (const example of examples) expect(complexityProblem(example)).toBeUndefined()
  })
})
