/**
 * Where a return is expected (`lint FILE`, `lint -`, a directory walk,
 * `review`, `decide`, the hook), neither a leading JSON block holding a
 * packet's fields nor a file name turns a return into a packet or a
 * checklist, whose rules would not look for its sections.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {contractReview} from '../src/node/hook.js'
import {detectKind, detectReturnKind, returnKinds} from '../src/kinds/detect.js'
import {review} from '../src/kinds/every.js'
import {runCli} from './helpers.js'

const packetFields = '{"task_id": "t-1", "objective": "Write it.", "evidence": [], "success_criteria": ["done"], "risks": []}'
/** A SUCCESS with an absolute path and three sections missing: it must fail wherever it is checked. */
const failing = '## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- /etc/passwd — the file\n'

// Each way to open a return with a packet's fields.
const openings: ReadonlyArray<readonly [string, string]> = [
  ['a json fence', '```json\n' + packetFields + '\n```\n\n'],
  ['a bare fence', '```\n' + packetFields + '\n```\n\n'],
  ['a tilde fence', '~~~json\n' + packetFields + '\n~~~\n\n'],
  ['bare JSON', packetFields + '\n\n'],
  ['a prose line then a fence', 'Handoff:\n\n```json\n' + packetFields + '\n```\n\n']
]

// Each name that says packet or checklist.
const names = ['task-handoff.md', 'handoff.md', 'brief.handoff.md', 'HANDOFF.markdown', 'x-todos.md', 'todos.md', 'notes_todos.md']

function texts(): Array<readonly [string, string, string]> {
  return [
    ...openings.map(([what, opening]) => [`opening with ${what}`, 'return.md', opening + failing] as const),
    ...names.map((name) => [`named ${name}`, name, failing] as const)
  ]
}

describe('detection where a return is expected', () => {
  for (const [what, name, text] of texts()) {
    it(`${what}: read as a return, and fails`, async () => {
      expect(['handoff', 'todos']).toContain(detectKind(name, text))
      expect(returnKinds).toContain(detectReturnKind(name, text))
      const folder = mkdtempSync(join(tmpdir(), 'handback-detect-'))
      writeFileSync(join(folder, name), text)
      for (const argv of [['lint', name], ['lint', '--strict', name], ['lint', '-'], ['lint', '--stdin-filename', name, '-']]) {
        const run = await runCli([...argv, '-f', 'json'], {cwd: folder, stdin: text})
        expect(run.code).toBe(1)
        const named = argv.length > 2 || argv[1] !== '-'
        const messages = (JSON.parse(run.stdout) as Array<{messages: Array<{ruleId: string}>}>)[0]!.messages.map((message) => message.ruleId)
        // Unnamed, text opening with `{` is read as a JSON return, and fails as one.
        if (named || !text.startsWith('{')) {
          expect(messages).toContain('section-missing')
          expect(messages).toContain('path-not-repo-relative')
        } else expect(messages).toContain('json-syntax')
        // Said when the name or the content suggested another kind.
        if (detectKind(named ? name : undefined, text) !== detectReturnKind(named ? name : undefined, text)) expect(run.stderr).toMatch(/is linted as a return; name --kind (handoff|todos) to lint it as a/)
      }

      const reviewed = review(text, {fileName: name})
      expect(reviewed.kind).toBe('markdown')
      expect(reviewed.decision.action).not.toBe('accept')
      // Even when the caller names a packet kind, a review reads a return.
      expect(review(text, {kind: 'handoff'}).decision.action).not.toBe('accept')
      expect(returnKinds).toContain(review(text, {kind: 'todos'}).kind)
      expect(review(text, {kind: 'todos'}).decision.action).not.toBe('accept')
      expect((await contractReview(text, {})).correction).toBeDefined()
      const decided = await runCli(['decide', name, '--attempt', '1', '--action-only'], {cwd: folder})
      expect(decided.stdout).toBe('retry\n')
      expect((await runCli(['decide', name, '--attempt', '1', '--kind', 'handoff', '--action-only'], {cwd: folder})).stdout).toBe('retry\n')
    })
  }

  it('a directory walk reads them as returns too', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'handback-detect-walk-'))
    mkdirSync(join(folder, '.git'))
    for (const name of names) writeFileSync(join(folder, name), failing)
    writeFileSync(join(folder, 'task-handoff.json'), JSON.stringify({status: 'researched', summary: 'Done', artifacts: [{type: 'report', path: '/etc/passwd', summary: 'x'}]}))
    const run = await runCli(['lint', '-f', 'json', '.'], {cwd: folder})
    expect(run.code).toBe(1)
    const results = JSON.parse(run.stdout) as Array<{filePath: string; messages: Array<{ruleId: string}>}>
    expect(results.map((result) => result.filePath).sort()).toEqual([...names, 'task-handoff.json'].sort())
    for (const result of results) expect(result.messages.some((message) => message.ruleId === 'path-not-repo-relative' || message.ruleId === 'artifact-path-not-repo-relative')).toBe(true)
  })

  it('--kind still lints a packet as one', async () => {
    const run = await runCli(['lint', '--kind', 'handoff', '-f', 'json', '-'], {stdin: '```json\n' + packetFields + '\n```\n'})
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
  })
})
