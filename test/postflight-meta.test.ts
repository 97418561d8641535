/** Locating, reading, writing and removing return-metadata files: the library and `handback meta`. */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {locateReturnMeta, readMetaField} from '../src/node/postflight.js'
import {earlyReturnMeta, matchTaskDirectories, ReturnMetaSchema} from '../src/index.js'
import {lintText} from '../src/kinds/every.js'
import {runCli} from './helpers.js'

function project(folders: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'handback-postflight-'))
  for (const [folder, meta] of Object.entries(folders)) {
    mkdirSync(join(root, 'specs', folder), {recursive: true})
    if (meta !== undefined) writeFileSync(join(root, 'specs', folder, '.return-meta.json'), typeof meta === 'string' ? meta : JSON.stringify(meta, null, 2))
  }

  return root
}

const identityFlags = ['--session-id', 'sess_1736700000_abc123', '--agent-type', 'lean-research-agent', '--delegation-path', 'orchestrator,research,lean-research-agent', '--delegation-depth', '1']

describe('matchTaskDirectories', () => {
  it('matches the task number padded or not, the unpadded folder first', () => {
    const names = ['014_prove_x', '14_prove_x', '140_other', '4_prove_x', 'notes', '0014_prove_y']
    expect(matchTaskDirectories(names, 14)).toEqual(['14_prove_x', '0014_prove_y', '014_prove_x'])
    expect(matchTaskDirectories(names, '014', 'prove_x')).toEqual(['14_prove_x', '014_prove_x'])
    expect(matchTaskDirectories(names, 'x14')).toEqual([])
  })
})

describe('locateReturnMeta', () => {
  it('finds the file in an unpadded or a zero-padded folder', async () => {
    const root = project({'259_prove_completeness': {status: 'researched'}, '014_fix_lifecycle': {status: 'partial'}})
    expect(await locateReturnMeta(root, 259, 'prove_completeness')).toEqual({path: join(root, 'specs', '259_prove_completeness', '.return-meta.json'), exists: true})
    expect(await locateReturnMeta(root, 14, 'fix_lifecycle')).toEqual({path: join(root, 'specs', '014_fix_lifecycle', '.return-meta.json'), exists: true})
    expect(await locateReturnMeta(root, '14')).toEqual({path: join(root, 'specs', '014_fix_lifecycle', '.return-meta.json'), exists: true})
  })

  it('prefers the folder holding the file, then the newest file', async () => {
    const root = project({'7_slug': undefined, '007_slug': {status: 'planned'}})
    expect((await locateReturnMeta(root, 7, 'slug'))?.path).toBe(join(root, 'specs', '007_slug', '.return-meta.json'))
    writeFileSync(join(root, 'specs', '7_slug', '.return-meta.json'), '{}')
    utimesSync(join(root, 'specs', '7_slug', '.return-meta.json'), new Date(2020, 0, 1), new Date(2020, 0, 1))
    expect((await locateReturnMeta(root, 7, 'slug'))?.path).toBe(join(root, 'specs', '007_slug', '.return-meta.json'))
  })

  it('gives the path where the file belongs when it does not exist', async () => {
    const root = project({'021_slug': undefined})
    expect(await locateReturnMeta(root, 21)).toEqual({path: join(root, 'specs', '021_slug', '.return-meta.json'), exists: false})
    expect(await locateReturnMeta(root, 22, 'new_task')).toEqual({path: join(root, 'specs', '22_new_task', '.return-meta.json'), exists: false})
    expect(await locateReturnMeta(root, 22)).toBeNull()
    expect(await locateReturnMeta(join(root, 'nowhere'), 22)).toBeNull()
  })

  it('refuses slugs that are paths and tasks that are not numbers', async () => {
    const root = project({})
    expect(await locateReturnMeta(root, 1, '../../etc')).toBeNull()
    expect(await locateReturnMeta(root, 1, 'a/b')).toBeNull()
    expect(await locateReturnMeta(root, -1, 'a')).toBeNull()
    expect(await locateReturnMeta(root, 'abc', 'a')).toBeNull()
  })
})

