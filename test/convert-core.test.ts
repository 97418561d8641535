/** The converters one behaviour at a time: refusals, totality, migration details, losses, text conversion. */
import {describe, expect, it} from 'vitest'
import {
  convertText,
  detectConvertKind,
  fromReturnMeta,
  lostInMarkdown,
  migrateSubagentReturn,
  parseReturn,
  renderReturn,
  toReturnMeta,
  type ConvertContext,
  type ReturnMeta,
  type ReturnReport
} from '../src/index.js'

const identity = {session_id: 'sess_1', agent_type: 'planner', delegation_depth: 1, delegation_path: ['orchestrator', 'plan', 'planner']}
const context: ConvertContext = {operation: 'plan', ...identity}

function returnText(status: string, attestationExtra = ''): string {
  return `## Status\n${status}\n\n## Deliverables\n- specs/1_a/plans/plan-001.md — the plan\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: architect\nfiles_created:\n- specs/1_a/plans/plan-001.md\nfiles_modified:\n- (none)\n${attestationExtra}`
}

function reportOf(status: string): ReturnReport {
  const report = parseReturn(returnText(status)).report
  if (!report) throw new Error('fixture has no report')
  return report
}

describe('toReturnMeta', () => {
  it('needs an operation for SUCCESS only', () => {
    const success = toReturnMeta(reportOf('state: SUCCESS\nsummary: Planned.'), identity)
    expect(success.meta).toBeNull()
    expect(success.diagnostics.map((d) => d.ruleId)).toEqual(['operation-missing'])
    expect(success.diagnostics[0]!.message).toContain('--operation')
    expect(toReturnMeta(reportOf('state: PARTIAL\nsummary: Half planned.'), identity).meta?.status).toBe('partial')
    expect(toReturnMeta(reportOf('state: ERROR\nsummary: No input.\nretry_recommended: no'), identity).meta?.status).toBe('failed')
  })

  it('places diagnostics with the positions of a long return, however many they are', () => {
    const files = Array.from({length: 3000}, (_, index) => `- src/f${index}.ts`).join('\n')
    const parsed = parseReturn(returnText('state: SUCCESS\nsummary: Planned.', '').replace('files_modified:\n- (none)', `files_modified:\n${files}`))
    expect(parsed.positions.size).toBeGreaterThan(3000)
    const result = toReturnMeta(parsed.report!, identity, {positions: parsed.positions})
    expect(result.diagnostics.map((d) => [d.ruleId, d.line, d.column])).toEqual([['operation-missing', 2, 8]])
  })

  it('places the operation error on the state line when positions are given', () => {
    const parsed = parseReturn(returnText('state: SUCCESS\nsummary: Planned.'))
    const result = toReturnMeta(parsed.report!, {...identity, operation: 'deploy' as never}, {positions: parsed.positions})
    expect(result.diagnostics[0]).toMatchObject({ruleId: 'operation-missing', line: 2, column: 8})
    expect(result.diagnostics[0]!.message).toContain('`deploy`')
  })

  it('names only the identity fields that are missing or unusable, in one diagnostic', () => {
    const result = toReturnMeta(reportOf('state: SUCCESS\nsummary: Planned.'), {operation: 'plan', session_id: '  ', agent_type: 'planner', delegation_depth: -1, delegation_path: ['a']})
    expect(result.meta).toBeNull()
    expect(result.diagnostics).toHaveLength(1)
    expect(result.diagnostics[0]).toMatchObject({ruleId: 'identity-missing', expected: ['session_id', 'delegation_depth']})
    expect(result.diagnostics[0]!.message).toMatch(/^Missing identity fields `session_id`, `delegation_depth`/)
    expect(result.diagnostics[0]!.message).toContain('(`session_id` must be a non-empty string; `delegation_depth` must be a non-negative integer)')
  })

  it('reports both a missing operation and a missing identity', () => {
    expect(toReturnMeta(reportOf('state: SUCCESS\nsummary: Planned.'), {}).diagnostics.map((d) => d.ruleId)).toEqual(['operation-missing', 'identity-missing'])
  })

  it('requires claudemd_suggestions for an implemented meta task, and still converts', () => {
    const result = toReturnMeta(reportOf('state: SUCCESS\nsummary: Added an agent.'), {...context, operation: 'implement', language: 'meta'})
    expect(result.diagnostics.map((d) => d.ruleId)).toEqual(['claudemd-suggestions-missing'])
    expect(result.meta?.status).toBe('implemented')
    const withSuggestions = toReturnMeta(reportOf('state: SUCCESS\nsummary: Added an agent.\nclaudemd_suggestions: none'), {...context, operation: 'implement', language: 'meta'})
    expect(withSuggestions.diagnostics).toEqual([])
    expect(withSuggestions.meta?.completion_data).toEqual({completion_summary: 'Added an agent.', claudemd_suggestions: 'none'})
  })

  it('keeps completion keys among the extras when the status is not implemented', () => {
    const meta = toReturnMeta(reportOf('state: SUCCESS\nsummary: Planned.\nroadmap_items:\n- Item one'), context).meta!
    expect(meta.completion_data).toBeUndefined()
    expect(meta.metadata['status_extras']).toEqual({roadmap_items: ['Item one']})
  })

  it('keeps a key named __proto__ as data', () => {
    const meta = toReturnMeta(reportOf('state: SUCCESS\nsummary: Planned.\n__proto__: polluted'), context).meta!
    const extras = meta.metadata['status_extras'] as Record<string, unknown>
    expect(Object.hasOwn(extras, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(extras)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(fromReturnMeta(JSON.parse(JSON.stringify(meta)) as ReturnMeta).status['__proto__']).toBe('polluted')
  })

  it('never throws, whatever it is given', () => {
    for (const value of [null, undefined, 'text', 42, {}, {status: 'SUCCESS'}, {status: {state: 'NOPE'}}]) {
      const result = toReturnMeta(value as never, context)
      expect(result.meta).toBeNull()
      expect(result.diagnostics.map((d) => d.ruleId)).toEqual(['report-invalid'])
    }

    expect(toReturnMeta(reportOf('state: SUCCESS\nsummary: x'), null as never).diagnostics.map((d) => d.ruleId)).toEqual(['operation-missing', 'identity-missing'])
  })
})

describe('fromReturnMeta', () => {
  it('is total', () => {
    for (const value of [null, [], 'x', 3, {}, {status: 7, artifacts: 'no', metadata: []}]) {
      const report = fromReturnMeta(value as never)
      expect(report.status.state).toBe('ERROR')
      expect(report.deliverables).toEqual([])
      expect(renderReturn(report)).toContain('## Runtime Attestation')
    }
  })

  it('reads statuses as the parents of these files do', () => {
    const state = (status: unknown): string => fromReturnMeta({status} as never).status.state
    expect(['researched', 'planned', 'implemented', 'synced', 'committed', 'completed', 'done'].map(state)).toEqual(Array(7).fill('SUCCESS'))
    expect(['partial', 'in_progress'].map(state)).toEqual(['PARTIAL', 'PARTIAL'])
    expect(['failed', 'blocked', 'tasks_created', undefined].map(state)).toEqual(['ERROR', 'ERROR', 'ERROR', 'ERROR'])
  })

  it('reads the first error and the markers of what was not written', () => {
    const status = (errors: unknown[]): unknown => fromReturnMeta({status: 'failed', summary: 'S', errors} as never).status
    expect(status([{type: 'unspecified', message: 'S', recoverable: false, recommendation: '', retry_recommended_omitted: true}])).toEqual({state: 'ERROR', summary: 'S'})
    expect(status([{type: 'timeout', message: 'S', recoverable: true, recommendation: 'Retry.'}, {type: 'other'}])).toEqual({
      state: 'ERROR',
      summary: 'S',
      error_code: 'timeout',
      retry_recommended: true,
      retry_hint: 'Retry.'
    })
  })

  it('takes the summary from completion_data, then summary, then the first error', () => {
    expect(fromReturnMeta({status: 'implemented', summary: 'B', completion_data: {completion_summary: 'A'}} as never).status.summary).toBe('A')
    expect(fromReturnMeta({status: 'partial', summary: 'B'} as never).status.summary).toBe('B')
    expect(fromReturnMeta({status: 'failed', errors: [{message: 'C'}]} as never).status.summary).toBe('C')
  })

  it('reads bare-string artifacts as paths and writes odd values as JSON text', () => {
    const report = fromReturnMeta({
      status: 'researched',
      artifacts: ['specs/1_a/reports/r.md', {path: 'b.md'}, 5],
      next_steps: ['one', 'two'],
      metadata: {status_extras: {count: 3, state: 'ignored'}, attestation: {runtime_model_reported: 'm', limitations: 'one'}}
    } as never)
    expect(report.deliverables).toEqual([
      {path: 'specs/1_a/reports/r.md', description: ''},
      {path: 'b.md', description: ''}
    ])
    expect(report.status).toEqual({state: 'SUCCESS', summary: '', count: '3', next_steps: ['one', 'two']})
    expect(report.attestation).toEqual({runtime_model_reported: 'm', runtime_mode_reported: '', files_created: [], files_modified: [], limitations: []})
  })
})

describe('renderReturn', () => {
  it('keeps every value on its line', () => {
    const report = reportOf('state: PARTIAL\nsummary: x')
    report.status.summary = 'First line.\nSecond line.'
    report.deliverables[0]!.description = ''
    const markdown = renderReturn(report)
    expect(markdown).toContain('summary: First line. Second line.\n')
    expect(markdown).toContain('\n- specs/1_a/plans/plan-001.md\n')
    expect(parseReturn(markdown).report?.status.summary).toBe('First line. Second line.')
  })
})

describe('migrateSubagentReturn', () => {
  const base = {summary: 'Did it.', artifacts: [], metadata: identity}

  it('refuses a value that is not an object', () => {
    for (const value of [null, [], 'completed']) {
      const result = migrateSubagentReturn(value, {operation: 'plan'})
      expect(result.meta).toBeNull()
      expect(result.diagnostics.map((d) => d.ruleId)).toEqual(['json-root-not-object'])
    }
  })

  it('reads other success words as completed, and keeps unknown statuses with a warning', () => {
    expect(migrateSubagentReturn({...base, status: 'done'}, {operation: 'research'}).meta?.status).toBe('researched')
    const unknown = migrateSubagentReturn({...base, status: 'tasks_created'}, {operation: 'plan'})
    expect(unknown.meta?.status).toBe('tasks_created')
    expect(unknown.diagnostics.map((d) => `${d.severity} ${d.ruleId}`)).toEqual(['warning status-not-migrated'])
  })

  it('merges the summary into an existing completion_data, in the place of summary', () => {
    const result = migrateSubagentReturn({status: 'completed', completion_data: {roadmap_items: ['R']}, summary: 'Did it.', artifacts: []}, {operation: 'implement'})
    expect(result.meta).toEqual({status: 'implemented', completion_data: {roadmap_items: ['R'], completion_summary: 'Did it.'}, artifacts: []})
    expect(Object.keys(result.meta!)).toEqual(['status', 'completion_data', 'artifacts'])
  })

  it('keeps the summary at the top level when completion_data already has one', () => {
    const value = {status: 'completed', summary: 'Short.', completion_data: {completion_summary: 'Long.'}}
    expect(migrateSubagentReturn(value, {operation: 'implement'}).meta).toEqual({...value, status: 'implemented'})
  })
})

describe('lostInMarkdown', () => {
  it('lists what the markdown cannot hold, and not the identity', () => {
    const meta = {
      status: 'blocked',
      summary: 'Blocked on review.',
      started_at: '2026-01-18T10:00:00Z',
      artifacts: [{type: 'research', path: 'specs/1_a/reports/r.md', summary: 'R'}],
      partial_progress: {stage: 'phase_2', details: 'Waiting.'},
      metadata: {...identity, findings_count: 5},
      errors: [
        {type: 'timeout', message: 'Other text', recoverable: true, recommendation: 'Retry.'},
        {type: 'x', message: 'y', recoverable: false, recommendation: ''}
      ]
    } as unknown as ReturnMeta
    const lost = lostInMarkdown(meta).map((field) => `${field.kind} ${field.pointer}`)
    expect(lost).toEqual([
      'changed /status',
      'dropped /started_at',
      'changed /artifacts/0/type',
      'dropped /partial_progress',
      'dropped /metadata/findings_count',
      'changed /errors/0/message',
      'dropped /errors/1'
    ])
  })
})

describe('lostInMarkdown on lists of text', () => {
  it('names the items that do not come back, not every item after them', () => {
    const meta = {
      status: 'implemented',
      artifacts: [],
      metadata: {...identity, attestation: {runtime_model_reported: 'm', runtime_mode_reported: 'code', files_created: ['a.ts', 'N/A', '-', 'b.ts'], files_modified: []}},
      completion_data: {completion_summary: 'Done.'}
    } as unknown as ReturnMeta
    const lost = lostInMarkdown(meta)
    expect(lost).toEqual([
      {pointer: '/metadata/attestation/files_created/1', kind: 'dropped', value: 'N/A'},
      {pointer: '/metadata/attestation/files_created/2', kind: 'dropped', value: '-'}
    ])
  })
})

describe('convertText', () => {
  const markdown = returnText('state: SUCCESS\nsummary: Planned.')

  it('detects the kind of its input', () => {
    expect(detectConvertKind(undefined, markdown)).toBe('markdown')
    expect(detectConvertKind('x.json', '{"status": "planned"}')).toBe('meta')
    expect(detectConvertKind(undefined, '{"status": "completed", "summary": "Done."}')).toBe('subagent')
    expect(detectConvertKind('specs/1_a/.return-meta.json', '{"status": "completed", "summary": "Done."}')).toBe('meta')
    expect(detectConvertKind('notes.md', '{"status": "completed", "summary": "Done."}')).toBe('markdown')
  })

  it('converts markdown to meta and back to the same canonical text', () => {
    const meta = convertText(markdown, {to: 'meta', context})
    expect(meta.from).toBe('markdown')
    expect(meta.diagnostics).toEqual([])
    expect(JSON.parse(meta.output!).status).toBe('planned')
    const back = convertText(meta.output!, {to: 'markdown'})
    expect(back.from).toBe('meta')
    expect(back.diagnostics).toEqual([])
    expect(back.output).toBe(markdown)
  })

  it('refuses an input with errors unless lenient', () => {
    const broken = returnText('state: ERROR\nsummary: Failed.')
    const strict = convertText(broken, {to: 'meta', context})
    expect(strict).toMatchObject({output: null, refused: 'input'})
    expect(strict.diagnostics.map((d) => d.ruleId)).toContain('retry-recommended-required')
    const lenient = convertText(broken, {to: 'meta', context, lenient: true})
    expect(lenient.refused).toBeUndefined()
    expect(JSON.parse(lenient.output!).errors[0]).toMatchObject({recoverable: false, retry_recommended_omitted: true})
  })

  it('converts no state another line disputes, even leniently: the output would pick one of two', () => {
    const disputed = returnText('state: SUCCESS\nsummary: ❌ The build broke.')
    const lenient = convertText(disputed, {to: 'meta', context, lenient: true})
    expect(lenient.output).toBeNull()
    expect(lenient.diagnostics.find((d) => d.ruleId === 'state-invalid')?.signal).toBe('summary-opening-worse')
  })

  it('refuses a conversion that lacks the identity', () => {
    const result = convertText(markdown, {to: 'meta', context: {operation: 'plan'}})
    expect(result).toMatchObject({output: null, refused: 'conversion'})
    expect(result.diagnostics.map((d) => d.ruleId)).toEqual(['identity-missing'])
  })

  it('warns about each field left out on the way to markdown, at its place', () => {
    const text = JSON.stringify({status: 'partial', summary: 'Half.', artifacts: [], partial_progress: {stage: 's', details: 'd'}, metadata: identity, errors: [{type: 'timeout', message: 'Half.', recoverable: true, recommendation: 'Resume.'}]}, null, 2)
    const result = convertText(text, {to: 'markdown', from: 'meta'})
    expect(result.output).toContain('state: PARTIAL')
    const lost = result.diagnostics.filter((d) => d.ruleId === 'field-not-convertible')
    expect(lost.map((d) => `${d.line} ${d.pointer}`)).toEqual(['5 /partial_progress'])
  })

  it('converts a console return in both directions', () => {
    const text = JSON.stringify({status: 'completed', summary: 'Planned.', artifacts: [], metadata: identity})
    expect(convertText(text, {to: 'meta', context: {operation: 'plan'}}).output).toContain('"status": "planned"')
    expect(convertText(text, {to: 'meta'}).diagnostics.map((d) => d.ruleId)).toContain('operation-missing')
    expect(convertText(text, {to: 'markdown'}).output).toContain('state: SUCCESS\nsummary: Planned.\n')
  })

  it('answers odd input with no output and the diagnostics that explain why', () => {
    const expected: Record<string, string[]> = {
      '': ['section-missing'],
      '{': ['json-syntax'],
      '[]': ['json-root-not-object'],
      null: ['section-missing'],
      '\u0000': ['section-missing'],
      '{"status": 1}': ['field-missing', 'field-missing', 'field-type-invalid']
    }
    for (const [input, ruleIds] of Object.entries(expected)) {
      for (const to of ['meta', 'markdown'] as const) {
        const result = convertText(input, {to, context})
        expect({input, to, output: result.output, ruleIds: result.diagnostics.map((d) => d.ruleId)}).toEqual({input, to, output: null, ruleIds})
      }
    }

    expect(convertText(undefined as never, {to: 'meta'}).output).toBeNull()
    expect(convertText(undefined as never, {to: 'meta', fileName: 'x.json'}).diagnostics.map((d) => d.ruleId)).toEqual(['input-not-text'])
    const large = convertText(`{"status": "planned", "pad": "${'x'.repeat(2 * 1024 * 1024)}"}`, {to: 'markdown'})
    expect(large.output).toBeNull()
    expect(large.diagnostics.map((d) => d.ruleId)).toEqual(['input-too-large'])
  })
})
