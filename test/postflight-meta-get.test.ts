/**
 * `handback meta get FILE EXPR [EXPR…]`: several fields in one read, as plain
 * lines, shell assignments or JSON; a broken file answers only defaults; and,
 * on the real corpus, the same values as the `jq -r '… // ""'` calls of the
 * skills it replaces (skipped, saying so, without the corpus or jq).
 */
import {spawnSync} from 'node:child_process'
import {existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {readMetaFields} from '../src/node/postflight.js'
import {fieldName, lookupMetaField, parseFieldRequest, readMetaText} from '../src/postflight/meta-fields.js'
import {parseFieldPath} from '../src/postflight/field-path.js'
import {runCli} from './helpers.js'
import {deep} from './support/depth.js'

const directory = mkdtempSync(join(tmpdir(), 'handback-meta-get-'))

function file(name: string, content: unknown): string {
  const path = join(directory, name)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2))
  return path
}

const researched = {
  status: 'researched',
  artifacts: [{type: 'report', path: 'specs/9_x/reports/research-001.md', summary: "It's done; $(rm -rf /) `x` \"q\"\nsecond line"}],
  next_steps: 'Run /plan 9',
  metadata: {session_id: 'sess_1_abc', agent_type: 'researcher', delegation_depth: 1, delegation_path: ['a', 'b']}
}

const fields = ['.status', '.artifacts[0].path', '.artifacts[0].type', '.artifacts[0].summary', '.next_steps', '.metadata.session_id']