describe('readMetaField', () => {
  it('reads as written first, then what the lenient reader understands', async () => {
    const root = project({'5_a': {status: 'completed', session_id: 'top', artifacts: ['specs/5_a/reports/r.md'], metadata: {}}})
    const file = join(root, 'specs', '5_a', '.return-meta.json')
    expect(await readMetaField(file, '.status')).toMatchObject({found: true, text: 'completed'})
    expect(await readMetaField(file, '.session_id')).toMatchObject({found: true, text: 'top'})
    // A bare-string artifact has no `.path` as written; the reader sees one.
    expect(await readMetaField(file, '.artifacts[0].path')).toMatchObject({found: true, text: 'specs/5_a/reports/r.md'})
    // Its folder suggests a type, but the file does not state one: not found, so the caller's default applies.
    expect(await readMetaField(file, '.artifacts[0].type')).toMatchObject({found: false})
    expect(await readMetaField(file, '.metadata.session_id')).toMatchObject({found: true, text: 'top'})
  })

  it('says why there is no value', async () => {
    const root = project({'5_a': {status: 'planned', artifacts: []}})
    const file = join(root, 'specs', '5_a', '.return-meta.json')
    expect(await readMetaField(file, '.artifacts[0].path')).toMatchObject({found: false, reason: 'field-missing'})
    expect(await readMetaField(join(root, 'missing.json'), '.status')).toMatchObject({found: false, reason: 'file-unreadable', message: 'no such file'})
    expect(await readMetaField(file, 'status')).toMatchObject({found: false, reason: 'path-invalid'})
  })
})

