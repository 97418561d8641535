import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {runCli} from './helpers.js'

const clean = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
/** Only warnings (and infos): a bulleted, `###` older template. */
const warningsOnly = readFileSync('fixtures/examples/subtask-result-template.md', 'utf8')
const failing = '## Status\nstate: WORKING\nsummary: Did it.\n'

let directory: string

beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), 'handback-lint-'))
  writeFileSync(join(directory, 'clean.md'), clean)
  writeFileSync(join(directory, 'warnings.md'), warningsOnly)
  writeFileSync(join(directory, 'failing.md'), failing)
})

function lint(...argv: string[]) {
  return runCli(['lint', '--no-config', ...argv], {cwd: directory})
}

describe('handback lint exit codes', () => {
  it('0 and no output for a clean file', async () => {
    expect(await lint('clean.md')).toEqual({code: 0, stdout: '', stderr: ''})
  })

  it('1 for errors', async () => {
    const run = await lint('failing.md')
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('failing.md')
    expect(run.stdout).toContain('state-invalid')
    expect(run.stderr).toBe('')
  })

  it('0 for warnings, 1 for the same warnings under --strict', async () => {
    const loose = await lint('warnings.md')
    expect(loose.code).toBe(0)
    expect(loose.stdout).toMatch(/\d+ warnings\)/)
    const strict = await lint('--strict', 'warnings.md')
    expect(strict.code).toBe(1)
    expect(strict.stdout).toMatch(/\(\d+ errors, 0 warnings\)/)
  })

  it('1 past --max-warnings, 0 within it', async () => {
    expect((await lint('--max-warnings', '0', 'warnings.md')).code).toBe(1)
    expect((await lint('--max-warnings', '1000', 'warnings.md')).code).toBe(0)
    expect((await lint('--max-warnings', 'many', 'warnings.md')).code).toBe(2)
  })

  it('--quiet reports errors only, and its warnings do not count', async () => {
    const quiet = await lint('--quiet', 'warnings.md', 'failing.md')
    expect(quiet.code).toBe(1)
    expect(quiet.stdout).not.toContain('warnings.md')
    expect(quiet.stdout).not.toMatch(/\bwarning\b/)
    expect(quiet.stdout).toContain('state-invalid')
    expect(await lint('--quiet', '--max-warnings', '0', 'warnings.md')).toEqual({code: 0, stdout: '', stderr: ''})
  })

  it('2 for a missing file, still reporting the others', async () => {
    const run = await lint('missing.md', 'failing.md')
    expect(run.code).toBe(2)
    expect(run.stderr).toBe('handback: no files match `missing.md`\n')
    expect(run.stdout).toContain('failing.md')
  })

  it('2 for an unknown flag, in one line with usage advice and no trace', async () => {
    const run = await lint('--frobnicate', 'clean.md')
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe('handback lint: unknown option `--frobnicate`. Run `handback lint --help` for usage.\n')
  })

  it('2 for an unknown format', async () => {
    const run = await lint('--format', 'xml', 'clean.md')
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--format expects one of stylish, json, sarif, github, prompt')
  })

  it('reads standard input for `-` and for no operand', async () => {
    for (const argv of [['-'], []]) {
      expect(await runCli(['lint', '--no-config', ...argv], {cwd: directory, stdin: clean})).toEqual({code: 0, stdout: '', stderr: ''})
      const run = await runCli(['lint', '--no-config', ...argv], {cwd: directory, stdin: failing})
      expect(run.code).toBe(1)
      expect(run.stdout).toContain('<stdin>')
    }
  })

  it('--stdin-filename names standard input in reports', async () => {
    const run = await runCli(['lint', '--no-config', '-f', 'github', '--stdin-filename', 'docs/return.md', '-'], {cwd: directory, stdin: failing})
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('file=docs/return.md,')
  })

  it('lints every format with the same exit code', async () => {
    for (const format of ['stylish', 'json', 'sarif', 'github', 'prompt']) {
      expect((await lint('-f', format, 'clean.md')).code).toBe(0)
      expect((await lint('-f', format, 'failing.md', 'clean.md')).code).toBe(1)
      expect((await lint('-f', format, '--strict', 'warnings.md')).code).toBe(1)
    }
  })
})

describe('handback lint progress', () => {
  function many(count: number): string {
    const folder = mkdtempSync(join(tmpdir(), 'handback-many-'))
    mkdirSync(join(folder, 'returns'))
    for (let index = 0; index < count; index++) writeFileSync(join(folder, 'returns', `r${String(index).padStart(3, '0')}.md`), clean)
    return folder
  }

  it('shows progress on stderr from 50 files on a terminal, and clears it', async () => {
    const folder = many(50)
    const run = await runCli(['lint', '--no-config', 'returns'], {cwd: folder, isTTY: true})
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('[1/50] returns/r000.md')
    expect(run.stderr).toContain('[50/50] returns/r049.md')
    expect(run.stderr.endsWith('\r\u001B[K')).toBe(true)
    expect(run.stdout).toBe('')
  })

  it('shows none below 50 files or off a terminal', async () => {
    expect((await runCli(['lint', '--no-config', 'returns'], {cwd: many(49), isTTY: true})).stderr).toBe('')
    expect((await runCli(['lint', '--no-config', 'returns'], {cwd: many(50), isTTY: false})).stderr).toBe('')
  })
})
