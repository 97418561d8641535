import {describe, expect, it} from 'vitest'
import type {Diagnostic} from '../src/index.js'
import {parseReturn} from '../src/index.js'
import {prompt, promptFor, promptMaxLength} from '../src/reporters/prompt.js'
import type {FileResult} from '../src/reporters/types.js'
import {runCli} from './helpers.js'

function diagnostic(line: number, severity: Diagnostic['severity'], message: string, ruleId = 'some-rule'): Diagnostic {
  return {ruleId, source: 'handback', severity, message, line, column: 1}
}

function file(diagnostics: Diagnostic[], kind: FileResult['kind'] = 'markdown'): FileResult {
  return {filePath: 'return.md', kind, source: '', diagnostics}
}

/** The text between the first pair of `~~~` fences. */
function fenced(text: string): string {
  return /\n(~{3,})\n([\s\S]*?)\n\1\n/.exec(text)?.[2] ?? ''
}

function markdownFile(source: string): FileResult {
  return {filePath: 'return.md', kind: 'markdown', source, diagnostics: parseReturn(source).diagnostics}
}

describe('prompt reporter', () => {
  it('addresses the child, quotes its text instead of line numbers, leaves out notes, and ends with its return rewritten', () => {
    const source = '## Status\n- state: SUCCESS\nsummary: Added the parser.\n\n## Notes\nMore later.\n\n## Deliverables\n- src/parser.ts — the parser\n'
    const text = promptFor(markdownFile(source))
    expect(text).toBe(
      'Your return does not follow the return format yet. Fix the following and send the whole return again.\n\n' +
        '- "Missing section `## Evidence`"\n' +
        '- "Missing section `## Runtime Attestation`"\n' +
        '- (style) "Unexpected key `- state:` (bullet), expected `state:`" — at your text "- state: SUCCESS"\n' +
        '- (style) "Unexpected deliverable `src/parser.ts` missing from `files_created` and `files_modified`" — at your text "- src/parser.ts — the parser"\n' +
        '\nSend this return again without the ~~~ lines, each [fill in: …] replaced:\n~~~\n' +
        '## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n' +
        '## Deliverables\n- src/parser.ts — the parser\n\n' +
        // What the child wrote under a heading the contract does not have is kept, as evidence.
        '## Evidence\n- More later.\n\n' +
        '## Runtime Attestation\nruntime_model_reported: [fill in: the model you ran on]\nruntime_mode_reported: [fill in: the mode you ran in]\n' +
        'files_created:\n- [fill in: each path, one a line, or (none)]\nfiles_modified:\n- [fill in: each path, one a line, or (none)]\n~~~\n' +
        'By the state you send:\n- SUCCESS: nothing more.\n' +
        '- ERROR: add after `summary:`\n~~~\nretry_recommended: [fill in: yes or no]\nretry_hint: [fill in: what to change for the retry]\n~~~\n' +
        '- PARTIAL: add at the end\n~~~\nlimitations:\n- [fill in: what was left undone]\n~~~\n'
    )
    expect(text).not.toMatch(/\bline \d/)
    expect(text).not.toContain('Notes')
  })

  it('says nothing when there is nothing to correct, nor for notes alone', () => {
    expect(promptFor(file([]))).toBe('')
    expect(promptFor(file([diagnostic(4, 'info', 'Unexpected section `Notes`; its content is not part of the report')]))).toBe('')
    expect(prompt([file([])], {color: false})).toBe('')
  })

  it('stays within the bound, counts what it leaves out, lists errors first and keeps the rewrite', () => {
    const source = Array.from({length: 80}, (_, index) => `line ${index}`).join('\n')
    const many = Array.from({length: 80}, (_, index) => diagnostic(index + 1, index % 3 === 0 ? 'error' : 'warning', `Unexpected thing number ${index} here, expected another`))
    const text = promptFor({filePath: 'return.md', kind: 'markdown', source, diagnostics: many})
    expect(text.length).toBeLessThanOrEqual(promptMaxLength)
    const listed = text.split('\n').filter((line) => /^- (\(style\) )?"Unexpected thing/.test(line)).length
    const more = /^- and (\d+) more\.$/m.exec(text)
    expect(listed + Number(more?.[1])).toBe(80)
    expect(text.indexOf('(style)') === -1 || text.indexOf('- "Unexpected thing') < text.indexOf('(style)')).toBe(true)
    expect(text).toContain('## Runtime Attestation\n')
  })

  it('keeps the start of the problems under a tiny bound', () => {
    const text = promptFor(file([diagnostic(1, 'error', 'Missing key `state` in Status')]), 150)
    expect(text.length).toBeLessThanOrEqual(150)
    expect(text).toContain('Missing key `state`')
  })

  it('rewrites a return-metadata file with a placeholder for each value it lacks or an error points at, in the contract order', () => {
    const source = '{"metadata": {"agent_type": "researcher", "delegation_depth": 1, "delegation_path": ["o"]}, "status": "banana", "artifacts": ["specs/1_x/reports/r.md"]}'
    const text = promptFor({filePath: '.return-meta.json', kind: 'meta', source, diagnostics: [{...diagnostic(1, 'error', 'Unexpected status `banana`'), pointer: '/status'}]})
    expect(text).toContain('Your return-metadata file does not follow its format yet')
    const rewrite = JSON.parse(fenced(text))
    expect(rewrite).toEqual({
      status: '[fill in: status]',
      // The folder suggests `report`, but the child did not say so: it is the child's to state.
      artifacts: [{type: '[fill in: type]', path: 'specs/1_x/reports/r.md', summary: '[fill in: summary]'}],
      metadata: {session_id: '[fill in: session_id]', agent_type: 'researcher', delegation_depth: 1, delegation_path: ['o']}
    })
    expect(Object.keys(rewrite)).toEqual(['status', 'artifacts', 'metadata'])
    expect(Object.keys(rewrite.metadata)).toEqual(['session_id', 'agent_type', 'delegation_depth', 'delegation_path'])
    expect(Object.keys(rewrite.artifacts[0])).toEqual(['type', 'path', 'summary'])
  })

  it('fills in each artifact and error by what it lacks, whatever was dropped before it', () => {
    const source = JSON.stringify({status: 'failed', artifacts: [7, {path: 'specs/1_x/plans/p.md'}], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o']}, errors: [null, 'timed out']})
    const text = promptFor({filePath: '.return-meta.json', kind: 'meta', source, diagnostics: [diagnostic(1, 'error', 'Unexpected artifact')]})
    const rewrite = JSON.parse(fenced(text))
    expect(rewrite.artifacts).toEqual([{type: '[fill in: type]', path: 'specs/1_x/plans/p.md', summary: '[fill in: summary]'}])
    expect(rewrite.errors).toEqual([{type: '[fill in: type]', message: 'timed out', recoverable: '[fill in: true or false]', recommendation: '[fill in: recommendation]'}])
  })

  it('keeps an artifact without a usable path for what else it says, its path to be stated', () => {
    const source = JSON.stringify({status: 'researched', artifacts: [5, {type: 'report'}, {path: 7, summary: 'x'}], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o']}})
    const text = promptFor({filePath: '.return-meta.json', kind: 'meta', source, diagnostics: [diagnostic(1, 'error', 'Unexpected artifact')]})
    const rewrite = JSON.parse(fenced(text))
    expect(rewrite.artifacts).toEqual([
      {type: 'report', path: '[fill in: path]', summary: '[fill in: summary]'},
      {type: '[fill in: type]', path: '[fill in: path]', summary: 'x'}
    ])
  })

  it('puts the placeholder for a value an error points at on that value, whatever was dropped before it', () => {
    const source = JSON.stringify({status: 'planned', artifacts: [7, {type: 'plan', path: '/home/agent/specs/1_x/plans/p.md', summary: 'P'}, {type: 'report', path: 'specs/1_x/reports/r.md', summary: 'R'}], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o']}})
    const text = promptFor({filePath: '.return-meta.json', kind: 'meta', source, diagnostics: [{...diagnostic(1, 'error', 'Unexpected absolute path'), pointer: '/artifacts/1/path'}]})
    const rewrite = JSON.parse(fenced(text))
    expect(rewrite.artifacts.map((artifact: {path: string}) => artifact.path)).toEqual(['[fill in: path]', 'specs/1_x/reports/r.md'])
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
    expect(run.stdout.startsWith('Your return does not follow the return format yet. Fix the following')).toBe(true)
    expect(run.stdout).toContain('Missing section `## Deliverables`')
  })
})

describe('the prompt of a return with thousands of problems', () => {
  it('still corrects it: the bound on what it reads applies to each diagnostic, not to the list', () => {
    const source = '## Status\nstate: SUCCESS\n' + 'summary: done\n'.repeat(12_000)
    const diagnostics = Array.from({length: 12_000}, (_, index) => ({ruleId: 'key-duplicate', source: 'handback' as const, severity: 'error' as const, message: 'Unexpected duplicate key `summary`', line: index + 3, column: 1, endLine: index + 3, endColumn: 8}))
    const text = promptFor({filePath: 'r.md', kind: 'markdown', source, diagnostics})
    expect(text).toMatch(/^Your return/)
    expect(text).toContain('Unexpected duplicate key `summary`')
  })
})
