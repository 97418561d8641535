import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {runCli} from './helpers.js'

/** Warnings only: key-style, section-heading-style, list-style and more. */
const warningsOnly = readFileSync('fixtures/examples/subtask-result-template.md', 'utf8')

let root: string

/**
 * root/handback.config.json      key-style off
 * root/sub/handback.config.json  strict preset (nearest wins: key-style is on again)
 * root/sub/deeper/               no config of its own: sub's applies
 * root/plain/                    no config: root's applies
 */
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'handback-config-'))
  mkdirSync(join(root, 'sub', 'deeper'), {recursive: true})
  mkdirSync(join(root, 'plain'))
  writeFileSync(join(root, 'handback.config.json'), JSON.stringify({rules: {'key-style': 'off'}}))
  writeFileSync(join(root, 'sub', 'handback.config.json'), JSON.stringify({preset: 'strict'}))
  for (const path of ['a.md', 'sub/b.md', 'sub/deeper/c.md', 'plain/d.md']) writeFileSync(join(root, path), warningsOnly)
  writeFileSync(join(root, 'forced.json'), JSON.stringify({rules: {'section-heading-style': 'error'}}))
})

async function lintJson(argv: string[], options: {cwd?: string; stdin?: string} = {}) {
  const run = await runCli(['lint', '-f', 'json', ...argv], {cwd: options.cwd ?? root, ...(options.stdin === undefined ? {} : {stdin: options.stdin})})
  const results = run.stdout === '' ? [] : (JSON.parse(run.stdout) as Array<{filePath: string; messages: Array<{ruleId: string; severity: number}>}>)
  const rules = (filePath: string) => {
    const result = results.find((candidate) => candidate.filePath === filePath)
    return new Set(result?.messages.map((message) => `${message.ruleId}:${message.severity}`))
  }

  return {...run, rules}
}

describe('handback.config.json', () => {
  it('the caller\'s file applies to every file; one nearer to a file adds its checks', async () => {
    const run = await lintJson(['a.md', 'sub/b.md', 'sub/deeper/c.md', 'plain/d.md'])
    expect(run.code).toBe(1)
    expect(run.rules('a.md').has('key-style:1')).toBe(false)
    expect(run.rules('plain/d.md').has('key-style:1')).toBe(false)
    expect(run.rules('a.md').has('section-heading-style:1')).toBe(true)
    // sub's strict preset on top of root's settings: root's `key-style: off` still holds.
    expect(run.rules('sub/b.md').has('key-style:2')).toBe(false)
    expect(run.rules('sub/deeper/c.md')).toEqual(run.rules('sub/b.md'))
    expect(run.rules('sub/b.md').has('section-heading-style:2')).toBe(true)
    // Trusted, the nearest file wins, as it did.
    const trusted = await lintJson(['--trust-nested', 'sub/b.md'])
    expect(trusted.rules('sub/b.md').has('key-style:2')).toBe(true)
  })

  it('is found from the linted file, not from the working directory', async () => {
    const run = await lintJson([join(root, 'sub', 'b.md')], {cwd: tmpdir()})
    expect(run.code).toBe(1)
  })

  it('without a config anywhere up to the root, defaults apply', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'handback-bare-'))
    writeFileSync(join(bare, 'e.md'), warningsOnly)
    const run = await lintJson(['e.md'], {cwd: bare})
    expect(run.code).toBe(0)
    expect(run.rules('e.md').has('key-style:1')).toBe(true)
  })

  it('--config forces one file for every input', async () => {
    const run = await lintJson(['--config', 'forced.json', 'a.md', 'sub/b.md'])
    expect(run.code).toBe(1)
    for (const path of ['a.md', 'sub/b.md']) {
      expect(run.rules(path).has('key-style:1')).toBe(true)
      expect(run.rules(path).has('section-heading-style:2')).toBe(true)
    }
  })

  it('--no-config ignores every file', async () => {
    const run = await lintJson(['--no-config', 'a.md', 'sub/b.md'])
    expect(run.code).toBe(0)
    expect(run.rules('sub/b.md').has('key-style:1')).toBe(true)
    expect(run.rules('a.md').has('key-style:1')).toBe(true)
  })

  it('--strict wins over the preset of a configuration', async () => {
    expect((await lintJson(['--strict', 'a.md'])).code).toBe(1)
  })

  it('standard input uses the config of the working directory, or of --stdin-filename', async () => {
    const fromCwd = await lintJson(['-'], {stdin: warningsOnly})
    expect(fromCwd.code).toBe(0)
    expect(fromCwd.rules('<stdin>').has('key-style:1')).toBe(false)
    const named = await lintJson(['--stdin-filename', 'sub/x.md', '-'], {stdin: warningsOnly})
    expect(named.code).toBe(1)
    expect(named.rules('sub/x.md').has('section-heading-style:2')).toBe(true)
  })
})

describe('configuration failures exit with 2', () => {
  function broken(content: string): string {
    const directory = mkdtempSync(join(tmpdir(), 'handback-broken-'))
    writeFileSync(join(directory, 'handback.config.json'), content)
    writeFileSync(join(directory, 'f.md'), warningsOnly)
    return directory
  }

  it('an unknown rule id, named with the nearest known one', async () => {
    const directory = broken(JSON.stringify({rules: {'sectoin-missing': 'off'}}))
    const run = await runCli(['lint', 'f.md'], {cwd: directory})
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `handback: invalid configuration ${join(directory, 'handback.config.json')}:\n  Unknown rule \`sectoin-missing\`, did you mean \`section-missing\`?\n`
    })
  })

  it('invalid JSON', async () => {
    const run = await runCli(['lint', 'f.md'], {cwd: broken('{"rules": ')})
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/invalid configuration .*handback\.config\.json:\n {2}Invalid JSON: /)
  })

  it('a missing --config file', async () => {
    const run = await runCli(['lint', '--config', 'nope.json', 'a.md'], {cwd: root})
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(`handback: invalid configuration ${join(root, 'nope.json')}:\n  no such file\n`)
  })

  it('--config with --no-config', async () => {
    const run = await runCli(['lint', '--config', 'forced.json', '--no-config', 'a.md'], {cwd: root})
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--config and --no-config cannot be used together')
  })
})
