/**
 * What a correct return looks like, per input kind: the markdown template of
 * the return contract, and a compact valid example for each JSON kind. The
 * `prompt` reporter appends them to its correction message.
 */
import type {InputKind} from '../engine/rule.js'

export const markdownTemplate = `## Status
state: <SUCCESS, ERROR or PARTIAL>
summary: <one sentence>
error_code: <E_IDENTIFIER; only when state is ERROR>
retry_recommended: <yes or no; required when state is ERROR>
retry_hint: <short instruction; only when a retry is recommended>

## Deliverables
- <repo-relative/path> — <one-line description>

## Evidence
- <path, command or contract> — <what it shows>

## Runtime Attestation
runtime_model_reported: <model>
runtime_mode_reported: <mode>
files_created:
- <repo-relative/path, or (none)>
files_modified:
- <repo-relative/path, or (none)>
limitations:
- <what was left undone; required when state is PARTIAL>
`

export const canonicalExamples: Readonly<Record<InputKind, string>> = {
  markdown: markdownTemplate,
  meta:
    '{"status":"implemented","artifacts":[{"type":"implementation","path":"src/parser.ts","summary":"Parser for the new format."}],' +
    '"next_steps":"Run the tests.","metadata":{"session_id":"sess_1736700000_abc123","agent_type":"implementation-agent",' +
    '"delegation_depth":1,"delegation_path":["orchestrator","implement","implementation-agent"]},' +
    '"completion_data":{"completion_summary":"Implemented the parser."}}\n',
  subagent:
    '{"status":"completed","summary":"Wrote the plan.","artifacts":[{"type":"plan","path":"specs/1_task/plans/plan-001.md",' +
    '"summary":"Implementation plan."}],"metadata":{"session_id":"sess_1735460684_a1b2c3","agent_type":"planner",' +
    '"delegation_depth":1,"delegation_path":["orchestrator","plan","planner"]}}\n',
  progress:
    '{"phase":1,"phase_name":"Parser","started_at":"2026-02-12T10:30:00Z","last_updated":"2026-02-12T11:45:00Z",' +
    '"objectives":[{"id":1,"description":"Read headings","status":"done"},{"id":2,"description":"Read keys","status":"in_progress"}],' +
    '"current_objective":2,"handoff_count":0}\n',
  handoff:
    '```json\n{"handoff_schema":"composability.handoff_packet.v1","task_id":"t-1","objective":"Write the guide.",' +
    '"evidence":[{"path":"docs/style.md","purpose":"House style","required":true}],"success_criteria":["The guide covers setup"],' +
    '"risks":[{"risk":"Outdated commands","mitigation":"Run each command"}],' +
    '"deliverables":[{"path":"docs/guide.md","description":"The guide","must_create":true}]}\n```\n',
  todos: '- [x] Read docs/style.md\n- [-] Write docs/guide.md\n- [ ] Run each command of the guide\n'
}
