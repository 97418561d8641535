import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {correctionMaxLength, lintText, parseReturn, review} from '../src/index.js'
import {followCorrection} from './support/follow-correction.js'

/** The return between the first pair of `~~~` fences after the rewrite's lead. */
function fencedRewrite(correction: string): string | undefined {
  const match = /\n(~{3,})\n([\s\S]*?)\n\1\n/.exec(correction)
  return match ? `${match[2]}\n` : undefined
}

const directories = ['fixtures/parse', 'fixtures/examples']
const files = directories.flatMap((directory) =>
  readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(directory, name))
)

describe('the correction of every markdown fixture', () => {
  it('covers both fixture folders', () => {
    expect(files.length).toBeGreaterThan(20)
  })

  it.each(files)('%s: bounded, no line numbers, no notes, and its rewrite parses clean once followed', (file) => {
    const text = readFileSync(file, 'utf8')
    const result = review(text, {attempt: 1})
    if (result.decision.action === 'accept') {
      expect(result.correction).toBeUndefined()
      return
    }

    const correction = result.correction ?? ''
    expect(correction.length).toBeLessThanOrEqual(correctionMaxLength)
    // A return without errors is retried on its own word, with its own hint.
    if (result.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) expect(correction).toMatch(/^Your return/)
    expect(correction).not.toMatch(/\b(?:line|ln\.?|column|col\.?) \d+|\d+:\d+\b/i)
    const notes = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'info').map((diagnostic) => diagnostic.message)
    for (const note of notes) expect(correction).not.toContain(note)
    if (!correction.includes('Send this return again')) return
    // The child chooses the state; a summary opening with ❌ leaves ERROR as the one that reads clean.
    const rereads = (['PARTIAL', 'ERROR'] as const).map((state) => parseReturn(followCorrection(correction, state, text).text))
    const errors = (reread: ReturnType<typeof parseReturn>): string[] =>
      reread.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => `${diagnostic.ruleId}: ${diagnostic.message}`)
    const clean = rereads.find((reread) => errors(reread).length === 0)
    expect(clean ? [] : errors(rereads[0]!)).toEqual([])
    expect(clean?.report).not.toBeNull()
  })
})

describe('the correction of a return whose state is not valid', () => {
  it('keeps what the child wrote beside the state, and asks for the state alone', () => {
    const text = readFileSync('fixtures/parse/state-contradicting-mark.md', 'utf8')
    const result = review(text, {attempt: 1})
    expect(result.decision.action).toBe('retry')
    const rewrite = fencedRewrite(result.correction ?? '') ?? ''
    expect(rewrite).toContain('state: [fill in: SUCCESS, PARTIAL or ERROR]\n')
    const original = parseReturn(text.replace('state: SUCCESS ❌', 'state: SUCCESS')).report!
    expect(rewrite).toContain(`summary: ${original.status.summary}\n`)
    for (const path of [...original.attestation.files_created, ...original.attestation.files_modified]) expect(rewrite).toContain(`- ${path}\n`)
    expect(parseReturn(rewrite.replace('[fill in: SUCCESS, PARTIAL or ERROR]', 'SUCCESS')).report).toEqual(original)
  })
})

