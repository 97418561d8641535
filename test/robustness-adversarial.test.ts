/**
 * Pathological inputs: each must come back as a value with diagnostics, never
 * an exception or an internal error. How long each takes is printed by
 * `npm run bench` (adversarial table), not asserted here. `npm test` runs an
 * even slice of each list of inputs, the deep suite all of them.
 */
import {describe, expect, it} from 'vitest'
import {complexityMessage, complexityProblem, defaultComplexityLimits, measureComplexity, parseCosts} from '../src/markdown/complexity.js'
import {fixReturn, fixText, lintText, parseReturn, readProgressFile, readReturnMeta, review} from '../src/index.js'
import {adversarialChecklists, adversarialInputs, adversarialJson} from './robustness-inputs.js'
import {sample} from './support/depth.js'

describe('adversarial markdown', () => {
  for (const input of sample(adversarialInputs, 12)) {
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

  it('bounds the markdown parse of a handoff message as it bounds a return\'s', () => {
    // Setext underlines: each is resolved back over what came before it, so their time grows with the square of their count.
    const heavy = 'Brief.\n\n' + 'a\n-\n'.repeat(20_000)
    expect(lintText(heavy, {kind: 'handoff'}).diagnostics).toMatchObject([{ruleId: 'input-too-complex', line: expect.any(Number) as number}])
    expect(fixText(heavy, {kind: 'handoff'})).toMatchObject({output: heavy, changed: false, diagnostics: [{ruleId: 'input-too-complex'}]})
    // Under the bound the message is read: its fenced packet is found.
    const light = 'Brief.\n\n```json\n{"task_id": "t1"}\n```\n' + '## h\n'.repeat(100)
    expect(lintText(light, {kind: 'handoff'}).diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('input-too-complex')
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
  for (const input of sample(adversarialJson, 5)) {
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

describe('adversarial checklists and handoff messages', () => {
  for (const input of sample(adversarialChecklists, 3)) {
    it(`${input.name}: ${input.outcome === 'parsed' ? 'read' : 'refused'}, linted and fixed`, () => {
      const text = input.make()
      const ids = lintText(text, {kind: input.kind}).diagnostics.map((diagnostic) => diagnostic.ruleId)
      if (input.outcome === 'parsed') expect(ids).not.toContain('input-too-complex')
      else expect(ids).toEqual([input.outcome])
      expect(ids).not.toContain('internal-error')
      expect(fixText(text, {kind: input.kind}).diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('internal-error')
    })
  }
})

describe('JSON with more values than any return file', () => {
  const artifacts = (count: number, item = '{}') => `{"status": "researched", "artifacts": [${Array(count).fill(item).join(', ')}]}`

  it('is refused before it is parsed: one input-too-complex, for every kind and in every reader', () => {
    // The root, `status`, `artifacts` and its items: 4,997 items make 5,000 values, one more is over.
    expect(lintText(artifacts(4997), {kind: 'meta'}).diagnostics.map((d) => d.ruleId)).not.toContain('input-too-complex')
    const over = artifacts(4998)
    for (const kind of ['meta', 'subagent', 'progress'] as const) {
      expect(lintText(over, {kind}).diagnostics.map((d) => `${d.ruleId} ${d.line}:${d.column}`)).toEqual(['input-too-complex 1:1'])
      expect(fixText(over, {kind})).toMatchObject({changed: false, output: over})
    }

    expect(lintText(over, {kind: 'meta'}).diagnostics[0]?.message).toBe('Unexpected JSON holding more than 5,000 values, expected a return file (real ones hold about 100)')
    expect(readReturnMeta(over)).toMatchObject({meta: null, repairs: []})
    expect(readProgressFile(over).progress).toBeNull()
    expect(review(over, {kind: 'meta', attempt: 1}).decision.action).toBe('retry')
  })

  it('counts the values malformed text hides from the scan, in a comment or behind a string cut at a line end', () => {
    const items = Array(6000).fill('{}').join(',')
    for (const text of [`{"status": "planned", /*"*/ "artifacts": [${items}] /*"*/}`, `{"status": "planned", "summary": "abc\n, "artifacts": [${items}]}`]) {
      expect(lintText(text, {kind: 'meta'}).diagnostics.map((d) => d.ruleId)).toEqual(['input-too-complex'])
      expect(readReturnMeta(text)).toMatchObject({meta: null, repairs: []})
    }

    // Malformed but small: read past its errors as before.
    expect(readReturnMeta(`{"status": "planned", /* c */ "artifacts": [{}]}`).meta).toMatchObject({status: 'planned'})
  })

  it('counts values, not characters: strings, keys and blank space count nothing, empty containers count once', () => {
    const padded = `{"status": "researched", "note": "${'[1, 2, {}], '.repeat(20_000)}", "artifacts": [${Array(4996).fill(' [ ] ').join(',\n')}]}`
    expect(lintText(padded, {kind: 'meta'}).diagnostics.map((d) => d.ruleId)).not.toContain('input-too-complex')
    expect(lintText(artifacts(2498, '{"k": 1}'), {kind: 'meta'}).diagnostics.map((d) => d.ruleId)).not.toContain('input-too-complex')
    expect(lintText(artifacts(2499, '{"k": 1}'), {kind: 'meta'}).diagnostics.map((d) => d.ruleId)).toEqual(['input-too-complex'])
  })
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

  // Parts in the units each is counted in, before its price per unit (`parseCosts`).
  const unlimited = {parseWork: Number.POSITIVE_INFINITY, depth: Number.POSITIVE_INFINITY}
  const parts = (text: string) => measureComplexity(text, unlimited).parts
  const resolveUnits = (text: string): number => parts(text).resolve / parseCosts.resolve
  // Every delimiter of these texts is a `*`, charged as a delimiter and as an attention sequence.
  const delimiterUnits = (text: string): number => parts(text).delimiters / (parseCosts.delimiterPair + parseCosts.attentionPair)
  const scanAheadUnits = (text: string): number => parts(text).scanAhead / parseCosts.scanAhead

  it('stops on the line where the estimated parse time crosses its limit', () => {
    const setext = 'a\n-\n'
    const limits = {...defaultComplexityLimits, parseWork: measureComplexity(setext.repeat(10), unlimited).parseWork}
    expect(complexityProblem(setext.repeat(10), limits)).toBeUndefined()
    expect(complexityProblem(setext.repeat(11), limits)).toMatchObject({limit: 'parseWork', cause: 'resolve', line: 22})
    expect(complexityMessage(complexityProblem(setext.repeat(11), limits)!, limits)).toEqual({
      messageId: 'tooHeavy',
      data: {ms: expect.any(Number), most: 'lists and block quotes closed, setext underlines or lazy lines (each re-read over what came before)'}
    })
  })

  it('refuses no shape that remark reads in linear time, up to maxBytes: lines, list items, headings, tables, links, marks, definitions, breaks', () => {
    const mebibyte = 1024 * 1024
    const upTo = (unit: string): string => unit.repeat(Math.floor((mebibyte - 64) / unit.length))
    for (const unit of ['a\n', 'some text\n\n', '- x\n', '- src/module.ts — done\n', '## h\n', '| a | b |\n', '[a](b) [c](d)\n\n', '*a* _b_\n\n', '\\', '&amp; ', '> a\n', '* ', '\0', 'a\t']) {
      expect(complexityProblem(upTo(unit)), JSON.stringify(unit)).toBeUndefined()
    }

    expect(complexityProblem('## ' + upTo('a '))).toBeUndefined()
    expect(complexityProblem(upTo('[r]: http://x\n'))).toBeUndefined()
  })

  it('counts CRLF and CR line endings like LF', () => {
    expect(measureComplexity('a\r\n-\r\n- b\r# c', unlimited).parseWork).toBeGreaterThan(0)
    expect(measureComplexity('a\r\n-\r\n- b\r# c', unlimited).parseWork).toBe(measureComplexity('a\n-\n- b\n# c', unlimited).parseWork)
  })

  it('charges paragraphs by the square of their delimiters, and blank lines end a paragraph', () => {
    // `a` first: a line of `*` alone is a thematic break.
    expect(delimiterUnits('a' + '*'.repeat(15))).toBeCloseTo(225)
    expect(delimiterUnits('a*****\na*****\n\na*****\na*****')).toBeCloseTo(200)
    expect(delimiterUnits('a*****\na*****\na*****\n')).toBeCloseTo(225)
  })

  it('charges `*` and `_` more than brackets: a closer that matches nothing walks back over every one before it', () => {
    expect(parts('a [[[[ ]]]] <<').delimiters).toBeCloseTo(100 * parseCosts.delimiterPair)
    expect(parts('a *_*_ __**').delimiters).toBeCloseTo(64 * (parseCosts.delimiterPair + parseCosts.attentionPair))
    expect(parts('a *_ [] *_').delimiters).toBeCloseTo(36 * parseCosts.delimiterPair + 16 * parseCosts.attentionPair)
  })

  it('does not end a paragraph where a line may continue it', () => {
    // `2.` cannot interrupt a paragraph, and indented code cannot either: both continue it.
    expect(delimiterUnits('a ******\n2. ******')).toBeCloseTo(144)
    expect(delimiterUnits('a ******\n    - ******')).toBeCloseTo(144)
    // A bullet, a `1.` item and a heading always start a new block.
    expect(delimiterUnits('a ******\n- a******')).toBeCloseTo(72)
    expect(delimiterUnits('a ******\n1. a******')).toBeCloseTo(72)
    expect(delimiterUnits('a ******\n# ******')).toBeCloseTo(72)
  })

  it('reads code fences as code, except markdown fences, whose content is parsed again', () => {
    const stars = 'a' + '*'.repeat(11)
    expect(delimiterUnits('```ts\n' + stars + '\n```')).toBe(0)
    expect(delimiterUnits('```markdown\n' + stars + '\n```')).toBeCloseTo(121)
    expect(delimiterUnits('```\n' + stars + '\n```')).toBeCloseTo(121)
    // The fence ends at its closing line, or with the container it is in.
    expect(delimiterUnits('```ts\nx\n```\n' + stars)).toBeCloseTo(121)
    expect(delimiterUnits('> ```ts\n> x\n' + stars)).toBeCloseTo(121)
    // A diff's `-    old` lines open no list items inside a fence.
    const hunks = Array.from({length: 2000}, (_, index) => `@@ -${index} @@\n def f():\n-    legacy(x)\n \n def g():`).join('\n')
    expect(complexityProblem('## Evidence\n```diff\n' + hunks + '\n```\n')).toBeUndefined()
  })

  it('charges inline HTML and code span openers by the paragraph text read while they are open', () => {
    // `<!--` stays open over every character after its `<`, until `-->`.
    expect(scanAheadUnits('<!--' + 'a'.repeat(98))).toBeCloseTo(101)
    expect(scanAheadUnits('<!-- a -->' + 'a'.repeat(200))).toBeLessThan(10)
    expect(scanAheadUnits('<a href="' + 'a'.repeat(200))).toBeGreaterThan(200)
    expect(scanAheadUnits('`code`' + 'a'.repeat(200))).toBeLessThan(10)
    expect(scanAheadUnits('``code`' + 'a'.repeat(200))).toBeGreaterThan(200)
    // A blank line ends the paragraph and what is open in it.
    expect(scanAheadUnits('<!--\n\n' + 'a'.repeat(200))).toBeLessThan(10)
  })

  it('charges each space and line ending read while a code span opener is open, per opener: each is a token', () => {
    const words = 'a '.repeat(100)
    expect(parts('`' + words).scanAhead).toBeGreaterThanOrEqual(100 * parseCosts.codeSpace)
    expect(parts('` `` ' + words).scanAhead).toBeGreaterThanOrEqual(200 * parseCosts.codeSpace)
    expect(parts('`' + 'a\n'.repeat(100)).scanAhead).toBeGreaterThanOrEqual(99 * parseCosts.codeSpace)
    // Closed, or in HTML: no token per space.
    expect(parts('`a` ' + words).scanAhead).toBeLessThan(10 * parseCosts.codeSpace)
    expect(parts('<!-- ' + words).scanAhead).toBeLessThan(10 * parseCosts.codeSpace)
  })

  it('charges a closed container and a setext underline by line number', () => {
    // `-` under `a` on line 2 costs 2; the heading closing the list costs its line number, 5 or 6.
    expect(resolveUnits('a\n-\n')).toBeCloseTo(2)
    expect(resolveUnits('a\n-\n\n- b\n# c\n')).toBeCloseTo(7)
    expect(resolveUnits('a\n-\n\n- b\n\n# c\n')).toBeCloseTo(8)
    // A blank line ends a block quote (not a list item); a nested item ends where its parent's sibling starts.
    expect(resolveUnits('> a\n\n> b\n\n')).toBeCloseTo(6)
    expect(resolveUnits('- a\n  - b\n- c\n  - d\n- e\n')).toBeCloseTo(8)
  })

  it('charges nothing for sibling items and little for a lazy line', () => {
    expect(resolveUnits('- a\n- b\n  - c\n  - d\n')).toBe(0)
    // `files_modified:` continues the item's paragraph lazily: it costs the paragraph's length, 1.
    expect(resolveUnits('files_created:\n- a.ts\nfiles_modified:\n- b.ts\n')).toBeCloseTo(1)
    // Lazy lines after a paragraph cost its length so far: 1 + 2 + 3 + 4.
    expect(resolveUnits('> a\n' + 'b\n'.repeat(3) + 'b')).toBeCloseTo(10)
  })

  it('names the part that grows for each superlinear shape it refuses', () => {
    expect(complexityProblem('a\n-\n'.repeat(20_000))).toMatchObject({limit: 'parseWork', cause: 'resolve'})
    expect(complexityProblem('- a\n# h\n'.repeat(10_000))).toMatchObject({limit: 'parseWork', cause: 'resolve'})
    expect(complexityProblem('> a\n' + 'b\n'.repeat(20_000))).toMatchObject({limit: 'parseWork', cause: 'resolve'})
    expect(complexityProblem('*a'.repeat(100_000))).toMatchObject({limit: 'parseWork', cause: 'delimiters'})
    expect(complexityProblem('?<'.repeat(50_000))).toMatchObject({limit: 'parseWork', cause: 'scanAhead'})
    expect(complexityProblem('> a\n\n'.repeat(20_000))).toMatchObject({limit: 'parseWork', cause: 'resolve'})
  })

  it('accepts long returns of ordinary shape', () => {
    const files = Array.from({length: 1500}, (_, index) => `- src/module-${index}.ts\n`).join('')
    expect(complexityProblem(`## Runtime Attestation\nfiles_created:\n${files}files_modified:\n${files}`)).toBeUndefined()
    const sections = '## Deliverables\n- `a.ts` — done\n\n## Evidence\n- tests pass\n\n'.repeat(200)
    expect(complexityProblem(sections)).toBeUndefined()
    // Prose: some 60 kB of ordinary sentences.
    expect(complexityProblem('## Evidence\n' + 'The tests pass on every platform, and the report is attached below.\n'.repeat(900))).toBeUndefined()
  })

  it('accepts every example return', () => {
    const examples = ['## Status\nstate: SUCCESS\nsummary: Done.\n', '```markdown\n## Status\n- state: ERROR\n```\n']
    for (const example of examples) expect(complexityProblem(example)).toBeUndefined()
  })
})
