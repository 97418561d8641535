/** The lint flags a user of ESLint or markdownlint-cli2 expects, and typos that stop the run with a suggestion. */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {beforeEach, describe, expect, it} from 'vitest'
import {useColor} from '../src/cli/lint-flags.js'
import {lintText} from '../src/kinds/every.js'
import {runCli} from './helpers.js'

/** Warnings only: a bulleted, `###` older template (warnings and infos, no errors). */
const warningsOnly = readFileSync('fixtures/examples/subtask-result-template.md', 'utf8')
const failing = '## Status\nstate: MAYBE\nsummary: Did it.\n'

let directory: string

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'handback-flags-'))
  writeFileSync(join(directory, 'warnings.md'), warningsOnly)
  writeFileSync(join(directory, 'failing.md'), failing)
})

function lint(...argv: string[]) {
  return runCli(['lint', ...argv], {cwd: directory})
}

describe('lint flags', () => {
  it('--max-warnings says why it failed', async () => {
    const run = await lint('--no-config', '--max-warnings', '3', '--format', 'json', 'warnings.md')
    expect(run.code).toBe(1)
    // The count is the warnings of the file (infos aside), as the exit code counts them.
    const warnings = lintText(warningsOnly, {kind: 'markdown'}).diagnostics.filter((diagnostic) => diagnostic.severity === 'warning').length
    expect(warnings).toBeGreaterThan(3)
    expect(run.stderr).toBe(`handback: too many warnings (${warnings}), --max-warnings allows 3\n`)
  })

  it('--output-file writes the report to a file, never colored', async () => {
    const run = await lint('--no-config', '--color', '--output-file', 'report.txt', 'failing.md')
    expect(run).toEqual({code: 1, stdout: '', stderr: ''})
    const report = readFileSync(join(directory, 'report.txt'), 'utf8')
    expect(report).toContain('state-invalid')
    expect(report).not.toContain('\u001B[')
  })

  it('--color forces colors, --no-color and NO_COLOR remove them, FORCE_COLOR wins over NO_COLOR', async () => {
    expect((await lint('--no-config', '--color', 'failing.md')).stdout).toContain('\u001B[')
    expect((await runCli(['lint', '--no-config', '--no-color', 'failing.md'], {cwd: directory, isTTY: true})).stdout).not.toContain('\u001B[')
    expect(useColor({}, {NO_COLOR: '1'}, true)).toBe(false)
    expect(useColor({}, {NO_COLOR: ''}, true)).toBe(true)
    expect(useColor({}, {FORCE_COLOR: '1', NO_COLOR: '1'}, false)).toBe(true)
    expect(useColor({}, {FORCE_COLOR: '0'}, true)).toBe(false)
    expect(useColor({noColor: true}, {FORCE_COLOR: '1'}, true)).toBe(false)
    expect(useColor({}, {}, false)).toBe(false)
    expect(await lint('--color', '--no-color', 'failing.md')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'handback lint: --color and --no-color cannot be used together. Run `handback lint --help` for usage.\n'
    })
  })

  it("--rule 'id: severity' overrides the configuration, numbers included", async () => {
    expect((await lint('--no-config', '--rule', 'state-invalid: warn', '--rule', 'section-missing: 1', 'failing.md')).code).toBe(0)
    const off = await lint('--no-config', '--rule', 'state-invalid: 0', '--format', 'json', 'failing.md')
    expect(JSON.parse(off.stdout)[0].messages.map((message: {ruleId: string}) => message.ruleId)).toEqual(['section-missing', 'section-missing', 'section-missing'])
    expect((await lint('--no-config', '--rule', '{"state-invalid": "off", "section-missing": 0}', 'failing.md')).code).toBe(0)
  })

  it('--rule typos are usage errors with a suggestion', async () => {
    expect((await lint('--rule', 'state-invalidd: warn', 'failing.md')).stderr).toBe(
      'handback lint: --rule: unknown rule `state-invalidd`, did you mean `state-invalid`? Run `handback lint --help` for usage.\n'
    )
    const severity = await lint('--rule', 'state-invalid: warning', 'failing.md')
    expect(severity.code).toBe(2)
    expect(severity.stderr).toContain('unknown severity `warning` for `state-invalid`, did you mean `warn`?')
    expect((await lint('--rule', 'state-invalid', 'failing.md')).code).toBe(2)
  })

  it('unknown options are usage errors', async () => {
    const run = await lint('--max-warning', '3', 'failing.md')
    expect(run.code).toBe(2)
    expect(run.stderr).toBe('handback lint: unknown option `--max-warning`, did you mean `--max-warnings`? Run `handback lint --help` for usage.\n')
    expect((await lint('--colour', 'failing.md')).stderr).toContain('did you mean `--color`?')
    expect((await lint('--zzzzzzzzzz', 'failing.md')).stderr).toBe('handback lint: unknown option `--zzzzzzzzzz`. Run `handback lint --help` for usage.\n')
    expect((await runCli(['lnt'])).stderr).toBe('handback: unknown command `lnt`, did you mean `lint`? Run `handback --help` for the commands.\n')
    expect((await lint('--kind', 'markdwn', 'failing.md')).stderr).toBe(
      'handback lint: --kind expects one of markdown, meta, subagent, progress, handoff, todos, got `markdwn`; did you mean `markdown`? Run `handback lint --help` for usage.\n'
    )
    expect((await lint('--format', 'junt', 'failing.md')).stderr).toBe(
      'handback lint: --format expects one of stylish, json, sarif, github, prompt, junit, codequality, got `junt`; did you mean `junit`? Run `handback lint --help` for usage.\n'
    )
  })

  it('every format of the registry is selectable, listed by the usage and exported', async () => {
    const {formats} = await import('../src/reporters/formats.js')
    const {reporters} = await import('../src/index.js')
    const usage = (await lint('--help')).stdout.replace(/\s+/g, ' ')
    expect(Object.keys(reporters)).toEqual(Object.keys(formats))
    for (const name of Object.keys(formats)) {
      expect(usage).toContain(name)
      const run = await lint('--format', name, 'failing.md')
      expect(run.code, name).toBe(1)
      expect(run.stdout.length, name).toBeGreaterThan(0)
    }
  })

  it('--print-config shows what applies to a file, extends and numeric severities resolved', async () => {
    writeFileSync(join(directory, 'base.json'), JSON.stringify({extends: 'strict', rules: {'key-style': 2}, ignores: ['drafts/']}))
    writeFileSync(join(directory, 'handback.config.json'), JSON.stringify({extends: './base.json', rules: {'state-invalid': 1}}))
    const run = await lint('--print-config', 'failing.md', '--rule', 'key-style: off')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({
      file: 'failing.md',
      config: 'handback.config.json',
      preset: 'strict',
      rules: {'key-style': 'off', 'state-invalid': 'warn'},
      inlineConfig: false,
      reportUnusedDisableDirectives: false,
      ignores: ['drafts/']
    })
    // Extended by path, `state-invalid` at 1 is a warning: no error left, but strict makes warnings errors.
    expect((await lint('failing.md')).code).toBe(1)
  })

  it('a typo in each configuration field is exit 2 with a suggestion', async () => {
    const cases: Array<[unknown, string]> = [
      [{prest: 'strict'}, '(top level): unexpected key `prest`, did you mean `preset`?'],
      [{preset: 'strictt'}, 'preset: unknown preset `strictt`, did you mean `strict`?'],
      [{extends: 'recommendd'}, 'extends: unknown preset `recommendd`, did you mean `recommended`?'],
      [{rules: {'state-invalidd': 'warn'}}, 'Unknown rule `state-invalidd`, did you mean `state-invalid`?'],
      [{rules: {'state-invalid': 'eror'}}, 'rules.state-invalid: unknown severity `eror`, did you mean `error`?'],
      [{ignores: 'drafts/'}, 'ignores: Invalid input: expected array, received string'],
      [{extends: './missing.json'}, 'extends `./missing.json`: no such file']
    ]
    for (const [config, problem] of cases) {
      writeFileSync(join(directory, 'handback.config.json'), JSON.stringify(config))
      expect(await lint('failing.md')).toEqual({
        code: 2,
        stdout: '',
        stderr: `handback: invalid configuration ${join(directory, 'handback.config.json')}:\n  ${problem}\n`
      })
    }
  })

  it('an extends cycle is a configuration error', async () => {
    writeFileSync(join(directory, 'a.json'), JSON.stringify({extends: './handback.config.json'}))
    writeFileSync(join(directory, 'handback.config.json'), JSON.stringify({extends: './a.json'}))
    const run = await lint('failing.md')
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('extends `./a.json`: extends: `./handback.config.json` extends this file again (a cycle)')
  })
})
