import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import type {Diagnostic} from '../src/engine/diagnostic.js'
import {applyFixes} from '../src/engine/apply-fixes.js'
import {lintJson} from '../src/pipeline/lint-json.js'
import type {JsonOptions} from '../src/json/options.js'
import {loadTokenCounter, tokenizerChunks} from '../src/json/tokens.js'
import {createArtifactCheck} from '../src/node/artifact-check.js'
import {jsonRules} from '../src/rules/json/index.js'

/** `rule-id@line` of every diagnostic, in order. */
function hits(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.ruleId}@${d.line}`)
}

const identity = {session_id: 'sess_1', agent_type: 'agent', delegation_depth: 1, delegation_path: ['orchestrator', 'research', 'agent']}

/** A return-metadata file from fields, one field per line so lines are predictable. */
function meta(fields: Record<string, unknown>): string {
  return '{\n' + Object.entries(fields).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(',\n') + '\n}\n'
}

function lint(kind: 'meta' | 'subagent' | 'progress', text: string, options: JsonOptions = {}): string[] {
  return hits(lintJson(kind, text, options))
}

describe('return-metadata status', () => {
  it('forbids `completed` and suggests the success status of the operation it can tell', () => {
    const diagnostics = lintJson('meta', meta({status: 'completed', artifacts: [], metadata: {...identity, delegation_path: ['orchestrator', 'implement', 'agent']}}))
    expect(hits(diagnostics)).toEqual(['status-completed@2'])
    expect(diagnostics[0]!.message).toBe('Unexpected status `completed`, expected `implemented` (the success status of implement)')
    expect(diagnostics[0]!.pointer).toBe('/status')
    expect(diagnostics[0]!.column).toBe(13)
    expect(diagnostics[0]!.fix).toBeUndefined()
  })

  it('offers the rewrite only when the operation is given', () => {
    const text = meta({status: 'completed', artifacts: [], metadata: identity})
    const [diagnostic] = lintJson('meta', text, {operation: 'plan'})
    expect(diagnostic!.message).toContain('`planned`')
    expect(applyFixes(text, [diagnostic!.fix!]).output).toBe(text.replace('"completed"', '"planned"'))
  })

  it('allows `completed` in the console return', () => {
    expect(lint('subagent', meta({status: 'completed', summary: 'Done.', artifacts: [], metadata: identity}))).toEqual([])
  })

  it('suggests the nearest status for words outside the vocabulary', () => {
    const suggestion = (status: string, kind: 'meta' | 'subagent' = 'meta') =>
      lintJson(kind, meta({status, summary: 'x', artifacts: [], metadata: identity})).find((d) => d.ruleId === 'status-invalid')?.expected
    expect(suggestion('research_complete')).toEqual(['researched'])
    expect(suggestion('implmented')).toEqual(['implemented'])
    expect(suggestion('done')).toEqual(['researched'])
    expect(suggestion('researched', 'subagent')).toEqual(['completed'])
    expect(suggestion('xyzzy')?.length).toBeGreaterThan(3)
  })

  it('accepts every contextual status of the contract', () => {
    for (const status of ['researched', 'planned', 'synced', 'committed']) {
      expect(lint('meta', meta({status, artifacts: [], metadata: identity}))).toEqual([])
    }
  })
})

describe('required fields and types', () => {
  it('reports each missing field once, at the object that lacks it', () => {
    const text = '{\n  "status": "researched",\n  "artifacts": [\n    {"type": "report", "path": "a.md"}\n  ]\n}\n'
    const diagnostics = lintJson('meta', text)
    expect(hits(diagnostics)).toEqual(['field-missing@1', 'field-missing@4'])
    expect(diagnostics.map((d) => d.pointer)).toEqual(['/metadata', '/artifacts/0/summary'])
    expect(diagnostics[1]!.column).toBe(5)
  })

  it('requires `summary` in the console return', () => {
    expect(lint('subagent', meta({status: 'completed', artifacts: [], metadata: identity}))).toEqual(['field-missing@1'])
  })

  it('reports values of the wrong type where they are', () => {
    const text = meta({status: 'researched', artifacts: {}, metadata: {...identity, delegation_depth: -1}, next_steps: 3})
    expect(lint('meta', text)).toEqual(['field-type-invalid@3', 'field-type-invalid@4', 'field-type-invalid@5'])
  })

  it('never checks unknown fields', () => {
    expect(lint('meta', meta({status: 'researched', artifacts: [], metadata: {...identity, extra: {deep: [null]}}, memory_candidates: 7}))).toEqual([])
  })
})

describe('artifacts', () => {
  it('accepts team types declared in the options', () => {
    const text = meta({status: 'researched', artifacts: [{type: 'research', path: 'a.md', summary: 's'}], metadata: identity})
    const [diagnostic] = lintJson('meta', text)
    expect(diagnostic?.ruleId).toBe('artifact-type-unknown')
    expect(diagnostic?.severity).toBe('warning')
    expect(diagnostic?.expected).toEqual(['report'])
    expect(lint('meta', text, {artifactTypes: ['research']})).toEqual([])
  })

  it('knows `documentation` in the console return only', () => {
    const artifacts = [{type: 'documentation', path: 'docs/a.md', summary: 's'}]
    expect(lint('subagent', meta({status: 'completed', summary: 's', artifacts, metadata: identity}))).toEqual([])
    expect(lint('meta', meta({status: 'researched', artifacts, metadata: identity}))).toEqual(['artifact-type-unknown@3'])
  })

  it('reports paths that are not repo-relative', () => {
    const artifacts = ['/home/me/a.md', '~/b.md', '../c.md', 'https://x.test/d.md', 'C:\\e.md', 'ok/f.md']
    const diagnostics = lintJson('meta', meta({status: 'researched', artifacts, metadata: identity})).filter((d) => d.ruleId === 'artifact-path-not-repo-relative')
    expect(diagnostics.map((d) => d.pointer)).toEqual(['/artifacts/0', '/artifacts/1', '/artifacts/2', '/artifacts/3', '/artifacts/4'])
  })
})

describe('conditional fields', () => {
  it('asks for started_at and partial_progress with in_progress', () => {
    expect(lint('meta', meta({status: 'in_progress', artifacts: [], metadata: identity}))).toEqual(['partial-progress-missing@2', 'started-at-missing@2'])
  })

  it('rejects a started_at that is not ISO 8601 with a zone', () => {
    const text = meta({status: 'in_progress', started_at: '2026-01-28 10:30', artifacts: [], partial_progress: {stage: 's', details: 'd'}, metadata: identity})
    expect(lint('meta', text)).toEqual(['timestamp-invalid@3'])
  })

  it('requires completion_data with implemented, and claudemd_suggestions for meta tasks', () => {
    expect(lint('meta', meta({status: 'implemented', artifacts: [], metadata: identity}))).toEqual(['completion-data-missing@2'])
    const done = meta({status: 'implemented', artifacts: [], completion_data: {completion_summary: 'Done.'}, metadata: identity})
    expect(lint('meta', done)).toEqual([])
    expect(lint('meta', done, {language: 'meta'})).toEqual(['claudemd-suggestions-missing@4'])
    expect(lint('meta', done, {language: 'lean'})).toEqual([])
  })

  it('asks for errors with partial, failed and blocked, in both return formats', () => {
    for (const status of ['failed', 'blocked']) expect(lint('meta', meta({status, artifacts: [], metadata: identity}))).toEqual(['errors-missing@2'])
    expect(lint('meta', meta({status: 'partial', artifacts: [], errors: [], partial_progress: {stage: 's', details: 'd'}, metadata: identity}))).toEqual(['errors-missing@4'])
    expect(lint('subagent', meta({status: 'failed', summary: 's', artifacts: [], metadata: identity}))).toEqual(['errors-missing@2'])
  })
})

describe('identity', () => {
  it('reports identity fields at the top level, with one fix moving them all', () => {
    const diagnostics = lintJson('meta', meta({status: 'researched', session_id: 'sess_1', agent_type: 'a', artifacts: []}))
    expect(hits(diagnostics)).toEqual(['field-missing@1', 'field-missing@1', 'identity-field-misplaced@3', 'identity-field-misplaced@4'])
    expect(diagnostics.slice(0, 2).map((d) => d.pointer)).toEqual(['/metadata/delegation_depth', '/metadata/delegation_path'])
    expect(diagnostics[2]!.fix).toEqual(diagnostics[3]!.fix)
  })

  it('checks the session id against the expected one, wherever it is', () => {
    const inMetadata = meta({status: 'researched', artifacts: [], metadata: identity})
    expect(lint('meta', inMetadata, {sessionId: 'sess_1'})).toEqual([])
    const [diagnostic] = lintJson('meta', inMetadata, {sessionId: 'sess_2'})
    expect(diagnostic).toMatchObject({ruleId: 'session-id-mismatch', pointer: '/metadata/session_id', expected: ['sess_2']})
    expect(lint('subagent', meta({status: 'completed', summary: 's', artifacts: [], session_id: 'old', metadata: {...identity, session_id: undefined}}), {sessionId: 'sess_2'})).toContain('session-id-mismatch@5')
  })
})

describe('console return summary', () => {
  const long = 'The parser now reads every section of the return, reports each problem with its place, and repairs the common deviations. '.repeat(5)
  const text = meta({status: 'completed', summary: long, artifacts: [], metadata: identity})

  it('estimates tokens without the tokenizer', () => {
    const [diagnostic] = lintJson('subagent', text)
    expect(diagnostic?.ruleId).toBe('summary-too-long')
    expect(diagnostic?.message).toMatch(/^Unexpected summary of about \d+ tokens, expected fewer than 100$/)
  })

  it('counts exactly with the loaded tokenizer, and honours the limit option', async () => {
    const countTokens = await loadTokenCounter()
    expect(countTokens('hello world')).toBe(2)
    const [diagnostic] = lintJson('subagent', text, {countTokens})
    expect(diagnostic?.message).toBe(`Unexpected summary of ${countTokens(long)} tokens, expected fewer than 100`)
    expect(lint('subagent', text, {countTokens, summaryTokenLimit: 1000})).toEqual([])
  })

  it('counts long text piece by piece: the same count on prose, cuts inside a run without blanks only', async () => {
    const countTokens = await loadTokenCounter()
    const {countTokens: whole} = await import('gpt-tokenizer/encoding/cl100k_base')
    const prose = 'Rewrote the soundness proof so that it matches the new definitions, and kept every public name. '.repeat(60)
    expect(tokenizerChunks(prose).length).toBeGreaterThan(3)
    expect(tokenizerChunks(prose).join('')).toBe(prose)
    expect(countTokens(prose)).toBe(whole(prose))
    // A run without blanks is cut every 1,000 characters, each cut moving the count by one token at most.
    const run = 'x'.repeat(5000)
    expect(tokenizerChunks(run).map((chunk) => chunk.length)).toEqual([1000, 1000, 1000, 1000, 1000])
    expect(Math.abs(countTokens(run) - whole(run))).toBeLessThanOrEqual(4)
  })
})

describe('artifact-missing (node)', () => {
  const root = mkdtempSync(join(tmpdir(), 'handback-root-'))
  const outside = mkdtempSync(join(tmpdir(), 'handback-outside-'))
  afterAll(() => {
    rmSync(root, {recursive: true, force: true})
    rmSync(outside, {recursive: true, force: true})
  })
  mkdirSync(join(root, 'specs/1_x/reports'), {recursive: true})
  writeFileSync(join(root, 'specs/1_x/reports/r.md'), '# Report\n')
  writeFileSync(join(root, 'empty.md'), '')
  writeFileSync(join(outside, 'secret.md'), 'secret\n')
  symlinkSync(join(outside, 'secret.md'), join(root, 'leak.md'))
  symlinkSync(outside, join(root, 'out'))
  symlinkSync(join(root, 'specs/1_x/reports/r.md'), join(root, 'alias.md'))

  it('classifies what lies at each path, never following links out of the root', () => {
    const check = createArtifactCheck(root)
    expect(check('specs/1_x/reports/r.md')).toBe('file')
    expect(check('alias.md')).toBe('file')
    expect(check('nope.md')).toBe('missing')
    expect(check('empty.md')).toBe('empty')
    expect(check('specs')).toBe('not-file')
    expect(check('leak.md')).toBe('outside-root')
    expect(check('out/secret.md')).toBe('outside-root')
    expect(check('../x.md')).toBe('outside-root')
    expect(check('/etc/passwd')).toBe('outside-root')
  })

  it('reports missing, empty and escaping artifacts at their path', () => {
    const artifacts = ['specs/1_x/reports/r.md', 'nope.md', 'empty.md', 'leak.md', '/abs.md'].map((path) => ({type: 'report', path, summary: 's'}))
    const diagnostics = lintJson('meta', JSON.stringify({status: 'researched', artifacts, metadata: identity}, null, 2), {checkArtifact: createArtifactCheck(root)})
    const missing = diagnostics.filter((d) => d.ruleId === 'artifact-missing')
    expect(missing.map((d) => d.pointer)).toEqual(['/artifacts/1/path', '/artifacts/2/path', '/artifacts/3/path'])
    expect(missing.map((d) => d.message.split(' `')[0])).toEqual(['Unexpected absent file', 'Unexpected empty file', 'Unexpected path leading out of the root'])
  })
})

