import {describe, expect, it} from 'vitest'
import {checkFixedValues, fixJson} from '../src/pipeline/lint-json.js'
import {readJson} from '../src/json/document.js'
import {fixText} from '../src/kinds/every.js'

const identity = '"metadata": {"session_id": "s", "agent_type": "a", "delegation_depth": 1, "delegation_path": ["o"]}'

describe('--fix on return-metadata files', () => {
  it('wraps bare-string artifacts, inferring the type from the folder', () => {
    const text = `{
  "status": "planned",
  "artifacts": [
    "specs/1_x/reports/r.md",
    "specs/1_x/plans/p.md",
    "specs/1_x/summaries/s.md",
    "src/x.ts"
  ],
  ${identity}
}
`
    const fixed = fixJson('meta', text)
    expect(fixed.changed).toBe(true)
    expect(fixed.meaningPreserved).toBe(true)
    const value = JSON.parse(fixed.output) as {artifacts: unknown[]}
    expect(value.artifacts).toEqual([
      {type: 'report', path: 'specs/1_x/reports/r.md', summary: 'Report r.md (summary derived from the path)'},
      {type: 'plan', path: 'specs/1_x/plans/p.md', summary: 'Plan p.md (summary derived from the path)'},
      {type: 'summary', path: 'specs/1_x/summaries/s.md', summary: 'Summary s.md (summary derived from the path)'},
      {type: 'implementation', path: 'src/x.ts', summary: 'Implementation x.ts (summary derived from the path)'}
    ])
    expect(fixed.output).toContain('  "artifacts": [\n    {\n      "type": "report",\n      "path": "specs/1_x/reports/r.md",\n      "summary": "Report r.md (summary derived from the path)"\n    },\n')
    // The summary the schema requires is derived and marked as such, so the fixed artifacts pass.
    expect(fixed.diagnostics.filter((d) => d.pointer?.startsWith('/artifacts'))).toEqual([])
  })

  it('moves top-level identity into a new metadata object where the first field was, leaving unknown fields in place', () => {
    const text = '{\n  "status": "researched",\n  "task_number": 3,\n  "session_id": "s",\n  "agent_type": "a",\n  "artifacts": [],\n  "delegation_depth": 1,\n  "delegation_path": ["o", "r"],\n  "summary_path": "x.md"\n}\n'
    const fixed = fixText(text, {kind: 'meta'})
    expect(fixed.output).toBe(
      '{\n  "status": "researched",\n  "task_number": 3,\n  "metadata": {\n    "session_id": "s",\n    "agent_type": "a",\n    "delegation_depth": 1,\n    "delegation_path": ["o", "r"]\n  },\n  "artifacts": [],\n  "summary_path": "x.md"\n}\n'
    )
    expect(fixed.diagnostics).toEqual([])
  })

  it('appends to an existing metadata object and drops a top-level duplicate of the same value', () => {
    const text = '{\n  "status": "researched",\n  "artifacts": [],\n  "agent_type": "a",\n  "session_id": "s",\n  "metadata": {\n    "agent_type": "a",\n    "delegation_depth": 1,\n    "delegation_path": ["o"]\n  }\n}\n'
    const fixed = fixJson('meta', text)
    expect(JSON.parse(fixed.output)).toEqual({status: 'researched', artifacts: [], metadata: {agent_type: 'a', delegation_depth: 1, delegation_path: ['o'], session_id: 's'}})
    expect(fixed.diagnostics).toEqual([])
  })

  it('keeps a top-level value that conflicts with metadata, for a person to decide', () => {
    const text = `{"status": "researched", "artifacts": [], "session_id": "other", ${identity}}`
    const fixed = fixJson('meta', text)
    expect(fixed.changed).toBe(false)
    expect(fixed.diagnostics.map((d) => d.ruleId)).toEqual(['identity-field-misplaced'])
  })

  it('rewrites `completed` only when the operation is given', () => {
    const text = `{\n  "status": "completed",\n  "artifacts": [],\n  ${identity}\n}\n`
    expect(fixJson('meta', text).changed).toBe(false)
    const fixed = fixJson('meta', text, {operation: 'research'})
    expect(fixed.output).toBe(text.replace('"completed"', '"researched"'))
    expect(fixed.meaningPreserved).toBe(true)
    // `done` is a success word too; an unrelated word is never rewritten.
    expect(fixJson('meta', text.replace('completed', 'done'), {operation: 'implement'}).output).toContain('"implemented"')
    expect(fixJson('meta', text.replace('completed', 'tasks_created'), {operation: 'implement'}).changed).toBe(false)
  })

  it('renames an artifact `description` to `summary` when summary is absent', () => {
    const text = `{"status": "researched", "artifacts": [{"type": "report", "path": "a.md", "description": "Findings"}], ${identity}}`
    expect(JSON.parse(fixJson('meta', text).output).artifacts).toEqual([{type: 'report', path: 'a.md', summary: 'Findings'}])
  })

  it('keeps indentation, line endings, a missing final newline and a byte order mark', () => {
    const text = '\uFEFF{\r\n    "status": "researched",\r\n    "session_id": "s",\r\n    "artifacts": ["a.md"]\r\n}'
    const fixed = fixJson('meta', text)
    expect(fixed.output).toBe(
      '\uFEFF{\r\n    "status": "researched",\r\n    "metadata": {\r\n        "session_id": "s"\r\n    },\r\n    "artifacts": [{"type": "implementation", "path": "a.md", "summary": "Implementation a.md (summary derived from the path)"}]\r\n}'
    )
  })

  it('is idempotent', () => {
    const text = '{"status": "planned", "session_id": "s", "artifacts": ["specs/1/plans/p.md"], "x": 1}\n'
    const once = fixJson('meta', text).output
    expect(fixJson('meta', once).changed).toBe(false)
  })

  it('leaves malformed JSON untouched', () => {
    const text = '{"status": "planned", "session_id": "s", "artifacts": ["a.md"],}'
    const fixed = fixJson('meta', text)
    expect(fixed).toMatchObject({output: text, changed: false})
    expect(fixed.diagnostics.map((d) => d.ruleId)).toEqual(['json-syntax'])
  })
})

