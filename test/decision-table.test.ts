/**
 * The decision table of grammar/decision.md, row by row: each row's return is
 * built from its description, reviewed, and must get the row's action. A row
 * whose description has no builder here fails, and so does a builder no row
 * uses, so the document and the code cannot drift apart.
 */
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import type {InputKind} from '../src/kinds/detect.js'
import {review} from '../src/kinds/every.js'

const attestation = '## Runtime Attestation\nruntime_model_reported: model-x\nruntime_mode_reported: code\nfiles_created:\n- src/parser.ts\nfiles_modified:\n- (none)\n'
const body = '## Deliverables\n- src/parser.ts — the parser\n\n## Evidence\n- npm test — 12 passed\n\n'

function markdown(status: string, extra = ''): string {
  return `## Status\n${status}\n\n${body}${attestation}${extra}`
}

const identity = {session_id: 'sess_1', agent_type: 'researcher', delegation_depth: 1, delegation_path: ['orchestrator', 'research']}
const researched = JSON.stringify({status: 'researched', artifacts: [{type: 'report', path: 'specs/1_a/reports/research-001.md', summary: 'Findings.'}], metadata: identity}, null, 2)
const failed = (recoverable: boolean): string =>
  JSON.stringify({status: 'failed', artifacts: [], metadata: identity, errors: [{type: 'timeout', message: 'Timed out.', recoverable, recommendation: 'Retry with a longer timeout.'}]}, null, 2)
const completed = JSON.stringify({status: 'completed', summary: 'Read the module.', artifacts: [{type: 'report', path: 'specs/1_a/reports/research-001.md', summary: 'Findings.'}], metadata: identity}, null, 2)

/** Each described return, as text. */
const returns: Record<string, string> = {
  'SUCCESS, no errors': markdown('state: SUCCESS\nsummary: Added the parser.'),
  'SUCCESS, a section missing': '## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n' + body,
  'SUCCESS, a section missing behind a disable comment': '<!-- handback-disable -->\n## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n' + body,
  'SUCCESS, an absolute path': markdown('state: SUCCESS\nsummary: Added the parser.').replace('- src/parser.ts — the parser', '- /home/agent/repo/src/parser.ts — the parser'),
  'PARTIAL with limitations': markdown('state: PARTIAL\nsummary: Parser half done.', 'limitations:\n- the CLI is not wired\n'),
  'PARTIAL recommending a retry': markdown('state: PARTIAL\nsummary: Parser half done.\nretry_recommended: yes\nretry_hint: Give the grammar file.', 'limitations:\n- the CLI is not wired\n'),
  'ERROR recommending a retry': markdown('state: ERROR\nsummary: Tests could not run.\nerror_code: E_TEST_ENV\nretry_recommended: yes\nretry_hint: Install the test runner.'),
  'ERROR not recommending a retry': markdown('state: ERROR\nsummary: The spec contradicts itself.\nerror_code: E_SPEC\nretry_recommended: no'),
  'prose with a status claim': 'I looked at the parser.\n\n**Status:** ✅ COMPLETE\n\nEverything works.\n',
  'empty text': '',
  'researched, valid': researched,
  'truncated mid-string': researched.slice(0, researched.indexOf('Findings')),
  'status `not researched`': researched.replace('"researched"', '"not researched"'),
  'status `unresearched`': researched.replace('"researched"', '"unresearched"'),
  'status `banana`': researched.replace('"researched"', '"banana"'),
  'identity missing': JSON.stringify({status: 'researched', artifacts: []}),
  'in_progress with partial_progress': JSON.stringify({status: 'in_progress', started_at: '2026-01-18T10:00:00Z', artifacts: [], metadata: identity, partial_progress: {stage: 'phase_1', details: 'Started.'}}),
  'failed, recoverable': failed(true),
  'failed, not recoverable': failed(false),
  'completed, valid': completed,
  'status `not completed`': completed.replace('"completed"', '"not completed"'),
  'status `uncompleted`': completed.replace('"completed"', '"uncompleted"'),
  'status `banana` (console)': completed.replace('"completed"', '"banana"'),
  'status `implmented` (a misspelling)': researched.replace('"researched"', '"implmented"'),
  'malformed (a trailing comma)': researched.replace(/\n\}\s*$/, ',\n}\n'),
  'state `NOT DONE`': markdown('state: NOT DONE\nsummary: Added the parser.'),
  'state `COMPLETE`': markdown('state: COMPLETE\nsummary: Added the parser.'),
  'SUCCESS over a summary opening with ❌': markdown('state: SUCCESS\nsummary: ❌ The parser does not build.'),
  'researched with an error that cannot be recovered from': JSON.stringify({...JSON.parse(researched), errors: [{type: 'execution', message: 'Build failed.', recoverable: false, recommendation: 'Escalate.'}]}, null, 2)
}

interface Row {
  kind: InputKind
  description: string
  attempt: number
  mitigated: boolean
  action: string
}

function rows(): Row[] {
  const table = readFileSync('grammar/decision.md', 'utf8')
    .split('\n')
    .filter((line) => /^\| (markdown|meta|subagent|progress) \|/.test(line))
  return table.map((line) => {
    const [kind, description, attempt, mitigated, action] = line.split('|').slice(1, -1).map((cell) => cell.trim())
    return {kind: kind as InputKind, description: description!, attempt: Number(attempt), mitigated: mitigated === 'yes', action: action!}
  })
}

describe('grammar/decision.md', () => {
  const table = rows()

  it('has rows, each with a known return, and every known return is in a row', () => {
    expect(table.length).toBeGreaterThan(20)
    expect(table.filter((row) => !Object.hasOwn(returns, row.description)).map((row) => row.description)).toEqual([])
    expect(Object.keys(returns).filter((description) => !table.some((row) => row.description === description))).toEqual([])
  })

  for (const row of table) {
    it(`${row.kind} · ${row.description} · attempt ${row.attempt}${row.mitigated ? ' (mitigated)' : ''} → ${row.action}`, () => {
      const result = review(returns[row.description], {kind: row.kind, attempt: row.attempt, mitigated: row.mitigated})
      expect(result.decision.action).toBe(row.action)
      // Whatever is not accepted carries a correction for the child; what is accepted has no error.
      if (row.action === 'accept') expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
      else expect(result.correction?.length).toBeGreaterThan(0)
    })
  }
})
