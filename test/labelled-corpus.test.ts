/**
 * The labelled corpus (fixtures/labelled): every group's labels match the
 * schema and name exactly the files there are, and no group's false accepts
 * or false retries rise above the figures committed in figures.json.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {LabelsSchema, measureLabelled, readFigures, readGroup, readGroups, regressions} from '../scripts/labelled.js'

const groups = readGroups()
const measure = measureLabelled()

describe('labelled corpus: labels', () => {
  it('has groups, each with returns', () => {
    expect(groups.length).toBeGreaterThan(0)
    for (const group of groups) expect(group.files.length, group.name).toBeGreaterThan(0)
  })

  it.each(groups.map((group) => [group.name, group] as const))('%s: labels.json matches the schema, lists every file once, and every file it lists exists', (_, group) => {
    expect(group.problems).toEqual([])
    expect(group.labels.map((label) => label.file).sort()).toEqual(group.files)
  })

  it('reads a wrong label, a missing file and an unlabelled file as problems, not as a crash', () => {
    const directory = mkdtempSync(join(tmpdir(), 'labelled-'))
    mkdirSync(join(directory, 'g'))
    writeFileSync(join(directory, 'g/a.md'), '## Status\nstate: SUCCESS\n')
    writeFileSync(join(directory, 'g/b.md'), 'text')
    writeFileSync(join(directory, 'g/labels.json'), JSON.stringify([{file: 'a.md', action: 'acept', reason: 'x', lang: 'en'}, {file: 'c.md', action: 'retry', reason: 'It says so in the text.', lang: 'xx-!'}]))
    const [group] = readGroups(directory)
    expect(group?.problems).toHaveLength(1)
    expect(group?.problems[0]).toMatch(/does not match the schema/)
    expect(group?.problems[0]).toMatch(/action/)
    expect(group?.problems[0]).toMatch(/reason/)
    expect(group?.problems[0]).toMatch(/lang/)
    writeFileSync(join(directory, 'g/labels.json'), JSON.stringify([{file: 'a.md', action: 'accept', reason: 'A whole return.', lang: 'en'}, {file: 'c.md', action: 'retry', reason: 'It says so in the text.', lang: 'de'}]))
    expect(readGroup(join(directory, 'g'), 'g').problems).toEqual(['g/c.md is labelled but does not exist', 'g/b.md exists but is not labelled'])
    writeFileSync(join(directory, 'g/labels.json'), '[{')
    expect(readGroup(join(directory, 'g'), 'g').problems[0]).toMatch(/^g\/labels.json is not JSON/)
    expect(LabelsSchema.safeParse([{file: 'x.md', action: 'accept', reason: 'A whole return.', lang: 'en', extra: 1}]).success).toBe(false)
    expect(LabelsSchema.safeParse([{file: 'sub/x.md', action: 'accept', reason: 'A whole return.', lang: 'en'}]).success).toBe(false)
  })
})

const success = '## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts — the parser\n\n## Evidence\n- `npm test` — 12 passed\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/parser.ts\nfiles_modified:\n- (none)\n'

describe('labelled corpus: measurement', () => {
  it('counts false accepts, false retries and other mismatches per group and per signal, and lists each miss', () => {
    const directory = mkdtempSync(join(tmpdir(), 'labelled-'))
    mkdirSync(join(directory, 'g'))
    writeFileSync(join(directory, 'g/right.md'), success)
    writeFileSync(join(directory, 'g/accepted.md'), success)
    writeFileSync(join(directory, 'g/refused.md'), success.replace('state: SUCCESS', 'state: ERROR'))
    writeFileSync(join(directory, 'g/escalated.md'), success.replace('state: SUCCESS', 'state: ERROR\nretry_recommended: no'))
    const label = (file: string, action: string, signals?: string[]) => ({file, action, reason: 'Labelled for the test.', lang: 'en', ...(signals ? {signals} : {})})
    writeFileSync(
      join(directory, 'g/labels.json'),
      JSON.stringify([label('right.md', 'accept'), label('accepted.md', 'retry', ['some-signal']), label('refused.md', 'accept'), label('escalated.md', 'retry')])
    )
    const result = measureLabelled(directory)
    expect(result.problems).toEqual([])
    expect(result.groups).toEqual({g: {total: 4, falseAccepts: 1, falseRetries: 1, otherMismatches: 1}})
    expect(result.misses.map((miss) => `${miss.file} ${miss.expected}→${miss.actual} [${miss.fired.join(', ')}]`)).toEqual([
      'accepted.md retry→accept []',
      'refused.md accept→retry [retry-recommended-required]',
      'escalated.md retry→escalate [state-error]'
    ])
    expect(result.signals['retry-recommended-required']).toEqual({fired: 1, falseRetries: 1, otherMismatches: 0, expected: 0, missed: 0, falseAccepts: 0})
    expect(result.signals['state-error']).toEqual({fired: 1, falseRetries: 0, otherMismatches: 1, expected: 0, missed: 0, falseAccepts: 0})
    expect(result.signals['some-signal']).toEqual({fired: 0, falseRetries: 0, otherMismatches: 0, expected: 1, missed: 1, falseAccepts: 1})
    expect(result.missedSignals).toEqual(['g/accepted.md: some-signal'])
  })
})

describe('labelled corpus: figures', () => {
  it('measures every labelled return', () => {
    for (const group of groups) expect(measure.groups[group.name]?.total, group.name).toBe(group.labels.length)
  })

  it('has false accepts and false retries no higher than the committed figures, per group', () => {
    const {figures, problem} = readFigures()
    expect(problem).toBeUndefined()
    expect(regressions(measure, figures ?? {})).toEqual([])
  })

  it('names the group and the files when a figure rises', () => {
    const committed = {g: {total: 2, falseAccepts: 0, falseRetries: 0}}
    const worse = {
      groups: {g: {total: 2, falseAccepts: 1, falseRetries: 1, otherMismatches: 0}, h: {total: 1, falseAccepts: 0, falseRetries: 0, otherMismatches: 0}},
      signals: {},
      misses: [
        {group: 'g', file: 'a.md', expected: 'retry' as const, actual: 'accept' as const, labelReason: '', decisionReason: '', fired: []},
        {group: 'g', file: 'b.md', expected: 'accept' as const, actual: 'retry' as const, labelReason: '', decisionReason: '', fired: ['section-missing']}
      ],
      missedSignals: [],
      problems: [],
      milliseconds: 0
    }
    expect(regressions(worse, committed)).toEqual([
      'g: 1 false accepts, 0 committed; accepted: a.md',
      'g: 1 false retries, 0 committed; not accepted: b.md (section-missing)',
      'h: no committed figures (0 false accepts, 0 false retries measured); run `npm run corpus -- --update` and review the diff'
    ])
  })
})
