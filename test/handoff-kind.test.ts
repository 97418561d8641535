/** The handoff kind end to end: packets linted with places in the message, `handoff new`, `check` and `decide --handoff`. */
import {describe, expect, it} from 'vitest'
import {readFileSync} from 'node:fs'
import {buildHandoffMessage, findHandoffPacket, lintText, review} from '../src/index.js'
import {runCli} from './helpers.js'

const lines = (diagnostics: ReadonlyArray<{line: number; column: number; ruleId: string}>): string[] => diagnostics.map((d) => `${d.ruleId}@${d.line}:${d.column}`)

describe('handoff kind', () => {
  it('places a syntax error inside the fenced packet at its line and column in the message', () => {
    const message = 'Do the thing.\n\n```json\n{\n  "task_id": "t-1"\n  "objective": "x"\n}\n```\n'
    const result = lintText(message, {kind: 'handoff'})
    expect(lines(result.diagnostics)).toEqual(['json-syntax@6:3'])
  })

  it('reports each missing field at the object that lacks it, in message coordinates', () => {
    const message = 'Intro line.\n\n```json\n{\n  "task_id": "t-1",\n  "evidence": [{"path": "a.md", "purpose": "p"}],\n  "risks": []\n}\n```\n'
    const result = lintText(message, {fileName: 'brief.handoff.md'})
    expect(result.kind).toBe('handoff')
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '4:1 Missing field `objective` in the packet',
      '4:1 Missing field `success_criteria` in the packet',
      '6:16 Missing field `required` in `evidence/0`'
    ])
  })

  it('detects a packet alone by its fields and a message by its first fenced block', () => {
    expect(lintText('{"task_id": "t", "objective": "o", "evidence": [], "success_criteria": [], "risks": []}').kind).toBe('handoff')
    expect(lintText('Brief\n\n```json\n{"task_id": "t", "objective": "o", "evidence": [], "success_criteria": [], "risks": []}\n```\n', {fileName: 'brief.md'}).kind).toBe('handoff')
    expect(lintText('- [x] a\n- [ ] b\n', {fileName: 'todos.md'}).kind).toBe('todos')
  })

  it('reads a todos checklist as its own grammar', () => {
    const result = lintText('Plan:\n- [X] Read\n- [ ] Write\n  and test\n', {kind: 'todos'})
    expect(lines(result.diagnostics)).toEqual(['todo-line-invalid@1:1', 'todo-status-invalid@2:3', 'todo-not-single-action@4:1'])
  })

  it('builds a message that lints clean, with the return format appended', () => {
    const built = buildHandoffMessage({objective: 'Write the guide.', deliverables: [{path: 'docs/guide.md', description: 'The guide', must_create: true}], todos: ['Write docs/guide.md']})
    expect(built.diagnostics).toEqual([])
    expect(lintText(built.text, {fileName: 'message.md'})).toEqual({kind: 'handoff', diagnostics: [], suppressed: []})
    expect(built.text).toContain('Return format (handback):')
    expect(findHandoffPacket(built.text)).toBe(built.text)
    expect(findHandoffPacket('## Status\nstate: SUCCESS\n')).toBe(undefined)
  })
})

describe('CLI', () => {
  it('handoff new prints a packet message that lints clean', async () => {
    const run = await runCli(['handoff', 'new', '--objective', 'Write the guide.', '--deliverable', 'docs/guide.md:The guide: setup and first run:must_create', '--evidence', 'docs/style.md:House style:required', '--criterion', 'Covers setup'])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    const lint = await runCli(['lint', '--kind', 'handoff', '-'], {stdin: run.stdout})
    expect(lint.code).toBe(0)
    expect(run.stdout).toContain('"description": "The guide: setup and first run",\n      "must_create": true')
  })

  it('check reports a missing must_create deliverable in the return, with its cause in the packet', async () => {
    const run = await runCli(['check', 'fixtures/handoff/description-instead-of-file/return.md', '--handoff', 'fixtures/handoff/description-instead-of-file/packet.md'])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      'fixtures/handoff/description-instead-of-file/return.md:6:3: error Missing `docs/guide.md` in `files_created`, expected the file the packet requires to be created (or a limitation saying why not) [deliverable-not-created]\n  fixtures/handoff/description-instead-of-file/packet.md:16:14: Required by the packet (`must_create: true`)\n'
    )
    expect(run.stdout).toBe(
      'Success criteria (not verified by handback; judge them yourself):\n- [ ] The guide covers installation and first run\n- [ ] Every command in the guide was run\nConstraints (not verified by handback):\n- [ ] Markdown only\n- [ ] No code edits\n'
    )
  })

  it('check --root reports a delivered file that is empty on disk', async () => {
    const run = await runCli(['check', 'fixtures/handoff/on-disk/return.md', '--handoff', 'fixtures/handoff/on-disk/packet.md', '--root', 'fixtures/handoff/on-disk/root'])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('return.md:19:3: error Unexpected empty file `docs/faq.md`')
  })

  it('decide --handoff retries a SUCCESS missing a required deliverable, naming it', async () => {
    const folder = 'fixtures/handoff/description-instead-of-file'
    const run = await runCli(['decide', `${folder}/return.md`, '--attempt', '1', '--handoff', `${folder}/packet.md`])
    const decision = JSON.parse(run.stdout) as {action: string; correction: string}
    expect(decision.action).toBe('retry')
    expect(decision.correction).toContain('Missing `docs/guide.md` in `files_created`')
    // Without the packet the return's own text still shows the guide only outlined, with no file written.
    const without = JSON.parse((await runCli(['decide', `${folder}/return.md`, '--attempt', '1'])).stdout) as {action: string; correction: string}
    expect(without.action).toBe('retry')
    expect(without.correction).toContain('signal `success-without-deliverables`')
    expect(without.correction).not.toContain('Missing `docs/guide.md` in `files_created`')
  })

  it('a packet that is not valid escalates to the parent, whose packet it is, and the correction speaks of the return only', () => {
    const folder = 'fixtures/handoff/description-instead-of-file'
    const packet = readFileSync(`${folder}/packet.md`, 'utf8').replace(/"success_criteria": \[[^\]]*\]/, '"success_criteria": "all of it"')
    expect(lintText(packet, {kind: 'handoff'}).diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('handoff-field-type-invalid')
    for (const text of [readFileSync(`${folder}/return.md`, 'utf8'), '## Status\nstate: SUCCESS\n']) {
      for (const attempt of [1, 2]) {
        const result = review(text, {attempt, handoff: packet})
        expect(result.decision.action).toBe('escalate')
        expect(result.decision.reason).toContain('The handoff packet the return is to be checked against is not valid')
        expect(result.correction).not.toContain('packet')
      }
    }
  })
})
