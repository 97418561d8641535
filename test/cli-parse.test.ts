import {spawnSync} from 'node:child_process'
import {existsSync, mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {runCli} from './helpers.js'

const root = join(import.meta.dirname, '..')
const examples = join(root, 'fixtures', 'examples')
const parseFixtures = join(root, 'fixtures', 'parse')

describe('handback parse', () => {
  it('prints the report on stdout and exits 0 for a clean return', async () => {
    const run = await runCli(['parse', join(examples, 'canonical-success.md')])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).status.state).toBe('SUCCESS')
    expect(run.stderr).toBe('')
  })

  it('prints diagnostics on stderr as file:line:column and exits 1 on errors', async () => {
    const file = join(parseFixtures, 'error-without-retry.md')
    const run = await runCli(['parse', file])
    expect(run.code).toBe(1)
    expect(JSON.parse(run.stdout).status.state).toBe('ERROR')
    expect(run.stderr).toContain(`${file}:2:8: error`)
    expect(run.stderr).toContain('[retry-recommended-required]')
  })

  it('prints null when there is no return', async () => {
    const run = await runCli(['parse', '-'], {stdin: 'Just prose.\n'})
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('null\n')
    expect(run.stderr).toContain('<stdin>:1:1: error')
  })

  it('reads standard input when no file is given', async () => {
    const run = await runCli(['parse'], {stdin: '## Status\nstate: SUCCESS\nsummary: ok\n'})
    expect(JSON.parse(run.stdout).status.summary).toBe('ok')
  })

  it('exits 0 with warnings only, and 1 under --strict', async () => {
    const file = join(examples, 'fenced-with-preamble.md')
    expect((await runCli(['parse', file])).code).toBe(0)
    expect((await runCli(['parse', '--strict', file])).code).toBe(1)
  })

  it('exits 2 on a missing file, an unknown flag, an extra operand, or a bad number', async () => {
    const missing = await runCli(['parse', join(root, 'no-such-file.md')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/cannot read .*no such file/)
    expect((await runCli(['parse', '--nope'])).code).toBe(2)
    expect((await runCli(['parse', 'a.md', 'b.md'])).code).toBe(2)
    expect((await runCli(['parse', '--max-bytes', 'lots', 'a.md'])).code).toBe(2)
  })

  it('exits 2 for an unknown command', async () => {
    const run = await runCli(['frobnicate'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('unknown command')
  })
})

describe('the built executable', () => {
  const cli = join(root, 'dist', 'cli.js')

  it('exists (run `npm run build` first)', () => {
    expect(existsSync(cli)).toBe(true)
  })

  it('parses a file end to end with the documented exit codes and no stack trace', () => {
    const ok = spawnSync(process.execPath, [cli, 'parse', join(examples, 'partial-with-limitations.md')], {encoding: 'utf8'})
    expect(ok.status).toBe(0)
    expect(JSON.parse(ok.stdout).status.state).toBe('PARTIAL')

    const directory = mkdtempSync(join(tmpdir(), 'handback-'))
    const binary = join(directory, 'binary.md')
    writeFileSync(binary, Buffer.from([0, 159, 146, 150, 0xff, 0xfe, 0x0a, 0x23, 0x23]))
    const garbage = spawnSync(process.execPath, [cli, 'parse', binary], {encoding: 'utf8'})
    expect(garbage.status).toBe(1)
    expect(garbage.stdout).toBe('null\n')
    expect(garbage.stderr).not.toMatch(/\bat .*\.js:\d+/)

    const directoryRun = spawnSync(process.execPath, [cli, 'parse', directory], {encoding: 'utf8'})
    expect(directoryRun.status).toBe(2)
    expect(directoryRun.stderr).toContain('is a directory')
  })

  it('reads standard input through a pipe', () => {
    const run = spawnSync(process.execPath, [cli, 'parse', '-'], {input: '## Status\nstate: PARTIAL\nsummary: half\n', encoding: 'utf8'})
    expect(JSON.parse(run.stdout).status.state).toBe('PARTIAL')
    // The other three sections are missing: errors, so exit 1.
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('<stdin>:1:1: error Missing section `## Deliverables`')
  })
})
