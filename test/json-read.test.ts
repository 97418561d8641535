import {describe, expect, it} from 'vitest'
import {ProgressFileSchema, readProgressFile, readReturnMeta, ReturnMetaSchema} from '../src/index.js'

describe('readReturnMeta', () => {
  it('returns the canonical object of a valid file, with no repair', () => {
    const text = JSON.stringify({
      status: 'researched',
      artifacts: [{type: 'report', path: 'specs/1_x/reports/r.md', summary: 'Findings'}],
      metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['o'], findings_count: 5},
      memory_candidates: ['keep me']
    })
    const result = readReturnMeta(text)
    expect(result.repairs).toEqual([])
    expect(result.diagnostics).toEqual([])
    expect(ReturnMetaSchema.parse(result.meta)).toEqual(JSON.parse(text))
  })

  it('wraps bare strings, moves identity into metadata, and logs each liberty', () => {
    const text = JSON.stringify({
      status: 'completed',
      session_id: 'sess_1',
      agent_type: 'general-research-agent',
      delegation_path: ['orchestrator', 'research', 'general-research-agent'],
      artifacts: ['specs/1_x/reports/r.md', 'specs/1_x/plans/p.md', 'specs/1_x/summaries/s.md', 'src/a.ts'],
      summary: 'top-level summary is kept'
    })
    const {meta, repairs, diagnostics} = readReturnMeta(text)
    expect(meta).toEqual({
      status: 'researched',
      artifacts: [
        {type: 'report', path: 'specs/1_x/reports/r.md', summary: ''},
        {type: 'plan', path: 'specs/1_x/plans/p.md', summary: ''},
        {type: 'summary', path: 'specs/1_x/summaries/s.md', summary: ''},
        {type: 'implementation', path: 'src/a.ts', summary: ''}
      ],
      metadata: {session_id: 'sess_1', agent_type: 'general-research-agent', delegation_depth: 0, delegation_path: ['orchestrator', 'research', 'general-research-agent']},
      summary: 'top-level summary is kept'
    })
    expect(repairs.map((repair) => `${repair.action} ${repair.pointer}`)).toEqual([
      'status /status',
      'wrapped /artifacts/0',
      'wrapped /artifacts/1',
      'wrapped /artifacts/2',
      'wrapped /artifacts/3',
      'moved /session_id',
      'moved /agent_type',
      'moved /delegation_path',
      'defaulted /metadata/delegation_depth'
    ])
    expect(repairs[0]).toMatchObject({from: 'completed', message: 'Read status "completed" as `researched`'})
    expect(diagnostics.map((d) => d.ruleId)).toContain('status-completed')
    expect(ReturnMetaSchema.safeParse(meta).success).toBe(true)
  })

  it('reads a forbidden or unknown status as the nearest canonical one', () => {
    const status = (value: unknown, extra: Record<string, unknown> = {}) => readReturnMeta(JSON.stringify({status: value, artifacts: [], ...extra})).meta?.status
    expect(status('completed', {metadata: {delegation_path: ['orchestrator', 'plan', 'planner']}})).toBe('planned')
    expect(status('research_done')).toBe('researched')
    expect(status('implementing')).toBe('in_progress')
    expect(status('Blocked')).toBe('blocked')
    // A success word without the operation names no status: read as failed, as parents do.
    expect(status('completed')).toBe('failed')
    expect(status('not implemented', {metadata: {agent_type: 'implementation-agent'}})).toBe('failed')
    expect(status('banana')).toBe('failed')
    expect(readReturnMeta(JSON.stringify({status: 'completed', artifacts: []}), {operation: 'implement'}).meta?.status).toBe('implemented')
    expect(status(undefined)).toBe('failed')
    expect(status(3)).toBe('failed')
  })

  it('keeps unknown fields everywhere and reads common aliases', () => {
    const {meta, repairs} = readReturnMeta(
      JSON.stringify({
        status: 'partial',
        artifacts: [{type: 'report', path: 'a.md', description: 'Desc', lines: 40}, 7],
        metadata: {session_id: 's', agent_type: 'a', delegation_depth: '2', delegation_path: 'orchestrator', cycles_used: 3},
        errors: ['timeout after 1h', {type: 'timeout', message: 'm', recoverable: 'true', recommendation: 'r', file: 'x.lean'}],
        partial_progress: 'phase 2 of 4'
      })
    )
    expect(meta?.artifacts).toEqual([{type: 'report', path: 'a.md', summary: 'Desc', lines: 40}])
    expect(meta?.metadata).toEqual({session_id: 's', agent_type: 'a', delegation_depth: 2, delegation_path: ['orchestrator'], cycles_used: 3})
    expect(meta?.errors).toEqual([
      {type: 'execution', message: 'timeout after 1h', recoverable: false, recommendation: ''},
      {type: 'timeout', message: 'm', recoverable: true, recommendation: 'r', file: 'x.lean'}
    ])
    expect(meta?.partial_progress).toEqual({stage: '', details: 'phase 2 of 4'})
    expect(repairs.map((repair) => repair.action)).toEqual(['renamed', 'dropped', 'coerced', 'wrapped', 'wrapped', 'wrapped', 'coerced'])
  })

  it('reads past syntax errors when it can, and gives null for what is not an object', () => {
    const recovered = readReturnMeta('{"status": "planned", "artifacts": [],}')
    expect(recovered.meta?.status).toBe('planned')
    expect(recovered.repairs[0]).toMatchObject({action: 'recovered'})
    expect(recovered.diagnostics.map((d) => d.ruleId)).toEqual(['json-syntax'])
    for (const text of ['', 'prose', '[1]', 'null', undefined as unknown as string]) expect(readReturnMeta(text).meta).toBeNull()
  })
})

describe('readProgressFile', () => {
  it('reads aliases and statuses, derives a missing current objective, and drops what it cannot place', () => {
    const {progress, repairs} = readProgressFile(
      JSON.stringify({
        phase: '4',
        name: 'Soundness',
        started_at: '2026-02-12T10:30:00Z',
        last_updated: '2026-02-12T11:30:00Z',
        objectives: [
          {id: 1, name: 'A', status: 'completed', files_touched: ['a.lean']},
          {id: '2', description: 'B', status: 'pending'},
          {id: '2.1', description: 'B.1', status: 'in_progress'}
        ],
        current_objective: null,
        approaches_tried: [{approach: 'x', result: 'partial_success', reason: 'y'}],
        deviations: ['kept']
      })
    )
    expect(progress).toEqual({
      phase: 4,
      phase_name: 'Soundness',
      started_at: '2026-02-12T10:30:00Z',
      last_updated: '2026-02-12T11:30:00Z',
      objectives: [
        {id: 1, description: 'A', status: 'done', files_touched: ['a.lean']},
        {id: 2, description: 'B', status: 'not_started'}
      ],
      current_objective: 2,
      handoff_count: 0,
      approaches_tried: [{approach: 'x', result: 'partial', reason: 'y'}],
      deviations: ['kept']
    })
    expect(ProgressFileSchema.safeParse(progress).success).toBe(true)
    expect(repairs.map((repair) => `${repair.action} ${repair.pointer}`)).toEqual([
      'coerced /phase',
      'renamed /name',
      'renamed /objectives/0/name',
      'status /objectives/0/status',
      'coerced /objectives/1/id',
      'status /objectives/1/status',
      'dropped /objectives/2',
      'defaulted /current_objective',
      'status /approaches_tried/0/result',
      'defaulted /handoff_count'
    ])
  })
})
