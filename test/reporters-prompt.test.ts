import {describe, expect, it} from 'vitest'
import type {Diagnostic} from '../src/index.js'
import {parseReturn} from '../src/index.js'
import {prompt, promptFor, promptMaxLength} from '../src/reporters/prompt.js'
import {canonicalExamples, markdownTemplate} from '../src/reporters/templates.js'
import type {FileResult} from '../src/reporters/types.js'
import {ReturnMetaSchema} from '../src/schema/meta.js'
import {ProgressFileSchema} from '../src/schema/progress.js'
import {SubagentReturnSchema} from '../src/schema/subagent.js'
import {runCli} from './helpers.js'

function diagnostic(line: number, severity: Diagnostic['severity'], message: string, ruleId = 'some-rule'): Diagnostic {
  return {ruleId, source: 'handback', severity, message, line, column: 1}
}

function file(diagnostics: Diagnostic[], kind: FileResult['kind'] = 'markdown'): FileResult {
  return {filePath: 'return.md', kind, source: '', diagnostics}
}

describe('prompt reporter', () => {
  it('lists errors first, merges duplicates with their lines, then appends the template', () => {
    const text = promptFor(
      file([
        diagnostic(2, 'warning', 'Unexpected key `- state:` (bullet), expected `state:`'),
        diagnostic(9, 'error', 'Missing key `summary` in Status'),
        diagnostic(5, 'warning', 'Unexpected `*` bullet, expected `-`'),
        diagnostic(7, 'warning', 'Unexpected `*` bullet, expected `-`'),
        diagnostic(4, 'info', 'Unexpected section `Notes`; its content is not part of the report')
      ])
    )
    expect(text).toBe(
      'Your return does not follow the return format: fix the following and send the whole return again.\n\n' +
        '- line 9: Missing key `summary` in Status\n' +
        '- line 2: (style) Unexpected key `- state:` (bullet), expected `state:`\n' +
        '- lines 5, 7: (style) Unexpected `*` bullet, expected `-`\n' +
        '- line 4: (note) Unexpected section `Notes`; its content is not part of the report\n' +
        '\nUse exactly this layout (replace each <…>, leave out keys that do not apply):\n\n' +
        markdownTemplate
    )
  })

  it('says nothing when there is nothing to correct', () => {
    expect(promptFor(file([]))).toBe('')
    expect(prompt([file([])], {color: false})).toBe('')
  })

  it('stays within the bound and counts what it leaves out', () => {
    const many = Array.from({length: 80}, (_, index) => diagnostic(index + 1, index % 3 === 0 ? 'error' : 'warning', `Unexpected thing number ${index} here, expected another`))
    const text = promptFor(file(many))
    expect(text.length).toBeLessThanOrEqual(promptMaxLength)
    const listed = text.split('\n').filter((line) => /^- lines? \d/.test(line)).length
    const more = /^- and (\d+) more\.$/m.exec(text)
    expect(more).not.toBeNull()
    expect(listed + Number(more![1])).toBe(80)
    // Errors come first even when cut.
    const firstWarning = text.indexOf('(style)')
    expect(text.slice(0, firstWarning === -1 ? undefined : firstWarning).match(/^- line \d+: Unexpected/gm)?.length).toBeGreaterThan(0)
    expect(text.endsWith(markdownTemplate)).toBe(true)
  })

  it('keeps the problems and drops the template under a tiny bound', () => {
    const text = promptFor(file([diagnostic(1, 'error', 'Missing key `state` in Status')]), 150)
    expect(text.length).toBeLessThanOrEqual(150)
    expect(text).toContain('Missing key `state`')
  })

  it('the markdown template has the four sections in contract order, and a filled copy parses cleanly', () => {
    expect(markdownTemplate.match(/^## .*$/gm)).toEqual(['## Status', '## Deliverables', '## Evidence', '## Runtime Attestation'])
    const filled = markdownTemplate
      .replace('<SUCCESS, ERROR or PARTIAL>', 'SUCCESS')
      .replace(/^(error_code|retry_recommended|retry_hint): .*\n/gm, '')
      .replace(/^limitations:\n- .*\n/m, '')
      .replace('<repo-relative/path> — <one-line description>', 'src/a.ts — the parser')
      .replace('<path, command or contract> — <what it shows>', 'npm test — 12 passed')
      .replace('<repo-relative/path, or (none)>', 'src/a.ts')
      .replace('<repo-relative/path, or (none)>', '(none)')
      .replace(/<[^>\n]+>/g, 'x')
    const result = parseReturn(filled)
    expect(result.diagnostics).toEqual([])
    expect(result.report?.status.state).toBe('SUCCESS')
  })

  it('the JSON examples are valid against their schemas', () => {
    expect(ReturnMetaSchema.safeParse(JSON.parse(canonicalExamples.meta)).success).toBe(true)
    expect(SubagentReturnSchema.safeParse(JSON.parse(canonicalExamples.subagent)).success).toBe(true)
    expect(ProgressFileSchema.safeParse(JSON.parse(canonicalExamples.progress)).success).toBe(true)
  })

  it('uses the compact example for JSON kinds', () => {
    const text = promptFor(file([diagnostic(1, 'error', 'Unexpected status `completed`')], 'meta'))
    expect(text).toContain('Your return-metadata file does not follow its format')
    expect(text.endsWith(`A valid example:\n\n${canonicalExamples.meta}`)).toBe(true)
  })

  it('names each file when several have problems', async () => {
    const run = await runCli(['lint', '-f', 'prompt', 'fixtures/examples/subtask-result-template.md', 'fixtures/examples/canonical-success.md'])
    expect(run.code).toBe(0)
    expect(run.stdout.startsWith('fixtures/examples/subtask-result-template.md:\nYour return')).toBe(true)
    expect(run.stdout).not.toContain('canonical-success.md')
  })

  it('for one file on stdin, is the message alone', async () => {
    const run = await runCli(['lint', '-f', 'prompt', '-'], {stdin: '## Status\nstate: DONE\nsummary: x\n'})
    expect(run.code).toBe(1)
    expect(run.stdout.startsWith('Your return does not follow the return format: fix the following')).toBe(true)
    expect(run.stdout).toContain('Unexpected state `DONE`')
  })
})
