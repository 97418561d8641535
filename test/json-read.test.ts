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

  it('wraps bare strings, moves identity into metadata, and logs each liberty without inventing a value', () => {
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
      artifacts: [{path: 'specs/1_x/reports/r.md'}, {path: 'specs/1_x/plans/p.md'}, {path: 'specs/1_x/summaries/s.md'}, {path: 'src/a.ts'}],
      metadata: {session_id: 'sess_1', agent_type: 'general-research-agent', delegation_path: ['orchestrator', 'research', 'general-research-agent']},
      summary: 'top-level summary is kept'
    })
    expect(repairs.map((repair) => `${repair.action} ${repair.pointer}`)).toEqual([
      'status /status',
      ...[0, 1, 2, 3].flatMap((index) => [`wrapped /artifacts/${index}`, `missing /artifacts/${index}/type`, `missing /artifacts/${index}/summary`]),
      'moved /session_id',
      'moved /agent_type',
      'moved /delegation_path',
      'missing /metadata/delegation_depth'
    ])
    expect(repairs[0]).toMatchObject({from: 'completed', message: 'Read status "completed" as `researched`'})
    // The type a path suggests is named in the log, for a person or a fix to use, not put in the object.
    expect(repairs[2]).toMatchObject({message: 'Missing artifact type; left absent (the path suggests `report`)'})
    expect(repairs.filter((repair) => repair.action === 'missing').every((repair) => !('from' in repair))).toBe(true)
    expect(diagnostics.map((d) => d.ruleId)).toContain('status-completed')
    // What the file lacks stays absent, so the strict schema still says so.
    expect(ReturnMetaSchema.safeParse(meta).success).toBe(false)
  })

  it('leaves every field the file lacks absent, with one `missing` repair each', () => {
    const {meta, repairs} = readReturnMeta(
      JSON.stringify({
        artifacts: [{path: 'a.md'}],
        metadata: {session_id: null},
        partial_progress: {details: 'half'},
        completion_data: {},
        errors: [{message: 'm'}]
      })
    )
    expect(meta).toEqual({artifacts: [{path: 'a.md'}], metadata: {}, partial_progress: {details: 'half'}, completion_data: {}, errors: [{message: 'm'}]})
    expect(meta && Object.keys(meta)).not.toContain('status')
    expect(repairs.map((repair) => `${repair.action} ${repair.pointer}`)).toEqual([
      'missing /status',
      'missing /artifacts/0/type',
      'missing /artifacts/0/summary',
      'missing /metadata/session_id',
      'missing /metadata/agent_type',
      'missing /metadata/delegation_depth',
      'missing /metadata/delegation_path',
      'missing /partial_progress/stage',
      'missing /completion_data/completion_summary',
      'missing /errors/0/type',
      'missing /errors/0/recoverable',
      'missing /errors/0/recommendation'
    ])
    const empty = readReturnMeta('{}')
    expect(empty.meta).toEqual({})
    expect(empty.repairs.map((repair) => `${repair.action} ${repair.pointer}`)).toEqual(['missing /status', 'missing /artifacts', 'missing /metadata'])
  })

  it('leaves out a required value it cannot read, saying so, and keeps what it can', () => {
    const {meta, repairs} = readReturnMeta(JSON.stringify({status: 'failed', artifacts: {}, metadata: {session_id: {}, agent_type: 'a', delegation_depth: -1, delegation_path: 3}}))
    expect(meta).toEqual({status: 'failed', metadata: {agent_type: 'a'}})
    expect(repairs.map((repair) => `${repair.action} ${repair.pointer}`)).toEqual([
      'dropped /artifacts',
      'dropped /metadata/session_id',
      'dropped /metadata/delegation_depth',
      'dropped /metadata/delegation_path'
    ])
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
    // A status that is there but not a word is read as failed; one that is not there stays absent.
    expect(status(3)).toBe('failed')
    expect(status(undefined)).toBeUndefined()
    expect(status(null)).toBeUndefined()
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
      {message: 'timeout after 1h'},
      {type: 'timeout', message: 'm', recoverable: true, recommendation: 'r', file: 'x.lean'}
    ])
    expect(meta?.partial_progress).toEqual({details: 'phase 2 of 4'})
    expect(repairs.map((repair) => repair.action)).toEqual(['renamed', 'dropped', 'coerced', 'wrapped', 'wrapped', 'missing', 'wrapped', 'missing', 'missing', 'missing', 'coerced'])
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
  it('reads aliases and statuses, names the resume point of a missing current objective, and drops what it cannot place', () => {
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
      approaches_tried: [{approach: 'x', result: 'partial', reason: 'y'}],
      deviations: ['kept']
    })
    expect(ProgressFileSchema.safeParse(progress).success).toBe(false)
    expect(repairs.map((repair) => `${repair.action} ${repair.pointer}`)).toEqual([
      'coerced /phase',
      'renamed /name',
      'renamed /objectives/0/name',
      'status /objectives/0/status',
      'coerced /objectives/1/id',
      'status /objectives/1/status',
      'dropped /objectives/2',
      'missing /current_objective',
      'status /approaches_tried/0/result',
      'missing /handoff_count'
    ])
    expect(repairs[7]?.message).toBe('Missing current_objective; left absent (the first objective not done is 2)')
  })

  it('leaves every field the file lacks absent, and reads an unknown word as not done', () => {
    const {progress, repairs} = readProgressFile(JSON.stringify({objectives: [{id: 1}, {id: 2, status: 'banana'}], approaches_tried: ['tried x', {approach: 'y', result: 'weird'}]}))
    expect(progress).toEqual({objectives: [{id: 1}, {id: 2, status: 'not_started'}], approaches_tried: [{approach: 'tried x'}, {approach: 'y', result: 'failed'}]})
    expect(repairs.map((repair) => `${repair.action} ${repair.pointer}`)).toEqual([
      'missing /phase',
      'missing /phase_name',
      'missing /started_at',
      'missing /last_updated',
      'missing /objectives/0/description',
      'missing /objectives/0/status',
      'missing /objectives/1/description',
      'status /objectives/1/status',
      'missing /current_objective',
      'wrapped /approaches_tried/0',
      'missing /approaches_tried/0/result',
      'missing /approaches_tried/0/reason',
      'status /approaches_tried/1/result',
      'missing /approaches_tried/1/reason',
      'missing /handoff_count'
    ])
  })
})
