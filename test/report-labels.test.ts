/**
 * The headings and labels of real reports, as data: each example of the
 * table names its slot (or none), and what `salvageReport` reads under them.
 */
import {describe, expect, it} from 'vitest'
import {normalizeLabel, reportLabelExamples, reportLabels, slotOfTitle} from '../src/postflight/report-labels.js'
import {looksLikePath} from '../src/markdown/values.js'
import {pathsIn, salvageReport} from '../src/postflight/salvage.js'
import {wordsOf} from '../src/vocabulary/index.js'

describe('the label table', () => {
  it.each(reportLabelExamples)('%j names %s', (title, slot) => {
    expect(slotOfTitle(title.replace(/^#+\s*/, '')) ?? null).toBe(slot)
  })

  it('has positive and negative examples, and every label in its normal form, in one slot only', () => {
    expect(reportLabelExamples.filter(([, slot]) => slot === null).length).toBeGreaterThanOrEqual(5)
    expect(new Set(reportLabelExamples.map(([, slot]) => slot)).size).toBeGreaterThanOrEqual(8)
    const all = Object.values(reportLabels).flat()
    expect(new Set(all).size).toBe(all.length)
    for (const label of all) expect(normalizeLabel(label)).toBe(label)
  })
})

describe('paths in prose', () => {
  it.each([
    ['src/a.ts', true],
    ['package.json', true],
    ['docs/', true],
    ['e.g.', false],
    ['e.g', false],
    ['z.B', false],
    ['p.ej', false],
    ['notes.md', true],
    ['1.5', false],
    ['https://x.io/a.ts', false],
    ['--fix', false],
    ['and/or', true]
  ] as const)('%s reads as a path: %s', (token, expected) => {
    expect(looksLikePath(token)).toBe(expected)
  })

  it('reads no word of the vocabulary\'s `abbreviation` lists as a path', () => {
    expect(wordsOf('abbreviation').filter((word) => looksLikePath(word) || looksLikePath(`${word}.`))).toEqual([])
  })

  it('finds code spans and bare words, each once', () => {
    expect(pathsIn('Updated `src/a.ts` and src/b.ts (see src/a.ts), ran `npm test`.')).toEqual(['src/a.ts', 'src/b.ts'])
  })
})

describe('salvageReport', () => {
  it('reads headings, bold labels, tables, checkboxes and numbered items into their slots', () => {
    const salvage = salvageReport(
      [
        'Opening line.',
        '',
        '## 2. Changes Made',
        '- [x] `src/a.ts` — the parser',
        '1. Wired it into src/cli.ts',
        '',
        '**Files created:** `src/a.ts`, `test/a.test.ts`',
        '**Files changed**',
        '- src/cli.ts',
        '',
        '## Testing',
        '| Command | Result |',
        '|---|---|',
        '| `npm test` | 12 passed |',
        '',
        '## Known issues',
        '- CRLF input is slow',
        '',
        '## Background',
        'We talked about docs/plan.md and nothing else.',
        '',
        '```bash',
        '## Changes',
        '- ignored.ts',
        '```'
      ].join('\n')
    )
    expect(salvage.summary).toBe('Opening line.')
    expect(salvage.deliverables).toEqual([
      {path: 'src/a.ts', description: 'the parser'},
      {path: 'src/cli.ts', description: 'Wired it into src/cli.ts'}
    ])
    expect(salvage.filesCreated).toEqual(['src/a.ts', 'test/a.test.ts'])
    expect(salvage.filesModified).toEqual(['src/cli.ts'])
    expect(salvage.evidence).toEqual(['`npm test` — 12 passed', 'We talked about docs/plan.md and nothing else.'])
    expect(salvage.limitations).toEqual(['CRLF input is slow'])
  })

  it('reads a report inside a fence of markdown, and a bullet under a summary heading as work done', () => {
    const salvage = salvageReport('Report below.\n\n```markdown\n## What I did\n- Wrote `src/a.ts`\n\n**Status:** ⚠️ Partially complete\n```\n')
    expect(salvage.summary).toBe('Report below.')
    expect(salvage.deliverables).toEqual([{path: 'src/a.ts', description: 'Wrote `src/a.ts`'}])
    expect(salvage.state).toBe('PARTIAL')
  })

  it('leaves the contract sections to the reader when asked', () => {
    const salvage = salvageReport('## Status\nstate: SUCCESS\nsummary: x\n\n## Deliverables\n- src/a.ts — a\n\n## Changes\n- src/b.ts — b\n', {skipContract: true})
    expect(salvage.deliverables).toEqual([{path: 'src/b.ts', description: 'b'}])
    expect(salvage.summary).toBeUndefined()
  })
})
