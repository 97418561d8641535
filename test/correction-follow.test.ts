/**
 * Corrections followed literally, as a child would follow them: the rewrite
 * passes `review` in one step, for the state the child picks, and keeps
 * every deliverable and path its original return named.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {parseReturn, review} from '../src/index.js'
import {followCorrection, namedPaths} from './support/follow-correction.js'

const folders = ['fixtures/correction', 'fixtures/parse', 'fixtures/examples']
const returns: Array<[string, string]> = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name): [string, string] => [join(folder, name), readFileSync(join(folder, name), 'utf8')])
)

/** The returns that fail their contract: those a correction is for. */
const failing = returns.filter(([, text]) => review(text, {attempt: 1, kind: 'markdown'}).diagnostics.some((diagnostic) => diagnostic.severity === 'error'))

function errorsOf(text: string): string[] {
  return review(text, {attempt: 1, kind: 'markdown'})
    .diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
    .map((diagnostic) => `${diagnostic.ruleId}: ${diagnostic.message}`)
}

/** What the original named that a rewrite must keep: deliverable paths as read, and every path written, but those the contract refuses. */
function keptPaths(text: string): string[] {
  const read = parseReturn(text)
  const deliverables = read.report?.deliverables.map((deliverable) => deliverable.path) ?? []
  // A path the contract refuses is asked for again, not kept.
  const refused = read.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'path-not-repo-relative').map((diagnostic) => diagnostic.message)
  return [...new Set([...deliverables, ...namedPaths(text)])].filter((path) => !path.startsWith('/') && !refused.some((message) => message.includes(`\`${path}\``)))
}

describe('a correction followed literally', () => {
  it('covers real-shaped reports and the fixtures', () => {
    expect(failing.length).toBeGreaterThan(20)
    expect(failing.map(([name]) => name).filter((name) => name.startsWith('fixtures/correction')).length).toBeGreaterThanOrEqual(9)
  })

  it.each(failing)('%s: each state chosen from the template passes in one step and keeps every path', (_name, original) => {
    const correction = review(original, {attempt: 1, kind: 'markdown'}).correction ?? ''
    expect(correction).toMatch(/^Your return does not follow the return format yet/)
    const open = (['SUCCESS', 'PARTIAL', 'ERROR'] as const).filter((state) => !correction.includes(`- ${state}: not open to this return`))
    // ERROR is always open: a child can always say it failed.
    expect(open).toContain('ERROR')
    for (const state of open) {
      const followed = followCorrection(correction, state, original)
      expect(followed.rewritten).toBe(true)
      const errors = errorsOf(followed.text)
      // A summary that opens with a failure mark (`❌ …`) reads clean as ERROR only: the template says so, for the child to rewrite it.
      if (state !== 'ERROR' && errors.some((error) => error.startsWith('state-invalid'))) {
        expect(correction).toContain(`- ${state}: write \`summary:\` again first (yours reads as another state), then `)
        continue
      }
      expect(errors, `${state}:\n${followed.text}`).toEqual([])
      for (const path of keptPaths(original)) expect(followed.text, `${state} keeps ${path}`).toContain(path)
    }
  })
})

describe('the rewrite of a report in another layout', () => {
  const correctionOf = (name: string): string => review(readFileSync(join('fixtures/correction', name), 'utf8'), {attempt: 1}).correction ?? ''

  it('carries deliverables, files, evidence and the summary over from `## Changes`, a bold label and a table', () => {
    const correction = correctionOf('changes-files-table.md')
    expect(correction).toContain('summary: Refactored the config loader to support YAML and added tests.\n')
    expect(correction).toContain('## Deliverables\n- src/config/load.ts — YAML support via js-yaml\n')
    expect(correction).toContain('files_modified:\n- src/config/load.ts\n- src/config/schema.ts\n- test/config.test.ts\n')
    expect(correction).toContain('- `npm test` — 48 passed\n')
    expect(correction).not.toContain('- (none)')
  })

  it('carries `## Changes` and `## Testing` beside a readable Status into Deliverables and Evidence', () => {
    const correction = correctionOf('status-with-other-sections.md')
    expect(correction).toContain('## Deliverables\n- src/reports/export.ts — builds the CSV\n- src/reports/page.tsx — the export button\n')
    expect(correction).toContain('## Evidence\n- `npm test -- reports` — 14 passed\n- Exported a 10,000-row report by hand: opens in LibreOffice\n')
  })

  it('reads bold-label paragraphs as their parts', () => {
    const correction = correctionOf('bold-labels.md')
    expect(correction).toContain('summary: Added rate limiting to the public API.\n')
    expect(correction).toContain('files_created:\n- src/middleware/rate-limit.ts\n- test/rate-limit.test.ts\nfiles_modified:\n- src/server.ts\n- package.json\n')
    expect(correction).toContain('runtime_model_reported: claude-sonnet-4\n')
  })

  it('keeps a line that contradicts SUCCESS out of the common lines, and offers it as a limitation of PARTIAL and ERROR', () => {
    const original = readFileSync('fixtures/correction/status-failing-line.md', 'utf8')
    const correction = review(original, {attempt: 1}).correction ?? ''
    const partial = followCorrection(correction, 'PARTIAL', original).text
    expect(partial).toContain('limitations:\n- tests: 2 failing on CI\n')
    expect(errorsOf(partial)).toEqual([])
    const success = followCorrection(correction, 'SUCCESS', original).text
    expect(success).not.toContain('2 failing')
    expect(errorsOf(success)).toEqual([])
    const error = followCorrection(correction, 'ERROR', original).text
    expect(error).toMatch(/summary: .*\nretry_recommended: no\n/)
    expect(errorsOf(error)).toEqual([])
  })

  it('offers ERROR with retry_recommended and retry_hint, PARTIAL with its limitations', () => {
    const correction = correctionOf('prose-only.md')
    expect(correction).toContain('- ERROR: add after `summary:`\n~~~\nretry_recommended: [fill in: yes or no]\nretry_hint: [fill in: what to change for the retry]\n~~~\n')
    expect(correction).toContain('- PARTIAL: add at the end\n~~~\nlimitations:\n- [fill in: what was left undone]\n~~~\n')
    expect(correction).toContain('- SUCCESS: nothing more.')
  })

  it('asks for a refused path again by its whole text', () => {
    const correction = correctionOf('absolute-paths.md')
    expect(correction).toContain('- [fill in: the repository-relative path for /home/dev/project/src/importer.ts] — the importer\n')
  })
})

