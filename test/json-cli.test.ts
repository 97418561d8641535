import {spawnSync} from 'node:child_process'
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {runCli} from './helpers.js'

const fixtures = resolve('fixtures/json')
let directory: string

beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), 'handback-json-cli-'))
  mkdirSync(join(directory, 'specs/259_x/reports'), {recursive: true})
  writeFileSync(join(directory, 'specs/259_x/reports/research-001.md'), '# Research\n')
  for (const name of ['valid-research', 'bare-string-artifacts', 'identity-top-level', 'completed-status', 'conditions-missing']) {
    copyFileSync(join(fixtures, 'meta', `${name}.return-meta.json`), join(directory, `${name}.return-meta.json`))
  }

  copyFileSync(join(fixtures, 'subagent/long-summary-result.json'), join(directory, 'long-summary-result.json'))
  copyFileSync(join(fixtures, 'progress/previous-phase-4-progress.json'), join(directory, 'previous-phase-4-progress.json'))
  copyFileSync(join(fixtures, 'progress/current-phase-4-progress.json'), join(directory, 'current-phase-4-progress.json'))
  writeFileSync(join(directory, 'broken.json'), '{\n  "status": "planned",\n}\n')
})

function lint(...argv: string[]) {
  return runCli(['lint', '--no-config', ...argv], {cwd: directory})
}

describe('handback lint on the JSON kinds', () => {
  it('exits 0 on a valid return-metadata file, detected by its name', async () => {
    expect(await lint('valid-research.return-meta.json')).toEqual({code: 0, stdout: '', stderr: ''})
  })

  it('exits 0 with warnings only, 1 under --strict', async () => {
    const loose = await lint('conditions-missing.return-meta.json')
    expect(loose.code).toBe(0)
    expect(loose.stdout).toContain('errors-missing')
    expect((await lint('--strict', 'conditions-missing.return-meta.json')).code).toBe(1)
  })

  it('exits 1 on malformed JSON, with the place of the fault', async () => {
    const run = await lint('--kind', 'meta', 'broken.json')
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/3:1\s+error\s+Unexpected `}` after a trailing comma/)
    expect(run.stdout).toContain('json-syntax')
  })

  it('reports lines, columns and pointers in the json format', async () => {
    const run = await lint('-f', 'json', 'bare-string-artifacts.return-meta.json')
    expect(run.code).toBe(1)
    const [file] = JSON.parse(run.stdout) as Array<{messages: Array<{ruleId: string; line: number; column: number}>}>
    expect(file!.messages.map((message) => `${message.ruleId}@${message.line}:${message.column}`)).toEqual(['artifact-bare-string@4:5', 'artifact-bare-string@5:5'])
  })

  it('--session-id and --root add the checks that need them', async () => {
    expect((await lint('--session-id', 'sess_1736700000_abc123', 'valid-research.return-meta.json')).code).toBe(0)
    const mismatch = await lint('--session-id', 'sess_other', 'valid-research.return-meta.json')
    expect(mismatch.code).toBe(1)
    expect(mismatch.stdout).toContain('session-id-mismatch')
    const rooted = await lint('--root', '.', 'valid-research.return-meta.json')
    expect(rooted.code).toBe(1)
    expect(rooted.stdout).toContain('artifact-missing')
    expect(rooted.stdout).toContain('specs/259_prove_completeness/reports/research-001.md')
    const missingRoot = await lint('--root', 'no-such-dir', 'valid-research.return-meta.json')
    expect(missingRoot.code).toBe(2)
    expect(missingRoot.stderr).toContain('--root')
  })

  it('--language meta requires claudemd_suggestions', async () => {
    const text = readFileSync(join(fixtures, 'meta/valid-meta-task.return-meta.json'), 'utf8').replace(/,\n\s*"claudemd_suggestions": "[^"]*"/, '')
    writeFileSync(join(directory, 'meta-task.return-meta.json'), text)
    expect((await lint('meta-task.return-meta.json')).code).toBe(0)
    const run = await lint('--language', 'meta', 'meta-task.return-meta.json')
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('claudemd-suggestions-missing')
  })

  it('--artifact-types accepts team types', async () => {
    writeFileSync(join(directory, 'team.return-meta.json'), readFileSync(join(fixtures, 'meta/valid-research.return-meta.json'), 'utf8').replace('"type": "report"', '"type": "research"'))
    expect((await lint('team.return-meta.json')).stdout).toContain('artifact-type-unknown')
    expect(await lint('--artifact-types', 'research,handoff', 'team.return-meta.json')).toEqual({code: 0, stdout: '', stderr: ''})
  })

  it('--statuses and the configuration accept a team status word; a malformed pair is a usage error', async () => {
    writeFileSync(join(directory, 'team-status.return-meta.json'), readFileSync(join(fixtures, 'meta/valid-research.return-meta.json'), 'utf8').replace('"status": "researched"', '"status": "needs_research"'))
    expect((await lint('team-status.return-meta.json')).stdout).toContain('status-invalid')
    expect((await lint('--statuses', 'needs_research=blocked', 'team-status.return-meta.json')).stdout).not.toContain('status-invalid')
    expect((await lint('--statuses', 'needs_research', 'team-status.return-meta.json')).code).toBe(2)
  })

  it('--previous compares progress files; an unreadable previous file is a usage error', async () => {
    const run = await lint('--previous', 'previous-phase-4-progress.json', 'current-phase-4-progress.json')
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('objective-changed')
    expect(run.stdout).toContain('handoff-count-decreased')
    expect((await lint('--previous', 'broken.json', 'current-phase-4-progress.json')).code).toBe(2)
    expect((await lint('--previous', 'absent.json', 'current-phase-4-progress.json')).code).toBe(2)
    writeFileSync(join(directory, 'huge-previous.json'), `{"objectives": [${Array(6000).fill('{}').join(',')}]}`)
    const huge = await lint('--previous', 'huge-previous.json', 'current-phase-4-progress.json')
    expect(huge.code).toBe(2)
    expect(huge.stderr).toContain('too large a JSON value to read')
  })

  it('counts console-return summary tokens with the real tokenizer', async () => {
    const run = await lint('long-summary-result.json')
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/Unexpected summary of \d+ tokens, expected fewer than 100/)
  })

  it('--operation must be known', async () => {
    const run = await lint('--operation', 'deploy', 'valid-research.return-meta.json')
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--operation expects one of research, plan, implement, sync, commit')
  })
})

