/**
 * A review reads its text once, JSON included: the rules, the report, the
 * decision and the correction's rewrite all start from that reading. The
 * readers are wrapped to count their calls.
 */
import {readFileSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {beforeEach, describe, expect, it, vi} from 'vitest'

const calls = vi.hoisted(() => ({json: 0, markdown: 0, parse: 0, parsed: [] as string[]}))

vi.mock('../src/json/document.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/json/document.js')>()
  return {...original, readJson: (...args: Parameters<typeof original.readJson>) => (calls.json++, original.readJson(...args))}
})

vi.mock('../src/pipeline/parse-return.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/pipeline/parse-return.js')>()
  return {
    ...original,
    readReturn: (...args: Parameters<typeof original.readReturn>) => (calls.markdown++, original.readReturn(...args)),
    parseReturn: (...args: Parameters<typeof original.parseReturn>) => (calls.parse++, calls.parsed.push(String(args[0])), original.parseReturn(...args))
  }
})

const {review} = await import('../src/kinds/every.js')
const root = resolve(import.meta.dirname, '..')
const fixture = (path: string): string => readFileSync(join(root, 'fixtures', path), 'utf8')

beforeEach(() => {
  calls.json = 0
  calls.markdown = 0
  calls.parse = 0
  calls.parsed = []
})

describe('a review reads its text once', () => {
  const cases: Array<[string, string, 'meta' | 'subagent']> = [
    ['a return-metadata file with errors', fixture('json/meta/completed-status.return-meta.json'), 'meta'],
    ['a return-metadata file missing fields, an absolute path', '{"status": "implemented", "artifacts": [{"path": "/home/me/x.ts"}]}\n', 'meta'],
    ['a console return with errors', fixture('json/subagent/failed-without-errors-result.json'), 'subagent']
  ]
  for (const [name, text, kind] of cases) {
    it(`${name}: parsed once, and corrected with its rewrite`, () => {
      const result = review(text, {kind})
      expect(result.decision.action).toBe('retry')
      expect(result.correction).toContain('[fill in:')
      expect(calls.json).toBe(1)
      expect(calls.markdown).toBe(0)
    })
  }

  it('a markdown return with errors: read once, and corrected with its rewrite', () => {
    const result = review('## Status\nstate: DONE\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts — the parser\n', {fileName: 'return.md'})
    expect(result.decision.action).toBe('retry')
    expect(result.correction).toContain('## Status')
    expect(calls.markdown).toBe(1)
    expect(calls.json).toBe(0)
  })

  it('a long markdown return: its rewrite, shortened to fit, reads the restated return once per state a signal can close', () => {
    const evidence = Array.from({length: 300}, (_, index) => `- \`npm test -- case-${index}\` — passed`).join('\n')
    const text = `## Status\nstate: DONE\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts — the parser\n\n## Evidence\n${evidence}\n`
    const result = review(text, {fileName: 'return.md'})
    expect(result.decision.action).toBe('retry')
    // Shortened: the evidence past what fits is asked for as written, not repeated.
    expect(result.correction).toContain('## Evidence')
    expect(result.correction).not.toContain('case-299')
    expect(calls.markdown).toBe(1)
    // The restated return is read for SUCCESS and PARTIAL, whatever the number of renderings tried;
    // ERROR no signal can close. (The other readings are of the summary alone.)
    expect(calls.parsed.filter((text) => text.includes('case-0')).length).toBe(2)
  })

  it('a markdown return too large to read: the correction lists the problem and asks for nothing the child wrote', () => {
    const text = '## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts — the parser\n'
    const result = review(text, {maxBytes: 40})
    expect(result.decision.action).toBe('retry')
    expect(result.correction).toContain('more than 40 bytes')
    expect(result.correction).not.toContain('[fill in')
    expect(calls.parse).toBe(0)
  })
})