describe('the correction of a return with a long absolute path', () => {
  it('asks for the path again by its whole text, though the message quotes it in part', () => {
    const path = `/home/user/project/${'deep/'.repeat(120)}parser.ts`
    const text = readFileSync('fixtures/examples/canonical-success.md', 'utf8').replace(/^(## Deliverables\n)- [^ ]+/m, `$1- ${path}`)
    const result = review(text, {attempt: 1, correctionMaxLength: 50_000})
    const invalid = result.diagnostics.find((diagnostic) => diagnostic.ruleId === 'path-not-repo-relative')
    expect(invalid?.message).not.toContain(path)
    expect(result.correction).toContain(`- [fill in: the repository-relative path for ${path}]`)
  })
})

describe('the correction of a return with many absolute paths', () => {
  const pathOf = (index: number) => `/abs/${'d'.repeat(140)}/f${index}.ts`
  const returnListing = (paths: readonly string[]) =>
    `## Status\nstate: SUCCESS\nsummary: x\n\n## Deliverables\n${paths.map((path) => `- ${path} — x\n`).join('')}\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n${paths.map((path) => `- ${path}\n`).join('')}files_modified:\n- (none)\n`

  it('asks for each refused path by the whole of it, as the reader read it', () => {
    // `- /a — b.ts — x` is the deliverable `/a` described `b.ts — x`; the attested `/a — b.ts` lines then start with `/a`, listed first.
    const paths = ['/a — b.ts', '/a', '/c/d.ts', '/a — b.ts — c']
    const result = review(returnListing(paths), {attempt: 1, correctionMaxLength: 50_000})
    const rewrite = fencedRewrite(result.correction ?? '') ?? ''
    const placeholder = (path: string) => `[fill in: the repository-relative path for ${path}]`
    expect(rewrite).toContain(`## Deliverables\n- ${placeholder('/a')} — b.ts — x\n- ${placeholder('/a')} — x\n- ${placeholder('/c/d.ts')} — x\n- ${placeholder('/a')} — b.ts — c — x\n`)
    expect(rewrite).toContain(`files_created:\n- ${placeholder('/a — b.ts')}\n- ${placeholder('/a')}\n- ${placeholder('/c/d.ts')}\n- ${placeholder('/a — b.ts — c')}\nfiles_modified:`)
  })

  it('asks again for each of 1,500 absolute paths listed twice', () => {
    const paths = Array.from({length: 1500}, (_, index) => pathOf(index))
    const text = returnListing(paths)
    const first = review(text, {attempt: 1, correctionMaxLength: 2_000_000})
    expect(first.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'path-not-repo-relative')).toHaveLength(3000)
    expect(first.correction).toContain(`- [fill in: the repository-relative path for ${pathOf(1499)}]\n`)
    expect(first.correction).toContain(`- [fill in: the repository-relative path for ${pathOf(1499)}] — x\n`)
  })
})

/** What a child writes for each placeholder of a return-metadata rewrite. */
function filledJson(rewrite: string): string {
  return rewrite
    .replaceAll('"[fill in: status]"', '"researched"')
    .replaceAll('"[fill in: started_at]"', '"2026-01-28T10:30:00Z"')
    .replaceAll('"[fill in: delegation_depth]"', '1')
    .replaceAll('"[fill in: true or false]"', 'false')
    .replaceAll(/"\[fill in: [^\]]*\]"/g, '"stated-again.md"')
}

const metaDirectory = 'fixtures/json/meta'
const metaTexts: Array<[string, string]> = readdirSync(metaDirectory).map((name) => [name, readFileSync(join(metaDirectory, name), 'utf8')])
const research = readFileSync(join(metaDirectory, 'valid-research.return-meta.json'), 'utf8')
metaTexts.push(['truncated mid-string', research.slice(0, research.indexOf('"researched"') + 5)], ['status `not researched`', research.replace('"researched"', '"not researched"')])

describe('the correction of every return-metadata fixture', () => {
  it.each(metaTexts)('%s: never accepted with an error, and its rewrite lints without errors once filled', (_name, text) => {
    const result = review(text, {kind: 'meta', attempt: 1})
    const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
    if (errors.length === 0) return
    expect(result.decision.action).toBe('retry')
    const correction = result.correction ?? ''
    expect(correction.length).toBeLessThanOrEqual(correctionMaxLength)
    const fenced = fencedRewrite(correction)
    expect(fenced).toBeDefined()
    const rewrite = filledJson(fenced ?? '')
    expect(lintText(rewrite, {kind: 'meta'}).diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.message)).toEqual([])
  })
})

const subagentDirectory = 'fixtures/json/subagent'
const completedPlan = readFileSync(join(subagentDirectory, 'completed-plan-result.json'), 'utf8')
const subagentTexts: Array<[string, string]> = [
  ...readdirSync(subagentDirectory).map((name): [string, string] => [name, readFileSync(join(subagentDirectory, name), 'utf8')]),
  ['truncated mid-string', completedPlan.slice(0, completedPlan.indexOf('"completed"') + 4)],
  ['status `uncompleted`', completedPlan.replace('"completed"', '"uncompleted"')],
  ['bare artifact and no identity', JSON.stringify({status: 'done', summary: 'Wrote the plan.', artifacts: ['specs/plan.md']})]
]

describe('the correction of console returns', () => {
  it.each(subagentTexts)('%s: never accepted with an error, and its rewrite lints without errors once filled', (_name, text) => {
    const result = review(text, {kind: 'subagent', attempt: 1})
    const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
    if (errors.length === 0) return
    expect(result.decision.action).toBe('retry')
    const correction = result.correction ?? ''
    expect(correction.length).toBeLessThanOrEqual(correctionMaxLength)
    const fenced = fencedRewrite(correction)
    expect(fenced).toBeDefined()
    const rewrite = (fenced ?? '')
      .replaceAll('"[fill in: completed, partial, failed or blocked]"', '"partial"')
      .replaceAll('"[fill in: true or false]"', 'true')
      .replaceAll('"[fill in: delegation_depth]"', '1')
      .replaceAll('"[fill in: type]"', '"plan"')
      .replaceAll(/"\[fill in: [^\]]*\]"/g, '"stated-again.md"')
    if (text.includes('specs/plan.md')) expect(rewrite).toContain('"path": "specs/plan.md"')
    expect(lintText(rewrite, {kind: 'subagent'}).diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.message)).toEqual([])
  })
})
