/**
 * A tree is checked as its caller configured it: nothing inside the linted
 * tree (a configuration, an ignore file, an `extends`) weakens the checks,
 * the search never climbs above the repository, and no file outside it is
 * read by `extends` or quoted in a message.
 */
import {mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {addChecks} from '../src/config/add-checks.js'
import {runCli} from './helpers.js'

/** A return with errors (missing sections and key) and a disable comment meant to hide them. */
const failing = '<!-- handback-disable -->\n## Status\nstate: SUCCESS\n'

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'handback-trust-'))
  mkdirSync(join(root, '.git'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), {recursive: true})
    writeFileSync(join(root, path), text)
  }

  return root
}

async function lint(cwd: string, ...argv: string[]) {
  const run = await runCli(['lint', '-f', 'json', ...argv], {cwd})
  const results = run.stdout === '' ? [] : (JSON.parse(run.stdout) as Array<{filePath: string; messages: Array<{ruleId: string; severity: number}>}>)
  return {...run, errors: results.reduce((sum, result) => sum + result.messages.filter((message) => message.severity === 2).length, 0), files: results.map((result) => result.filePath)}
}

// Each way a nested configuration could weaken the caller's checks.
const weakening: ReadonlyArray<readonly [string, object, string]> = [
  ['turns a rule off', {rules: {'section-missing': 'off'}}, 'rules.section-missing'],
  ['turns a rule off with ESLint\'s 0', {rules: {'key-missing': 0}}, 'rules.key-missing'],
  ['lowers an error to a warning', {rules: {'section-missing': 'warn'}}, 'rules.section-missing'],
  ['lowers an error to info', {rules: {'section-missing': ['info']}}, 'rules.section-missing'],
  ['trusts inline comments', {inlineConfig: true}, 'inlineConfig'],
  ['trusts inline comments and turns rules off', {inlineConfig: true, rules: {'section-missing': 'off', 'key-missing': 'off'}}, 'inlineConfig'],
  ['maps status words', {statuses: {failed: 'completed'}}, 'statuses'],
  ['extends a file that turns rules off', {extends: './weak.json'}, 'rules.section-missing']
]

describe('a configuration inside the tree may only add checks', () => {
  for (const [name, config, said] of weakening) {
    it(name, async () => {
      const root = repository({'specs/a/r.md': failing, 'specs/a/handback.config.json': JSON.stringify(config), 'specs/a/weak.json': JSON.stringify({rules: {'section-missing': 'off'}})})
      const bare = await lint(root, '--no-config', 'specs')
      const run = await lint(root, 'specs')
      expect(run.code).toBe(1)
      expect(run.errors).toBe(bare.errors)
      if (said !== 'statuses') expect(run.stderr).toContain(`handback: warning: ${join('specs', 'a', 'handback.config.json')}: `)
      expect(run.stderr).toContain(said)
      expect(run.stderr).toContain('may only add checks (--trust-nested applies it)')
      // Named one by one, or read from standard input under its name: the same.
      expect((await lint(root, 'specs/a/r.md')).errors).toBe(bare.errors)
      expect((await runCli(['lint', '-f', 'json', '--stdin-filename', 'specs/a/r.md', '-'], {cwd: root, stdin: failing})).code).toBe(1)
    })
  }

  it('--trust-nested applies it, but never its inlineConfig', async () => {
    const root = repository({'specs/r.md': failing, 'specs/handback.config.json': JSON.stringify({inlineConfig: true, rules: {'key-missing': 'off'}})})
    const bare = await lint(root, '--no-config', 'specs')
    const trusted = await lint(root, '--trust-nested', 'specs')
    expect(trusted.errors).toBe(bare.errors - 1)
    expect(trusted.stderr).toContain('inlineConfig not applied: only the caller\'s configuration or --config trusts inline comments')
    // The caller's own configuration, or --config, trusts them.
    const own = repository({'r.md': failing, 'handback.config.json': JSON.stringify({inlineConfig: true})})
    expect((await lint(own, 'r.md')).code).toBe(0)
    writeFileSync(join(root, 'caller.json'), JSON.stringify({inlineConfig: true}))
    expect((await lint(root, '--config', 'caller.json', 'specs')).code).toBe(0)
  })

  it('adds what is stricter: a higher severity, the strict preset', async () => {
    const warningsOnly = readFileSync('fixtures/examples/subtask-result-template.md', 'utf8')
    const root = repository({'specs/r.md': warningsOnly, 'specs/handback.config.json': JSON.stringify({preset: 'strict'})})
    expect((await lint(root, '--no-config', 'specs')).code).toBe(0)
    const run = await lint(root, 'specs')
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('')
  })

  it('addChecks keeps the caller\'s settings and takes only what raises a severity', () => {
    expect(addChecks({rules: {'key-style': 'off'}}, {preset: 'strict', rules: {'key-style': 'warn', 'section-missing': 'off', 'unknown-section': 'error'}})).toEqual({
      settings: {preset: 'strict', rules: {'key-style': 'warn', 'unknown-section': 'error'}},
      ignored: ['rules.section-missing']
    })
    expect(addChecks({preset: 'strict', inlineConfig: false}, {preset: 'recommended', inlineConfig: true, reportUnusedDisableDirectives: true})).toEqual({
      settings: {preset: 'strict', inlineConfig: false, reportUnusedDisableDirectives: true},
      ignored: ['preset', 'inlineConfig']
    })
  })
})