/** Reads `name="value"` lines as a POSIX shell would (only the quoting `meta get` writes: `\\` before `\\`, `"`, `$`, `` ` ``). */
function unquoteShell(text: string): Record<string, string> {
  const result: Record<string, string> = {}
  const pattern = /^([A-Za-z_][A-Za-z0-9_]*)="((?:[^"\\]|\\[\\"$`])*)"$/gm
  for (const match of text.matchAll(pattern)) result[match[1]!] = match[2]!.replace(/\\([\\"$`])/g, '$1')
  return result
}

describe('several fields in one call', () => {
  it('plain: one line per field, in order', async () => {
    const path = file('researched.json', researched)
    const run = await runCli(['meta', 'get', path, '.status', '.metadata.delegation_depth', '.metadata.delegation_path'])
    expect(run).toEqual({code: 0, stdout: 'researched\n1\n["a","b"]\n', stderr: ''})
  })

  it('shell: quoted assignments that eval back to the exact values, names derived or given', async () => {
    const path = file('researched.json', researched)
    const run = await runCli(['meta', 'get', path, 'state=.status', ...fields.slice(1, 4), 'steps=.next_steps', 'sid=.metadata.session_id', '--format', 'shell'])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      [
        'state="researched"',
        'artifacts_0_path="specs/9_x/reports/research-001.md"',
        'artifacts_0_type="report"',
        'artifacts_0_summary="It\'s done; \\$(rm -rf /) \\`x\\` \\"q\\"\nsecond line"',
        'steps="Run /plan 9"',
        'sid="sess_1_abc"',
        ''
      ].join('\n')
    )
    // The real shell reads the same values back.
    const shell = spawnSync('sh', ['-c', `eval "$1"; printf '%s\\0' "$state" "$artifacts_0_summary" "$sid"`, 'sh', run.stdout], {encoding: 'utf8'})
    expect(shell.stdout.split('\0').slice(0, 3)).toEqual(['researched', researched.artifacts[0]!.summary, 'sess_1_abc'])
  })

  it('json: one object, values keep their JSON type; missing fields are null or the default', async () => {
    const path = file('researched.json', researched)
    const run = await runCli(['meta', 'get', path, '.status', 'depth=.metadata.delegation_depth', '.errors', '--format', 'json'])
    expect(run).toEqual({code: 1, stdout: '{"status":"researched","depth":1,"errors":null}\n', stderr: `handback meta get: ${path}: no value at \`.errors\`\n`})
    const withDefault = await runCli(['meta', 'get', path, '.status', '.errors', '-f', 'json', '--default', 'none'])
    expect(withDefault).toEqual({code: 0, stdout: '{"status":"researched","errors":"none"}\n', stderr: ''})
  })

  it('defaults apply on fields the file lacks, never an invented value', async () => {
    const path = file('no-progress.json', {...researched, partial_progress: null})
    const run = await runCli(['meta', 'get', path, '.partial_progress.stage', '.partial_progress', '.next_steps', '--default', 'unknown'])
    expect(run).toEqual({code: 0, stdout: 'unknown\nunknown\nRun /plan 9\n', stderr: ''})
    const details = file('details-only.json', {...researched, partial_progress: {details: 'half'}})
    expect((await runCli(['meta', 'get', details, '.partial_progress.stage', '--default', 'unknown'])).stdout).toBe('unknown\n')
  })

  it('reads where the contract readers do: bare-string artifacts, identity at the top level, description for summary; derives nothing', async () => {
    const path = file('lenient.json', {status: 'planned', session_id: 'top', artifacts: ['specs/3_x/plans/p.md', {file: 'b.md', description: 'B'}]})
    const run = await runCli(['meta', 'get', path, '.artifacts[0].path', '.artifacts[0].type', '.artifacts[0].summary', '.metadata.session_id', '.artifacts[1].path', '.artifacts[1].summary', '--format', 'json', '--default', ''])
    expect(JSON.parse(run.stdout)).toEqual({
      artifacts_0_path: 'specs/3_x/plans/p.md',
      // The folder suggests `plan`, but the file does not say so: the default applies.
      artifacts_0_type: '',
      artifacts_0_summary: '',
      metadata_session_id: 'top',
      artifacts_1_path: 'b.md',
      artifacts_1_summary: 'B'
    })
  })

  it('a file cut short mid-string, malformed, missing or a folder gives the defaults and exit 1', async () => {
    const torn = file('torn.json', '{"status": "implemented", "artifacts": [{"path": "specs/1_x/summaries/s.md", "summary": "Half a sent')
    for (const [path, reason] of [
      [torn, 'not valid JSON'],
      [file('text.json', 'status: implemented'), 'not valid JSON'],
      [join(directory, 'gone.json'), 'no such file'],
      [directory, 'is a directory']
    ] as const) {
      const run = await runCli(['meta', 'get', path, 'state=.status', '.artifacts[0].path', '--format', 'shell', '--default', 'failed'])
      expect(run.code).toBe(1)
      expect(run.stdout).toBe('state="failed"\nartifacts_0_path="failed"\n')
      expect(run.stderr).toContain(`handback meta get: ${path}: ${reason}`)
    }

    // Without a default, a broken file prints nothing for a single field.
    expect(await runCli(['meta', 'get', torn, '.status'])).toMatchObject({code: 1, stdout: ''})
    expect(await readMetaFields(torn, ['.status'])).toEqual([{found: false, reason: 'file-invalid', message: expect.stringContaining('not valid JSON') as string}])
  })

  it('a field takes its own default written as jq does, `PATH // "text"`, before --default', async () => {
    const path = file('researched.json', researched)
    const run = await runCli(['meta', 'get', path, 'state=.status // "failed"', 'e=.errors[0].message // "none"', 'n=.metadata.cycles // 0', '.next_steps', '.metadata["a//b"]', '--format', 'shell', '--default', '-'])
    expect(run).toEqual({code: 0, stdout: 'state="researched"\ne="none"\nn="0"\nnext_steps="Run /plan 9"\nmetadata_a__b="-"\n', stderr: ''})
    // Without --default, only the fields with their own default are answered.
    const partial = await runCli(['meta', 'get', path, '.errors // ""', '.next', '-f', 'json'])
    expect(partial).toEqual({code: 1, stdout: '{"errors":"","next":null}\n', stderr: `handback meta get: ${path}: no value at \`.next\`\n`})
    // A broken file: every field takes its default, and the exit is 1.
    const torn = file('torn-defaults.json', '{"status": "implemen')
    expect(await runCli(['meta', 'get', torn, 'state=.status // "failed"', '.artifacts[0].path // ""', '-f', 'shell'])).toMatchObject({code: 1, stdout: 'state="failed"\nartifacts_0_path=""\n'})
    expect(parseFieldRequest('.status // "fa//iled"')).toEqual({ok: true, request: {name: 'status', path: '.status', segments: ['status'], fallback: 'fa//iled', fallbackValue: 'fa//iled'}})
    // In JSON, a default keeps the type it was written with, as jq's does.
    expect((await runCli(['meta', 'get', path, 'n=.metadata.cycles // 7', 'b=.x // true', 'z=.y // null', '-f', 'json'])).stdout).toBe('{"n":7,"b":true,"z":null}\n')
    expect(parseFieldRequest('.status // failed')).toMatchObject({ok: false})
  })

  it('a file over the size limit is refused whole: defaults, exit 1, never a value read from its start', async () => {
    const big = file('big.json', `{"status": "implemented", "pad": "${'x'.repeat(1024 * 1024)}"}`)
    const run = await runCli(['meta', 'get', big, '.status', '--default', 'failed'])
    expect(run).toEqual({code: 1, stdout: 'failed\n', stderr: `handback meta get: ${big}: larger than 1048576 bytes; not read\n`})
  })

  it('writes defaults as jq does: the largest double for an overflow, `null` for null, the sign of -0', async () => {
    const path = file('signs.json', '{"zero": -0}')
    const run = await runCli(['meta', 'get', path, '.x // 1e400', '.y // null', '.zero', '.w // -0'])
    expect(run).toEqual({code: 0, stdout: '1.7976931348623157e+308\nnull\n-0\n-0\n', stderr: ''})
    expect((await runCli(['meta', 'get', path, 'x=.x // 1e400', '-f', 'json'])).stdout).toBe('{"x":1.7976931348623157e+308}\n')
  })

  it('prints a value of many thousand values whole, as jq does', async () => {
    const items = Array.from({length: 6000}, (_, index) => index)
    const path = file('many.json', {status: 'researched', notes: items})
    expect(await runCli(['meta', 'get', path, '.notes'])).toEqual({code: 0, stdout: JSON.stringify(items) + '\n', stderr: ''})
  })

  it('names a default it does not read, not the path before it', async () => {
    for (const written of ['.x // {}', '.x // []', '.x // .y', '.x // empty', '.x // "a" // "b"']) {
      const run = await runCli(['meta', 'get', file('researched.json', researched), written])
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('unsupported default `')
      expect(run.stderr).toContain('expected one JSON string, number, boolean or null after `//`')
    }
  })

  it('refuses, under --format shell, a name the shell reads itself', async () => {
    const path = file('researched.json', researched)
    for (const expression of ['PATH=.status', 'IFS=.status', '.PATH', '._', 'path=.status', '.fpath', '.status', 'history=.status', 'BASH_VERSINFO=.status', 'ARGC=.status']) {
      const run = await runCli(['meta', 'get', path, expression, '--format', 'shell'])
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('is a variable a shell reads, sets or keeps read-only')
    }

    expect(await runCli(['meta', 'get', path, 'PATH=.status', '--format', 'json'])).toEqual({code: 0, stdout: '{"PATH":"researched"}\n', stderr: ''})
  })

  it('counts a file\'s bytes before decoding: invalid UTF-8 within the limit is read', async () => {
    // Latin-1 text: each byte above 0x7f decodes to U+FFFD, three bytes, so the decoded text is three times the file.
    const path = join(directory, 'latin1.json')
    writeFileSync(path, Buffer.concat([Buffer.from('{"status":"latin1","pad":"'), Buffer.alloc(400_000, 0xe9), Buffer.from('"}')]))
    expect(await runCli(['meta', 'get', path, '.status'])).toEqual({code: 0, stdout: 'latin1\n', stderr: ''})
    expect((await runCli(['lint', '--kind', 'meta', '--format', 'json', path])).stdout).not.toContain('input-too-large')
  })

  it('`-` reads standard input', async () => {
    const run = await runCli(['meta', 'get', '-', '.status', '.metadata.session_id'], {stdin: JSON.stringify(researched)})
    expect(run).toEqual({code: 0, stdout: 'researched\nsess_1_abc\n', stderr: ''})
    const broken = await runCli(['meta', 'get', '-', '.status', '--default', 'failed'], {stdin: '{"status": "implemen'})
    expect(broken.code).toBe(1)
    expect(broken.stdout).toBe('failed\n')
    expect(broken.stderr).toContain('handback meta get: <stdin>: not valid JSON')
  })

  it('usage errors: no path, a bad path, a bad name, two fields with one name, an unknown format', async () => {
    const path = file('researched.json', researched)
    for (const argv of [
      [path],
      [path, 'status'],
      [path, '9x=.status'],
      [path, '.a_b', '.a.b', '--format', 'shell'],
      [path, '.status', '--format', 'yaml'],
      ['x.json', '--format', 'json']
    ]) {
      const run = await runCli(['meta', 'get', ...argv])
      expect(run.code, argv.join(' ')).toBe(2)
    }

    expect((await runCli(['meta', 'get', path, '.a_b', '.a.b', '--format', 'shell'])).stderr).toContain('two fields are named `a_b`')
    expect((await runCli(['meta', 'remove', path, '--format', 'json'])).code).toBe(2)
  })
})

describe('the pure parts', () => {
  it('derives shell names from paths', () => {
    const name = (path: string) => fieldName((parseFieldPath(path) as {segments: Array<string | number>}).segments)
    expect(['.status', '.artifacts[0].path', '.errors[-1].message', '.metadata["x-y"]', '.', '.["1a"]'].map(name)).toEqual([
      'status',
      'artifacts_0_path',
      'errors_m1_message',
      'metadata_x_y',
      'value',
      '_1a'
    ])
    expect(parseFieldRequest('sid=.metadata.session_id')).toEqual({ok: true, request: {name: 'sid', path: '.metadata.session_id', segments: ['metadata', 'session_id']}})
    expect(parseFieldRequest('.metadata["a=b"]')).toEqual({ok: true, request: {name: 'metadata_a_b', path: '.metadata["a=b"]', segments: ['metadata', 'a=b']}})
    expect(parseFieldRequest(null)).toEqual({ok: false, message: 'expected a field path such as `.status`'})
  })

  it('reads a number too large for a double as the largest double, as jq does, never as `null`', async () => {
    expect(readMetaText('{"status": 1e400, "n": [-1e400, 2], "o": {"a": 1e400}}')).toEqual({ok: true, value: {status: Number.MAX_VALUE, n: [-Number.MAX_VALUE, 2], o: {a: Number.MAX_VALUE}}})
    const path = file('overflow.json', '{"status": 1e400, "n": [-1e400, 2]}')
    expect((await runCli(['meta', 'get', path, '.status', '.n'])).stdout).toBe('1.7976931348623157e+308\n[-1.7976931348623157e+308,2]\n')
  })

  it('reads strict JSON only, a byte order mark aside', () => {
    expect(readMetaText('\uFEFF{"status": "planned"}')).toEqual({ok: true, value: {status: 'planned'}})
    expect(readMetaText('{"status": "planned",}')).toMatchObject({ok: false, reason: 'not-json'})
    expect(readMetaText(42)).toEqual({ok: false, reason: 'not-json', message: 'not text'})
    expect(lookupMetaField({recoverable: false}, ['recoverable'])).toEqual({found: true, value: false})
    expect(lookupMetaField(null, ['status'])).toEqual({found: false})
  })
})

const corpus = join(import.meta.dirname, '..', '..', 'shared', 'corpus', 'meta')
const jq = ['/usr/bin/jq', '/usr/local/bin/jq', '/opt/homebrew/bin/jq'].find((candidate) => existsSync(candidate))
const skipReason = !existsSync(corpus) ? `no corpus at ${corpus}` : jq === undefined ? 'jq is not installed' : undefined
if (skipReason) console.warn(`skipped: meta get against jq on the real corpus (${skipReason})`)

/** The skills' jq reads, each written with the same liberties `meta get` takes, so any other difference shows. */
const jqFields: Record<string, string> = {
  state: '.status // ""',
  artifacts_0_path: '(.artifacts[0]? | if type == "string" then . else (.path? // .file? // .file_path? // "") end) // ""',
  artifacts_0_type: '(.artifacts[0]? | if type == "object" then (.type // "") else "" end) // ""',
  artifacts_0_summary: '(.artifacts[0]? | if type == "object" then (.summary // .description // "") else "" end) // ""',
  next_steps: '.next_steps // ""',
  metadata_session_id: '(.metadata.session_id? // .session_id // "")',
  partial_progress_stage: '(.partial_progress.stage? // "unknown")'
}

describe.skipIf(skipReason !== undefined)('meta get against jq on the real corpus', () => {
  it('gives what jq gives, field by field, on every return-metadata file', async () => {
    const files = readdirSync(corpus, {recursive: true, encoding: 'utf8'})
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(corpus, name))
      .sort()
    const program = `[input_filename, ${Object.values(jqFields).join(', ')}]`
    const answer = spawnSync(jq!, ['-c', program, ...files], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})
    expect(answer.status).toBe(0)
    const expected = new Map(answer.stdout.trim().split('\n').map((line) => {
      const [name, ...values] = JSON.parse(line) as [string, ...unknown[]]
      return [name, values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))] as const
    }))
    expect(expected.size).toBe(files.length)
    const names = Object.keys(jqFields)
    const mismatches: string[] = []
    let defaulted = 0
    for (const path of files) {
      // The skills' six reads plus the stage, in one call; a missing stage takes the default.
      // `status` is a name zsh reserves: the shell form names the field (`state=.status`), as a skill's script does.
      const run = await runCli(['meta', 'get', path, 'state=.status', ...fields.slice(1), 'partial_progress_stage=.partial_progress.stage', '--format', 'shell', '--default', ''])
      const got = unquoteShell(run.stdout)
      if (got['partial_progress_stage'] === '') {
        got['partial_progress_stage'] = 'unknown'
        defaulted++
      }

      const want = expected.get(path)!
      names.forEach((name, index) => {
        if (got[name] !== want[index]) mismatches.push(`${path} ${name}: ${JSON.stringify(got[name])} != jq ${JSON.stringify(want[index])}`)
      })
    }

    expect(mismatches.slice(0, 10)).toEqual([])
    // The default applied on the files without a stage (the lenient reader once invented an empty one).
    expect(defaulted).toBeGreaterThan(0)
  }, 120_000)

  it('with --default, a stage the file lacks prints the default, not an empty string', async () => {
    const files = readdirSync(corpus, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.json'))
    const lacking = files.map((name) => join(corpus, name)).filter((path) => {
      const value = JSON.parse(readFileSync(path, 'utf8')) as {partial_progress?: {stage?: unknown} | null}
      return value.partial_progress !== undefined && (value.partial_progress === null || value.partial_progress.stage === undefined)
    })
    expect(lacking.length).toBeGreaterThan(0)
    for (const path of lacking) {
      expect((await runCli(['meta', 'get', path, '.partial_progress.stage', '--default', 'unknown'])).stdout, path).toBe('unknown\n')
    }
  }, 60_000)
})