describe('handback lint --fix on the JSON kinds', () => {
  it('wraps bare-string artifacts in place, writing the file', async () => {
    const run = await lint('--fix', 'bare-string-artifacts.return-meta.json')
    const fixed = JSON.parse(readFileSync(join(directory, 'bare-string-artifacts.return-meta.json'), 'utf8'))
    expect(fixed.artifacts).toEqual([
      {type: 'plan', path: 'specs/014_parser/plans/implementation-001.md', summary: 'Plan implementation-001.md (summary derived from the path)'},
      {type: 'report', path: 'specs/014_parser/reports/research-001.md', summary: 'Report research-001.md (summary derived from the path)'}
    ])
    // The summaries the schema requires are derived and marked as such, so the fixed file passes.
    expect(run).toEqual({code: 0, stdout: '', stderr: ''})
  })

  it('moves top-level identity fields into metadata', async () => {
    await lint('--fix', 'identity-top-level.return-meta.json')
    const fixed = JSON.parse(readFileSync(join(directory, 'identity-top-level.return-meta.json'), 'utf8'))
    expect(Object.keys(fixed)).toEqual(['status', 'task_number', 'metadata', 'artifacts', 'memory_candidates'])
    expect(fixed.metadata).toEqual({
      session_id: 'sess_1780078869_8696d2',
      agent_type: 'general-research-agent',
      delegation_path: ['orchestrator', 'research', 'general-research-agent']
    })
  })

  it('rewrites `completed` only with --operation', async () => {
    const path = join(directory, 'completed-status.return-meta.json')
    const before = readFileSync(path, 'utf8')
    await lint('--fix', 'completed-status.return-meta.json')
    expect(readFileSync(path, 'utf8')).toBe(before)
    const run = await lint('--fix', '--operation', 'implement', 'completed-status.return-meta.json')
    expect(run).toEqual({code: 0, stdout: '', stderr: ''})
    expect(readFileSync(path, 'utf8')).toBe(before.replace('"completed"', '"implemented"'))
  })

  it('fixes standard input to standard output', async () => {
    const run = await runCli(['lint', '--no-config', '--kind', 'meta', '--fix', '-'], {cwd: directory, stdin: '{"status": "planned", "session_id": "s", "artifacts": ["a/plans/p.md"]}'})
    expect(run.stdout).toBe('{"status": "planned", "metadata": {"session_id": "s"}, "artifacts": [{"type": "plan", "path": "a/plans/p.md", "summary": "Plan p.md (summary derived from the path)"}]}')
  })
})

describe('handback schema', () => {
  it('prints the JSON Schema of each format', async () => {
    for (const name of ['report', 'meta', 'subagent', 'progress']) {
      const run = await runCli(['schema', name])
      expect(run.code).toBe(0)
      expect(run.stdout).toBe(readFileSync(`grammar/schemas/${name}.schema.json`, 'utf8'))
    }
  })

  it('exits 2 on an unknown or missing name', async () => {
    expect((await runCli(['schema', 'config'])).code).toBe(2)
    expect((await runCli(['schema'])).code).toBe(2)
  })
})

describe('the built CLI', () => {
  const cli = resolve('dist/cli.js')
  it.skipIf(!existsSync(cli))('lints and fixes JSON from the bundle (jsonc-parser and the tokenizer load)', () => {
    const lintRun = spawnSync(process.execPath, [cli, 'lint', '--no-config', join(fixtures, 'subagent/long-summary-result.json')], {encoding: 'utf8'})
    expect(lintRun.status).toBe(1)
    expect(lintRun.stdout).toMatch(/summary of \d+ tokens/)
    const fixRun = spawnSync(process.execPath, [cli, 'lint', '--no-config', '--kind', 'meta', '--fix', '-'], {input: '{"status": "planned", "session_id": "s", "artifacts": []}', encoding: 'utf8'})
    expect(fixRun.stdout).toBe('{"status": "planned", "metadata": {"session_id": "s"}, "artifacts": []}')
    // The report goes to stderr: metadata still lacks the fields that cannot be invented.
    expect(fixRun.stderr).toContain('Missing field `agent_type` in `metadata`')
    expect(fixRun.status).toBe(1)
  })
})