describe('the configuration search stops at the repository root', () => {
  it('a configuration above the repository is not read', async () => {
    const outer = mkdtempSync(join(tmpdir(), 'handback-outer-'))
    writeFileSync(join(outer, 'handback.config.json'), JSON.stringify({rules: {'section-missing': 'off', 'key-missing': 'off'}}))
    const root = join(outer, 'repo')
    mkdirSync(join(root, '.git'), {recursive: true})
    writeFileSync(join(root, 'r.md'), failing)
    const run = await lint(root, 'r.md')
    expect(run.code).toBe(1)
    const printed = await runCli(['lint', '--print-config', 'r.md'], {cwd: root})
    expect(JSON.parse(printed.stdout)).toMatchObject({config: null, rules: {}})
    // Outside any repository, the search stops at the working directory.
    const loose = join(outer, 'loose')
    mkdirSync(loose)
    writeFileSync(join(loose, 'r.md'), failing)
    expect((await lint(loose, 'r.md')).code).toBe(1)
  })
})

describe('extends stays inside the repository', () => {
  const secret = mkdtempSync(join(tmpdir(), 'handback-secret-'))
  writeFileSync(join(secret, 'environ'), 'TOKEN=s3cr3t-value\0HOME=/root\0')
  writeFileSync(join(secret, 'weak.json'), JSON.stringify({rules: {'section-missing': 'off'}}))
  const ways: ReadonlyArray<readonly [string, (root: string) => string]> = [
    ['an absolute path', () => join(secret, 'environ')],
    ['a path climbing out', (root) => join('..'.repeat(1), root.split('/').slice(1).map(() => '..').join('/'), secret.slice(1), 'environ')],
    ['a link inside the repository', (root) => (symlinkSync(join(secret, 'environ'), join(root, 'link.json')), './link.json')],
    ['a link to a folder outside', (root) => (symlinkSync(secret, join(root, 'shared')), './shared/environ')]
  ]

  for (const [name, entry] of ways) {
    it(`${name} is refused without being read`, async () => {
      const root = repository({'r.md': failing})
      writeFileSync(join(root, 'handback.config.json'), JSON.stringify({extends: entry(root)}))
      const run = await lint(root, 'r.md')
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('not read (--extends-anywhere allows it)')
      expect(run.stderr).not.toContain('s3cr3t')
      expect(run.stderr).not.toContain('TOKEN')
      // Allowed, it is read, and its content is still never quoted.
      const allowed = await lint(root, '--extends-anywhere', 'r.md')
      expect(allowed.code).toBe(2)
      expect(allowed.stderr).toContain('its content is not shown')
      expect(allowed.stderr).not.toContain('s3cr3t')
      expect(allowed.stderr).not.toContain('TOKEN')
    })
  }

  it('a configuration found by search that links out of the repository is not read', async () => {
    const root = repository({'specs/r.md': failing})
    symlinkSync(join(secret, 'environ'), join(root, 'specs', 'handback.config.json'))
    const run = await lint(root, 'specs/r.md')
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('a link to a file outside')
    expect(run.stderr).not.toContain('s3cr3t')
  })

  it('--extends-anywhere reads a valid file outside', async () => {
    const root = repository({'r.md': failing, 'handback.config.json': JSON.stringify({extends: join(secret, 'weak.json')})})
    expect((await lint(root, '--extends-anywhere', 'r.md')).code).toBe(1)
    expect((await lint(root, 'r.md')).code).toBe(2)
  })
})