describe('a correction within its budget', () => {
  const long = readFileSync('fixtures/correction/long-report.md', 'utf8')

  it.each([600, 900, 1500, 3000])('at %i characters keeps whole fences, drops style notes before structure', (limit) => {
    const correction = review(long, {attempt: 1, correctionMaxLength: limit}).correction ?? ''
    expect(correction.length).toBeLessThanOrEqual(limit)
    // Every fence it opens it closes: the structure is never cut.
    const fences = correction.split('\n').filter((line) => /^~{3,}$/.test(line))
    expect(fences.length % 2).toBe(0)
    expect(correction).not.toContain('(style)')
  })

  it('followed literally at the default budget, keeps every path of a long report', () => {
    const correction = review(long, {attempt: 1}).correction ?? ''
    expect(correction).toContain('[fill in: the ')
    const followed = followCorrection(correction, 'SUCCESS', long)
    expect(errorsOf(followed.text)).toEqual([])
    for (const path of keptPaths(long)) expect(followed.text).toContain(path)
  })

  it('a JSON correction is valid JSON in its fence, or a list of changes, never cut mid-object', () => {
    const artifacts = Array.from({length: 40}, (_, index) => ({type: 'implementation', path: `/abs/src/module-${index}.ts`, summary: 'a module of the new importer, written and tested'}))
    const file = JSON.stringify({status: 'implemented', artifacts, metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o', 'a']}}, null, 2)
    for (const limit of [400, 1500, 20_000]) {
      const correction = review(file, {kind: 'meta', attempt: 1, correctionMaxLength: limit}).correction ?? ''
      expect(correction.length).toBeLessThanOrEqual(limit)
      const block = /\n(~{3,})\n([\s\S]*?)\n\1\n/.exec(correction)
      if (block) expect(() => JSON.parse(block[2]!)).not.toThrow()
      else expect(correction).toContain('make only the changes listed above')
    }
  })
})

describe('a retry the child asked for', () => {
  const errorReturn = (extra: string) =>
    `## Status\nstate: ERROR\nsummary: The grammar file is missing.\nretry_recommended: yes\nretry_hint: Pass the path of the grammar file.\n\n## Deliverables\n* (none)\n\n## Evidence\n- grammar/ — no such folder\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n${extra}`

  it.each([
    ['ERROR', errorReturn('')],
    // A PARTIAL hands back its completed subset (partial-without-subset): here the lexer.
    ['PARTIAL', errorReturn('limitations:\n- the CLI\n').replace('state: ERROR', 'state: PARTIAL').replace('* (none)', '* src/lexer.ts — the lexer').replace('files_created:\n- (none)', 'files_created:\n- src/lexer.ts')]
  ])('a valid %s with style warnings gets its own hint, never a format correction', (_state, text) => {
    const result = review(text, {attempt: 1})
    expect(result.diagnostics.some((diagnostic) => diagnostic.severity === 'warning')).toBe(true)
    expect(result.decision.action).toBe('retry')
    expect(result.correction).toBe('Your return recommended a retry: run your task again, then hand back a new return. Your retry hint, in your words: "Pass the path of the grammar file.".')
  })

  it('a return with a contract error is corrected, whatever it recommends', () => {
    const result = review(errorReturn('').replace('## Evidence', '## Evidenz'), {attempt: 1})
    expect(result.correction).toMatch(/^Your return does not follow the return format yet/)
  })
})

describe('placeholders the hosts leave as they are', () => {
  it.each(failing)('%s: no angle bracket or ampersand the child did not write', (_name, original) => {
    const correction = review(original, {attempt: 1, kind: 'markdown'}).correction ?? ''
    for (const character of ['<', '>', '&']) if (!original.includes(character)) expect(correction).not.toContain(character)
  })
})