describe('handback meta', () => {
  it('get prints strings raw, other values as JSON, and the default when missing', async () => {
    const root = project({'9_x': {status: 'researched', artifacts: [{type: 'report', path: 'specs/9_x/reports/r.md', summary: 'R'}], metadata: {delegation_depth: 1}}})
    const file = join(root, 'specs', '9_x', '.return-meta.json')
    expect(await runCli(['meta', 'get', file, '.artifacts[0].path'])).toEqual({code: 0, stdout: 'specs/9_x/reports/r.md\n', stderr: ''})
    expect((await runCli(['meta', 'get', file, '.metadata.delegation_depth'])).stdout).toBe('1\n')
    expect((await runCli(['meta', 'get', file, '.artifacts[0]'])).stdout).toBe('{"type":"report","path":"specs/9_x/reports/r.md","summary":"R"}\n')
    expect(await runCli(['meta', 'get', file, '.artifacts[1].path', '--default', ''])).toEqual({code: 0, stdout: '\n', stderr: ''})
    // A missing file is not an answer: the default is printed, the exit is 1 (jq fails on it too).
    expect(await runCli(['meta', 'get', join(root, 'gone.json'), '.status', '--default', 'failed'])).toEqual({code: 1, stdout: 'failed\n', stderr: `handback meta get: ${join(root, 'gone.json')}: no such file\n`})
    const missing = await runCli(['meta', 'get', file, '.next_steps'])
    expect(missing.code).toBe(1)
    expect(missing.stdout).toBe('')
    expect(missing.stderr).toContain('no value at `.next_steps`')
    expect((await runCli(['meta', 'get', file, 'status'])).code).toBe(2)
    expect((await runCli(['meta', 'get', file])).code).toBe(2)
  })

  it('get reads a file cut short or not JSON as missing values', async () => {
    const root = project({'3_torn': '{"status": "partial", "artifacts": [{"path": "a.md"', '4_text': 'not json'})
    const torn = join(root, 'specs', '3_torn', '.return-meta.json')
    expect((await runCli(['meta', 'get', torn, '.missing', '--default', 'none'])).stdout).toBe('none\n')
    expect((await runCli(['meta', 'get', join(root, 'specs', '4_text', '.return-meta.json'), '.status', '--default', 'failed'])).stdout).toBe('failed\n')
  })

  it('start writes early metadata atomically, creating the folder', async () => {
    const root = project({})
    const file = join(root, 'specs', '12_new', '.return-meta.json')
    const before = Date.now()
    const run = await runCli(['meta', 'start', file, ...identityFlags, '--stage', 'strategy_determined', '--details', 'Read the task.'])
    expect(run).toEqual({code: 0, stdout: '', stderr: ''})
    const text = readFileSync(file, 'utf8')
    const meta = JSON.parse(text)
    expect(meta).toMatchObject({
      status: 'in_progress',
      artifacts: [],
      partial_progress: {stage: 'strategy_determined', details: 'Read the task.'},
      metadata: {session_id: 'sess_1736700000_abc123', agent_type: 'lean-research-agent', delegation_depth: 1, delegation_path: ['orchestrator', 'research', 'lean-research-agent']}
    })
    expect(meta.started_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(Date.parse(meta.started_at)).toBeGreaterThanOrEqual(before - 1000)
    expect(ReturnMetaSchema.safeParse(meta).success).toBe(true)
    expect(lintText(text, {kind: 'meta'}).diagnostics).toEqual([])
    expect((await runCli(['meta', 'get', file, '.status'])).stdout).toBe('in_progress\n')
  })

  it('start names the missing identity flags', async () => {
    const root = project({})
    const run = await runCli(['meta', 'start', join(root, 'x.json'), '--session-id', 's', '--agent-type', 'a'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--delegation-depth, --delegation-path')
    expect(existsSync(join(root, 'x.json'))).toBe(false)
    expect((await runCli(['meta', 'start', join(root, 'x.json'), ...identityFlags, '--default', 'x'])).code).toBe(2)
  })

  it('remove deletes the file and is quiet when it is already gone', async () => {
    const root = project({'8_done': {status: 'planned'}})
    const file = join(root, 'specs', '8_done', '.return-meta.json')
    expect(await runCli(['meta', 'remove', file])).toEqual({code: 0, stdout: '', stderr: ''})
    expect(existsSync(file)).toBe(false)
    expect(await runCli(['meta', 'remove', file])).toEqual({code: 0, stdout: '', stderr: ''})
    expect((await runCli(['meta', 'remove', join(root, 'specs')])).code).toBe(2)
  })

  it('locate prints the path, exit 1 when the file is not there', async () => {
    const root = project({'014_fix': {status: 'partial'}, '15_new': undefined})
    expect(await runCli(['meta', 'locate', root, '14'])).toEqual({code: 0, stdout: join(root, 'specs', '014_fix', '.return-meta.json') + '\n', stderr: ''})
    expect(await runCli(['meta', 'locate', root, '15'])).toEqual({code: 1, stdout: join(root, 'specs', '15_new', '.return-meta.json') + '\n', stderr: ''})
    expect((await runCli(['meta', 'locate', root, '16'])).code).toBe(1)
    expect((await runCli(['meta', 'locate', root, 'x'])).code).toBe(2)
  })

  it('locate names a folder with control or invisible characters escaped, and prints no path', async () => {
    const root = project({'17_a\u001b[31mred\u202e': {status: 'partial'}})
    const run = await runCli(['meta', 'locate', root, '17'])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('17_a\\u001b[31mred\\u202e')
    expect(run.stderr).not.toMatch(/[\u001b\u202e]/)
  })

  it('rejects unknown actions and prints its usage', async () => {
    expect((await runCli(['meta', 'frob'])).code).toBe(2)
    expect((await runCli(['meta'])).code).toBe(2)
    const help = await runCli(['meta', '--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('get FILE|- PATH [PATH…]')
  })
})

describe('earlyReturnMeta', () => {
  it('refuses an incomplete identity with one diagnostic', () => {
    const result = earlyReturnMeta({session_id: 's'})
    expect(result.meta).toBeNull()
    expect(result.diagnostics.map((d) => d.ruleId)).toEqual(['identity-missing'])
    expect(result.diagnostics[0]!.expected).toEqual(['agent_type', 'delegation_depth', 'delegation_path'])
  })

  it('uses the given time and defaults', () => {
    const {meta} = earlyReturnMeta({session_id: 's', agent_type: 'a', delegation_depth: 0, delegation_path: []}, {now: new Date('2026-01-18T10:00:00Z')})
    expect(meta).toEqual({
      status: 'in_progress',
      started_at: '2026-01-18T10:00:00.000Z',
      artifacts: [],
      partial_progress: {stage: 'started', details: 'Started; no results yet.'},
      metadata: {session_id: 's', agent_type: 'a', delegation_depth: 0, delegation_path: []}
    })
  })
})
