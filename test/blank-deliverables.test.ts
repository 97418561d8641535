/**
 * A deliverable on disk that holds only blanks is empty, as one of no
 * bytes is; and each state of a file on disk reads whole in the message.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import type {ArtifactFileState} from '../src/json/options.js'
import {createArtifactCheck} from '../src/node/artifact-check.js'
import {checkReturn} from '../src/postflight/check-return.js'
import {runCli} from './helpers.js'

const blank = [' ', '\n', '\t \r\n', '\u00a0', '\ufeff', '\ufeff \n', '\u3000\u2003', ' '.repeat(200_000)]
const content = ['x', ' x', '\n\nx', '\0', 'é', ' '.repeat(200_000) + '.']

const packet = JSON.stringify({task_id: 't', objective: 'o', evidence: [], success_criteria: [], risks: [], deliverables: [{path: 'docs/guide.md', description: 'The guide', must_create: true}]})
const returned = '## Status\nstate: SUCCESS\nsummary: Wrote it.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n'

function rootWith(text: string): string {
  const root = mkdtempSync(join(tmpdir(), 'handback-blank-'))
  mkdirSync(join(root, 'docs'))
  writeFileSync(join(root, 'docs', 'guide.md'), text)
  return root
}

describe('a file of blanks is empty', () => {
  for (const text of blank) {
    it(`${JSON.stringify(text.slice(0, 12))} (${text.length} characters)`, async () => {
      const root = rootWith(text)
      expect(createArtifactCheck(root)('docs/guide.md')).toBe('empty')
      writeFileSync(join(root, 'return.md'), returned)
      writeFileSync(join(root, 'packet.json'), packet)
      const run = await runCli(['check', 'return.md', '--handoff', 'packet.json', '--root', '.'], {cwd: root})
      expect(run.code).toBe(1)
      expect(run.stderr).toContain('Unexpected empty file `docs/guide.md`')
      const meta = JSON.stringify({status: 'implemented', summary: 'Done.', artifacts: [{type: 'implementation', path: 'docs/guide.md', summary: 'x'}], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['a']}})
      const lint = await runCli(['lint', '--kind', 'meta', '--root', root, '-f', 'json', '-'], {stdin: meta})
      expect(lint.stdout).toContain('Unexpected empty file `docs/guide.md`, expected a non-empty file under the root')
    })
  }

  for (const text of content) {
    it(`${JSON.stringify(text.slice(0, 12))} is content`, () => {
      expect(createArtifactCheck(rootWith(text))('docs/guide.md')).toBe('file')
    })
  }
})

describe('each state on disk reads whole in the message', () => {
  const expected: Record<Exclude<ArtifactFileState, 'file'>, string> = {
    missing: 'Unexpected absent file `docs/guide.md`, expected the deliverable written and non-empty',
    empty: 'Unexpected empty file `docs/guide.md`, expected the deliverable written and non-empty',
    'not-file': 'Unexpected path that is not a regular file `docs/guide.md`, expected the deliverable written and non-empty',
    'outside-root': 'Unexpected path leading out of the root `docs/guide.md`, expected the deliverable written and non-empty',
    unreadable: 'Unexpected unreadable file `docs/guide.md`, expected the deliverable written and non-empty'
  }
  for (const [state, message] of Object.entries(expected)) {
    it(state, () => {
      const result = checkReturn(returned, packet, {checkFile: () => state as ArtifactFileState})
      expect(result.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'deliverable-missing-on-disk').map((diagnostic) => diagnostic.message)).toEqual([message])
    })
  }
})
