/**
 * Returns as agents write them (issue: trust at the parent boundary): each
 * deviation read with a warning and a fix (an error under `strict`), text
 * that is no return never rewritten, and an invalid `state` hiding nothing.
 */
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {fixReturn, parseReturn} from '../src/index.js'

const fixture = (name: string): string => readFileSync(`fixtures/parse/${name}.md`, 'utf8')
const at = (text: string, options = {}): string[] => parseReturn(text, options).diagnostics.map((d) => `${d.ruleId}@${d.line}`)

describe('section level and suffix', () => {
  it('reads sub-headings that start with a section name as content, without a duplicate', () => {
    const result = parseReturn(fixture('sub-headings-in-evidence'))
    expect(result.diagnostics.filter((d) => d.ruleId === 'section-duplicate' || d.ruleId === 'section-heading-style')).toEqual([])
    expect(result.report?.evidence.map((e) => e.text)).toEqual(['`npm test` — 42 passed', 'coverage: 91%', 'the nightly job'])
  })

  it('takes a suffix only behind punctuation', () => {
    expect(at('## status-completed\n\nText.\n')).toEqual(['section-missing@1'])
    const text = '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Evidence Metrics\n- 91%\n'
    expect(at(text)).toContain('unknown-section@5')
    expect(parseReturn(text.replace('## Evidence Metrics', '## Evidence (metrics)')).report?.evidence).toEqual([{text: '91%'}])
  })

  it('reads emoji before a section name as decoration, moved behind it by the fix and weighed against the state', () => {
    const text = '## ✅ Status\nstate: SUCCESS\nsummary: Done.\n\n## 📦 Deliverables\n- src/a.ts — a\n\n## 🧪 Evidence\n- `npm test` — 3 passed\n\n## 🔍 Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/a.ts\nfiles_modified:\n- (none)\n'
    const result = parseReturn(text)
    expect(result.report?.deliverables.map((d) => d.path)).toEqual(['src/a.ts'])
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(result.diagnostics.filter((d) => d.ruleId === 'section-heading-style').map((d) => d.message)[0]).toBe('Unexpected section heading `## ✅ Status` (`✅` before the name), expected `## Status`')
    const fixed = fixReturn(text).output
    expect(fixed.split('\n').filter((line) => line.startsWith('## '))).toEqual(['## Status ✅', '## Deliverables 📦', '## Evidence 🧪', '## Runtime Attestation 🔍'])
    // A failure mark before the name disagrees with a success, before and after the fix.
    for (const written of [text.replace('## ✅ Status', '## ❌ Status'), fixReturn(text.replace('## ✅ Status', '## ❌ Status')).output]) expect(parseReturn(written).diagnostics.find((diagnostic) => diagnostic.ruleId === 'state-invalid')?.signal).toBe('status-heading-disagrees')
    // Emoji before another heading's words name no section.
    expect(at('## ✅ Status Determination Algorithm\n\nText.\n')).toEqual(['section-missing@1'])
  })

  it('never promotes a sub-heading, and keeps link destinations in a fixed heading', () => {
    expect(fixReturn(fixture('sub-headings-in-evidence')).output).toContain('\n### Status Determination Algorithm\n')
    const fixed = fixReturn(fixture('link-in-heading'))
    expect(fixed.meaningPreserved).toBe(true)
    expect(fixed.output).toContain('\n## Evidence (CI run: [log](https://ci.example.com/runs/1842))\n')
  })
})

describe('state words', () => {
  it('reads the state from `## Status: ✅ COMPLETE` and moves it to `state:`', () => {
    const result = parseReturn(fixture('heading-state-complete'))
    expect(result.report?.status.state).toBe('SUCCESS')
    expect(result.diagnostics[0]?.message).toBe('Unexpected state in the heading `## Status: ✅ COMPLETE`, expected `## Status` followed by `state: SUCCESS`')
    expect(fixReturn(fixture('heading-state-complete')).output.startsWith('## Status\nstate: SUCCESS\nsummary: Migrated')).toBe(true)
  })

  it.each([
    ['COMPLETE', 'SUCCESS'],
    ['completed', 'SUCCESS'],
    ['✅ DONE', 'SUCCESS'],
    ['Successful', 'SUCCESS'],
    ['❌ FAILED', 'ERROR'],
    ['Failure', 'ERROR'],
    ['⚠️ Partially Complete', 'PARTIAL'],
    ['**complete**', 'SUCCESS']
  ])('reads `%s` as %s with a fixable warning, an error under strict', (word, state) => {
    const text = `## Status\nstate: ${word}\nsummary: Done.\n`
    const result = parseReturn(text)
    expect(result.report?.status.state).toBe(state)
    const style = result.diagnostics.find((d) => d.ruleId === 'value-style')
    expect([style?.severity, style?.fix?.text]).toEqual(['warning', state])
    expect(parseReturn(text, {preset: 'strict'}).diagnostics.find((d) => d.ruleId === 'value-style')?.severity).toBe('error')
  })

  it.each(['not complete', 'incomplete', 'unsuccessful', "didn't complete", 'not done', 'never finished'])('never reads `%s` as a state', (word) => {
    const result = parseReturn(`## Status\nstate: ${word}\nsummary: Done.\n`)
    expect(result.report).toBeNull()
    const invalid = result.diagnostics.find((d) => d.ruleId === 'state-invalid')
    expect(invalid?.message).toBe(`Unexpected state \`${word}\`, expected \`SUCCESS\`, \`ERROR\` or \`PARTIAL\`` + (invalid?.expected?.length === 1 ? ` (did you mean \`${invalid.expected[0]}\`?)` : ''))
    expect(invalid?.expected).not.toEqual(['SUCCESS'])
  })

  it('runs every independent rule when state is invalid', () => {
    expect(at(fixture('invalid-state-all-rules'))).toEqual([
      'state-invalid@2',
      'retry-recommended-invalid@4',
      'path-not-repo-relative@7',
      'path-not-repo-relative@16'
    ])
  })
})

