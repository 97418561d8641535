import {mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {applyPatch} from 'diff'
import {beforeEach, describe, expect, it} from 'vitest'
import {fixReturn} from '../src/index.js'
import {runCli} from './helpers.js'

const messy = readFileSync('fixtures/examples/subtask-result-template.md', 'utf8')
const clean = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
/** Fixable problems plus an error no fix can repair. */
const broken = '### status\n- state: WORKING\n- summary: Tried.\n'

let directory: string
const past = new Date('2020-01-01T00:00:00Z')

function write(name: string, text: string): string {
  const path = join(directory, name)
  writeFileSync(path, text)
  // An old mtime, so an unwanted rewrite shows even within the file system's time resolution.
  utimesSync(path, past, past)
  return path
}

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'handback-fix-'))
})

function lint(...argv: string[]) {
  return runCli(['lint', '--no-config', ...argv], {cwd: directory})
}

describe('handback lint --fix', () => {
  it('rewrites a file into its fixed form, atomically, leaving no temporary file', async () => {
    const path = write('messy.md', messy)
    const inode = statSync(path).ino
    const run = await lint('--fix', 'messy.md')
    expect(run.stderr).toBe('')
    expect(readFileSync(path, 'utf8')).toBe(fixReturn(messy).output)
    expect(readFileSync(path, 'utf8')).not.toBe(messy)
    // A rename replaces the file: a new inode, never a half-written old one.
    expect(statSync(path).ino).not.toBe(inode)
    expect(readdirSync(directory)).toEqual(['messy.md'])
    // What is left is reported: only the problems no fix repairs.
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain('key-style')
    expect(run.stdout).toContain('unknown-section')
  })

  it('keeps the file mode', async () => {
    const path = write('mode.md', messy)
    const {chmodSync} = await import('node:fs')
    chmodSync(path, 0o640)
    await lint('--fix', 'mode.md')
    expect(statSync(path).mode & 0o777).toBe(0o640)
  })

  it('leaves files with nothing to fix untouched: same content, mtime and inode', async () => {
    const path = write('clean.md', clean)
    const before = statSync(path)
    const run = await lint('--fix', 'clean.md')
    expect(run).toEqual({code: 0, stdout: '', stderr: ''})
    const after = statSync(path)
    expect(after.mtimeMs).toBe(before.mtimeMs)
    expect(after.ino).toBe(before.ino)
  })

  it('a second --fix changes nothing', async () => {
    const path = write('messy.md', messy)
    await lint('--fix', 'messy.md')
    const fixed = readFileSync(path, 'utf8')
    utimesSync(path, past, past)
    const before = statSync(path)
    await lint('--fix', 'messy.md')
    expect(readFileSync(path, 'utf8')).toBe(fixed)
    expect(statSync(path).mtimeMs).toBe(before.mtimeMs)
    expect(statSync(path).ino).toBe(before.ino)
  })

  it('exits 1 when errors remain after fixing', async () => {
    const path = write('broken.md', broken)
    const run = await lint('--fix', 'broken.md')
    expect(run.code).toBe(1)
    expect(readFileSync(path, 'utf8')).toBe('## Status\nstate: WORKING\nsummary: Tried.\n')
    expect(run.stdout).toContain('state-invalid')
    expect(run.stdout).not.toContain('key-style')
  })

  it('fixes standard input into standard output, reporting on standard error', async () => {
    const run = await runCli(['lint', '--no-config', '--fix', '-'], {cwd: directory, stdin: broken})
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('## Status\nstate: WORKING\nsummary: Tried.\n')
    expect(run.stderr).toContain('state-invalid')
  })

  it('passes clean standard input through unchanged', async () => {
    const run = await runCli(['lint', '--no-config', '--fix', '-'], {cwd: directory, stdin: clean})
    expect(run).toEqual({code: 0, stdout: clean, stderr: ''})
  })
})

describe('handback lint --fix-dry-run', () => {
  it('prints a unified diff that turns the file into its fixed form, and writes nothing', async () => {
    const path = write('messy.md', messy)
    const before = statSync(path)
    const run = await lint('--fix-dry-run', 'messy.md')
    expect(readFileSync(path, 'utf8')).toBe(messy)
    expect(statSync(path).mtimeMs).toBe(before.mtimeMs)
    expect(run.stdout).toMatch(/^Index: messy\.md\n=+\n--- messy\.md\n\+\+\+ messy\.md\t\(fixed\)\n@@ /)
    expect(applyPatch(messy, run.stdout)).toBe(fixReturn(messy).output)
    // The diff owns stdout; the report of what would be left goes to stderr.
    expect(run.stderr).toContain('unknown-section')
    expect(run.stderr).not.toContain('key-style')
    expect(run.code).toBe(0)
  })

  it('prints nothing for a file with nothing to fix', async () => {
    write('clean.md', clean)
    expect(await lint('--fix-dry-run', 'clean.md')).toEqual({code: 0, stdout: '', stderr: ''})
  })

  it('diffs standard input too, keeping a JSON report parseable on stderr', async () => {
    const run = await runCli(['lint', '--no-config', '--fix-dry-run', '-f', 'json', '-'], {cwd: directory, stdin: broken})
    expect(run.stdout.startsWith('Index: <stdin>\n')).toBe(true)
    expect(applyPatch(broken, run.stdout)).toBe('## Status\nstate: WORKING\nsummary: Tried.\n')
    const report = JSON.parse(run.stderr) as Array<{messages: Array<{ruleId: string}>}>
    expect(report[0]!.messages.map((message) => message.ruleId)).toContain('state-invalid')
    expect(run.code).toBe(1)
  })
})