describe('progress files', () => {
  const progress = (fields: Record<string, unknown>) =>
    meta({
      phase: 3,
      phase_name: 'Truth lemma',
      started_at: '2026-02-12T10:30:00Z',
      last_updated: '2026-02-12T11:30:00Z',
      objectives: [
        {id: 1, description: 'A', status: 'done'},
        {id: 2, description: 'B', status: 'in_progress'}
      ],
      current_objective: 2,
      handoff_count: 1,
      ...fields
    })

  it('accepts a well-formed file', () => {
    expect(lint('progress', progress({}))).toEqual([])
  })

  it('reports duplicate ids, an unknown current objective and statuses outside the vocabularies', () => {
    const text = progress({
      objectives: [
        {id: 1, description: 'A', status: 'completed'},
        {id: 1, description: 'B', status: 'pending'}
      ],
      current_objective: 3,
      approaches_tried: [{approach: 'x', result: 'rejected', reason: 'y'}]
    })
    const diagnostics = lintJson('progress', text)
    expect(diagnostics.map((d) => `${d.ruleId} ${d.pointer}`)).toEqual([
      'objective-status-invalid /objectives/0/status',
      'objective-id-duplicate /objectives/1/id',
      'objective-status-invalid /objectives/1/status',
      'current-objective-unknown /current_objective',
      'approach-result-invalid /approaches_tried/0/result'
    ])
    expect(diagnostics.map((d) => d.expected?.[0])).toEqual(['done', undefined, 'not_started', '1', 'failed'])
    expect(diagnostics[1]!.cause?.line).toBe(6)
  })

  it('reports last_updated before started_at', () => {
    expect(lint('progress', progress({last_updated: '2026-02-12T09:00:00Z'}))).toEqual(['last-updated-before-started-at@5'])
  })

  it('compares with the previous version: objectives kept, handoff_count not decreasing', () => {
    const objectives = [{id: 1, description: 'A', status: 'done'}, {id: 2, description: 'B', status: 'in_progress'}, {id: 3, description: 'C', status: 'not_started'}]
    const previous = progress({handoff_count: 2, objectives})
    const current = progress({handoff_count: 1, objectives: [{id: 1, description: 'A changed', status: 'done'}, {id: 2, description: 'B', status: 'done'}, {id: 4, description: 'D', status: 'in_progress'}], current_objective: 4})
    const diagnostics = lintJson('progress', current, {previous})
    expect(diagnostics.map((d) => `${d.ruleId} ${d.pointer}`)).toEqual(['objective-changed /objectives', 'objective-changed /objectives/0/description', 'handoff-count-decreased /handoff_count'])
    expect(lint('progress', current, {previous: '{not json'})).toEqual([])
    // Statuses move on, objectives are added: both allowed.
    const next = [...objectives.map((objective) => ({...objective, status: 'done'})), {id: 5, description: 'E', status: 'in_progress'}]
    expect(lint('progress', progress({handoff_count: 3, objectives: next, current_objective: 5}), {previous})).toEqual([])
  })
})