describe('host wrappers', () => {
  it('sets a host prefix aside and says so, not that Status is missing', () => {
    const result = parseReturn(fixture('host-prefix-new-task'))
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "Unexpected host prefix `[new_task completed] Result:` before the return's first heading, expected the heading at the start of the line"
    ])
    expect(fixReturn(fixture('host-prefix-new-task')).output.startsWith('## Status\nstate: SUCCESS\n')).toBe(true)
  })

  it('sets <attempt_completion><result> tags aside', () => {
    const fixed = fixReturn(fixture('attempt-completion-tags'))
    expect(fixed.output.startsWith('## Status\nstate: SUCCESS\n')).toBe(true)
    expect(fixed.output.endsWith('files_modified:\n- (none)\n')).toBe(true)
  })

  it('sets aside the wrapper Kilo CLI puts around what a `task` child returns (recorded from Kilo 7.7.7)', () => {
    const text = fixture('kilo-task-result')
    expect(at(text)).toEqual(['host-wrapper@1', 'host-wrapper@2', 'host-wrapper@21', 'host-wrapper@22'])
    expect(parseReturn(text).report?.status.state).toBe('SUCCESS')
    const fixed = fixReturn(text).output
    expect(fixed.startsWith('## Status\nstate: SUCCESS\n')).toBe(true)
    expect(fixed).not.toMatch(/task/)
    // Only a completed task's wrapper: a failed task is not read as a return.
    expect(parseReturn(text.replace('state="completed"', 'state="error"')).report).toBeNull()
    // A free-form answer inside the wrapper is still no return.
    expect(parseReturn('<task id="ses_1" state="completed">\n<task_result>\nDone! All good.\n\n**Status:** complete\n</task_result>\n</task>').report).toBeNull()
  })

  it('leaves a document that only mentions the tags as written', () => {
    const text = 'Notes\n\nThe host wraps results in <result> tags.\n\n## Status\nstate: SUCCESS\nsummary: Done.\n'
    expect(at(text).filter((id) => id.startsWith('host-wrapper'))).toEqual([])
  })
})

describe('keys and prose', () => {
  it('keeps a prose line with spaces before its colon as prose', () => {
    const text = '## Status\nstate: SUCCESS\nsummary: Done.\n\nThings I could not verify:\n'
    expect(at(text).filter((id) => !id.startsWith('section-missing'))).toEqual(['unparsed-line@5'])
    expect(fixReturn(text).output).toBe(text)
  })

  it('points a free-form report at its status line, quoting it', () => {
    const result = parseReturn(fixture('prose-status-claim'))
    expect(result.report).toBeNull()
    expect(result.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [3, 'Unexpected status line `**Status:** ✅ COMPLETE` in free-form text, expected a `## Status` section with `state:` (no report can be read)']
    ])
    expect(parseReturn(fixture('prose-status-bullet')).diagnostics.map((d) => d.line)).toEqual([3])
  })

  it('reads keys with escaped underscores, as some hosts write them, with a fixable warning', () => {
    // `files\_created:` is drawn as `files_created:`; without this the return lost its attestation and was retried.
    const text = '## Status\nstate: ERROR\nsummary: Registry down.\nretry\\_recommended: yes\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime\\_model\\_reported: m\nruntime\\_mode\\_reported: code\nfiles\\_created:\n- (none)\nfiles\\_modified:\n- (none)\n'
    const result = parseReturn(text)
    expect(result.report?.status.retry_recommended).toBe(true)
    expect(result.report?.attestation.runtime_mode_reported).toBe('code')
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(result.diagnostics.find((d) => d.line === 4)?.message).toBe('Unexpected key `retry\\_recommended:` (escaped underscores), expected `retry_recommended:`')
    expect(fixReturn(text).output).toBe(text.replaceAll('\\_', '_'))
  })

  it('never rewrites a document that is no return', () => {
    for (const path of ['README.md', 'grammar/return-markdown.md', 'grammar/rules.md']) {
      const text = readFileSync(path, 'utf8')
      expect(fixReturn(text).changed).toBe(false)
    }
  })
})

describe('blanks of rich text', () => {
  it('reads a no-break space after a key colon as a blank, with a fixable warning', () => {
    const text = '## Status\nstate:\u00a0SUCCESS\nsummary: Done.\n'
    expect(parseReturn(text).report?.status.state).toBe('SUCCESS')
    expect(parseReturn(text).diagnostics.find((d) => d.ruleId === 'key-style')?.message).toContain('(no-break space)')
    expect(fixReturn(text).output.startsWith('## Status\nstate: SUCCESS\n')).toBe(true)
  })
})