describe('--fix on console returns and progress files', () => {
  it('wraps artifacts and moves identity in console returns, keeping `completed`', () => {
    const text = '{"status": "completed", "summary": "Done.", "session_id": "s", "artifacts": ["a.md"], "metadata": {"agent_type": "a", "delegation_depth": 1, "delegation_path": ["o"]}}'
    const value = JSON.parse(fixJson('subagent', text).output)
    expect(value.status).toBe('completed')
    expect(value.metadata.session_id).toBe('s')
    expect(value.artifacts).toEqual([{type: 'implementation', path: 'a.md', summary: 'Implementation a.md (summary derived from the path)'}])
  })

  it('rewrites progress statuses only under rewriteStatus, and never free-text results', () => {
    const text =
      '{"phase": 1, "phase_name": "p", "started_at": "2026-01-01T00:00:00Z", "last_updated": "2026-01-01T00:00:00Z", "objectives": [{"id": 1, "name": "A", "status": "completed"}], "current_objective": 1, "approaches_tried": [{"approach": "x", "result": "rejected", "reason": "r"}, {"approach": "y", "result": "Failed - too slow", "reason": "r"}], "handoff_count": 0}'
    const plain = JSON.parse(fixJson('progress', text).output)
    expect(plain.objectives[0]).toEqual({id: 1, description: 'A', status: 'completed'})
    const rewritten = JSON.parse(fixJson('progress', text, {rewriteStatus: true}).output)
    expect(rewritten.objectives[0].status).toBe('done')
    expect(rewritten.approaches_tried.map((approach: {result: string}) => approach.result)).toEqual(['failed', 'Failed - too slow'])
  })
})

describe('checkFixedValues', () => {
  const value = (text: string) => readJson(text).value

  it('finds every leaf of the input in the output, counting repeats', () => {
    expect(checkFixedValues('meta', value('{"artifacts": ["x", "x"], "b": {}}'), value('{"artifacts": [{"path": "x"}, {"path": "x"}], "b": {}}'))).toEqual({lost: [], moved: []})
    expect(checkFixedValues('meta', value('{"artifacts": ["x", "x"]}'), value('{"artifacts": ["x"]}')).lost).toEqual(['/artifacts/1 = "x"'])
    expect(checkFixedValues('meta', value('{"errors": []}'), value('{}')).lost).toEqual(['/errors = []'])
  })

  it('requires unknown top-level fields to stay where they were', () => {
    expect(checkFixedValues('meta', value('{"extra": 1, "status": "x"}'), value('{"metadata": {"extra": 1}, "status": "x"}')).moved).toEqual(['extra'])
  })

  it('allows the status rewrite only when the options allow it', () => {
    const before = value('{"status": "completed"}')
    const after = value('{"status": "implemented"}')
    expect(checkFixedValues('meta', before, after).lost).toEqual(['/status = "completed"'])
    expect(checkFixedValues('meta', before, after, {operation: 'implement'}).lost).toEqual([])
  })
})