describe('bounds of one call', () => {
  const names = (count: number) => Array.from({length: count}, (_, index) => `f${index}=.`)

  it('reads at most 64 fields, and refuses more as a usage error', async () => {
    const path = file('bounded.json', researched)
    expect((await runCli(['meta', 'get', path, ...names(64), '--format', 'json'])).code).toBe(0)
    const run = await runCli(['meta', 'get', path, ...names(65)])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('meta get reads at most 64 fields in one call, got 65')
  })

  // Writes and reads some 70 MiB: a deep check.
  it.runIf(deep)('writes nothing when the values come to more than 64 MiB, and says so', async () => {
    // Each `.` is the whole file, near 1 MB; quoting for the shell writes each `$` as two characters, and JSON each raw U+2028 as six.
    for (const [format, pad] of [['shell', '$'.repeat(1_000_000)], ['json', '\u2028'.repeat(340_000)]] as const) {
      const path = file(`large-${format}.json`, `{"status": "researched", "pad": "${pad}"}`)
      const run = await runCli(['meta', 'get', path, ...names(64), '--format', format])
      expect(run.code, format).toBe(2)
      expect(run.stdout, format).toBe('')
      expect(run.stderr, format).toContain("the fields' values come to more than 64 MiB; read fewer at once")
    }
  })
})