describe('robustness', () => {
  const odd = [
    'null',
    '42',
    '"text"',
    '[]',
    '{}',
    '{"status": null, "artifacts": [null, 1, [], {}, {"path": 3, "type": [], "summary": {}}], "metadata": [], "errors": "e", "partial_progress": 1}',
    '{"status": 5, "summary": [], "session_id": {}, "metadata": {"session_id": 1, "delegation_path": [1, null]}, "completion_data": []}',
    '{"objectives": {"a": 1}, "current_objective": "1", "phase": null, "approaches_tried": [1, "x", null], "handoff_count": -1}',
    '{"objectives": [null, 1, {"id": null}, {"id": {}, "status": 3}], "started_at": 1, "last_updated": []}',
    '{"__proto__": {"status": "x"}, "constructor": 1, "toString": 2}'
  ]
  for (const kind of ['meta', 'subagent', 'progress'] as const) {
    it(`no rule fails on odd ${kind} input, with every option set`, async () => {
      const options: JsonOptions = {sessionId: 's', language: 'meta', previous: odd[7]!, operation: 'implement', rewriteStatus: true, artifactTypes: ['x'], checkArtifact: () => 'missing', countTokens: await loadTokenCounter()}
      for (const text of odd) {
        const diagnostics = lintJson(kind, text, options)
        expect(diagnostics.filter((d) => d.ruleId === 'internal-error')).toEqual([])
      }
    })
  }

  it('every JSON rule is documented with a wrong and a right example', () => {
    for (const rule of jsonRules) {
      expect(rule.description.length).toBeGreaterThan(20)
      expect(rule.rationale.length).toBeGreaterThan(20)
      expect(rule.wrong).not.toBe(rule.right)
    }
  })
})
