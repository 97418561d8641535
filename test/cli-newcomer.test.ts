/**
 * What a newcomer meets first: help instead of a silent wait, one line for a
 * mistaken option, one spelling of `-o` in every command, a summary that
 * counts the clean files, and `explain RULE`.
 */
import {cpSync, existsSync, mkdtempSync, readFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {ruleUrl} from '../src/engine/rule.js'
import {allRules} from '../src/kinds/rules.js'
import {schemaNames} from '../src/schema/json-schemas.js'
import {convertUsage, decideUsage, lintUsage, mainUsage, parseUsage, schemaUsage} from '../src/cli/usage.js'
import {runCli} from './helpers.js'

let directory: string

beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), 'handback-newcomer-'))
  cpSync('fixtures/examples', join(directory, 'examples'), {recursive: true})
})

describe('a command given no file on a terminal', () => {
  it.each([
    ['lint', lintUsage],
    ['parse', parseUsage],
    ['decide', decideUsage],
    ['convert', convertUsage]
  ])('%s prints its help (exit 2) instead of waiting on the keyboard', async (command, usage) => {
    const run = await runCli([command], {cwd: directory, stdinIsTTY: true, stdin: '## Status\nstate: WORKING\n'})
    expect(run).toEqual({code: 2, stdout: usage, stderr: ''})
  })

  it('reads a pipe as before, and `-` even on a terminal', async () => {
    const piped = await runCli(['lint'], {cwd: directory, stdinIsTTY: false, stdin: '## Status\nstate: WORKING\n'})
    expect(piped.code).toBe(1)
    expect(piped.stdout).toContain('state-invalid')
    const dash = await runCli(['lint', '-'], {cwd: directory, stdinIsTTY: true, stdin: '## Status\nstate: WORKING\n'})
    expect(dash.code).toBe(1)
    expect(dash.stdout).toContain('state-invalid')
  })
})

describe('a mistaken option', () => {
  const commands = [['parse'], ['lint'], ['schema'], ['convert'], ['meta', 'get'], ['decide'], ['check'], ['handoff', 'new'], ['template'], ['explain'], ['mcp']]

  it.each(commands)('%s: one line, exit 2, nothing on stdout', async (...command) => {
    const run = await runCli([...command, '--zzz'], {cwd: directory})
    expect(run).toEqual({code: 2, stdout: '', stderr: `handback ${command[0]}: unknown option \`--zzz\`. Run \`handback ${command[0]} --help\` for usage.\n`})
  })

  it('before a command, an unknown option or command is one line too, exit 2', async () => {
    expect(await runCli(['--zzz'], {cwd: directory})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'handback: unknown option `--zzz` (a command comes first: handback lint --strict FILE). Run `handback --help` for the commands.\n'
    })
    expect((await runCli(['--strict', 'lint', 'x.md'], {cwd: directory})).stderr.split('\n')).toHaveLength(2)
    expect((await runCli(['--verison'], {cwd: directory})).stderr).toBe('handback: unknown option `--verison`, did you mean `--version`? Run `handback --help` for the commands.\n')
    expect(await runCli(['frobnicate'], {cwd: directory})).toEqual({code: 2, stdout: '', stderr: 'handback: unknown command `frobnicate`. Run `handback --help` for the commands.\n'})
    expect(await runCli(['covnert', 'x.md'], {cwd: directory})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'handback: unknown command `covnert`, did you mean `convert`? Run `handback --help` for the commands.\n'
    })
    // Control characters in the word are shown as escapes, still on one line.
    expect((await runCli(['\u001b[31mx\n'], {cwd: directory})).stderr).toBe('handback: unknown command `\\u001b[31mx\\n`. Run `handback --help` for the commands.\n')
  })

  it('a near miss is named, a short one is not matched to anything', async () => {
    expect((await runCli(['lint', '--outptu', 'x'], {cwd: directory})).stderr).toBe(
      'handback lint: unknown option `--outptu`, did you mean `--output`? Run `handback lint --help` for usage.\n'
    )
    expect((await runCli(['convert', '--ot', 'x'], {cwd: directory})).stderr).toBe('handback convert: unknown option `--ot`. Run `handback convert --help` for usage.\n')
  })

  it('a missing value and a value given to a switch are said in words', async () => {
    expect((await runCli(['lint', 'x.md', '-o'], {cwd: directory})).stderr).toBe('handback lint: option `--output` needs a value. Run `handback lint --help` for usage.\n')
    expect((await runCli(['lint', '--strict=yes', 'x.md'], {cwd: directory})).stderr).toBe('handback lint: option `--strict` takes no value. Run `handback lint --help` for usage.\n')
  })
})

describe('-o, --output and --output-file', () => {
  it.each(['-o', '--output', '--output-file'])('lint %s FILE writes the report there', async (flag) => {
    const file = `lint${flag}.txt`
    const run = await runCli(['lint', '--no-config', flag, file, 'examples/error-retry.md', 'examples/subtask-result-template.md'], {cwd: directory})
    expect(run).toEqual({code: 0, stdout: '', stderr: ''})
    expect(readFileSync(join(directory, file), 'utf8')).toContain('subtask-result-template.md')
  })

  it.each(['-o', '--output', '--output-file'])('convert %s FILE writes the conversion there', async (flag) => {
    const file = `convert${flag}.md`
    const run = await runCli(['convert', 'examples/canonical-success.md', '--to', 'markdown', flag, file], {cwd: directory})
    expect(run).toEqual({code: 0, stdout: '', stderr: ''})
    expect(readFileSync(join(directory, file), 'utf8')).toMatch(/^## Status\nstate: SUCCESS\n/)
  })

  it('two spellings naming two files are refused in one line', async () => {
    for (const command of [['lint', 'examples/error-retry.md'], ['convert', 'examples/error-retry.md', '--to', 'markdown']]) {
      const run = await runCli([...command, '-o', 'a.txt', '--output-file', 'b.txt'], {cwd: directory})
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/^handback (lint|convert): --output and --output-file name the same option; give one file\. Run .*\n$/)
      expect(existsSync(join(directory, 'a.txt')) || existsSync(join(directory, 'b.txt'))).toBe(false)
    }
  })
})

describe('the stylish summary', () => {
  it('counts the clean files beside those with problems', async () => {
    const run = await runCli(['lint', '--no-config', 'examples'], {cwd: directory})
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    const summary = lines.findIndex((line) => line.startsWith('✖'))
    expect(lines[summary + 1]).toBe('  6 files checked: 3 clean, 3 with problems')
  })
})

describe('handback explain RULE', () => {
  it.each([...new Set(allRules.map((rule) => rule.id))])('%s: its documentation and link', async (id) => {
    const rule = allRules.find((candidate) => candidate.id === id)!
    const run = await runCli(['explain', id])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    expect(run.stdout.startsWith(`# ${id}\n\n${rule.description}\n\n${rule.rationale}\n`)).toBe(true)
    expect(run.stdout).toContain(`- Fixable: ${rule.fixable ? 'yes' : 'no'}`)
    expect(run.stdout).toMatch(/\nWrong:\n[\s\S]+\nRight:\n/)
    expect(run.stdout.endsWith(`\nMore: ${ruleUrl(id)}\n`)).toBe(true)
  })

  it('an unknown id is one line naming the nearest, exit 2', async () => {
    expect(await runCli(['explain', 'sectoin-missing'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'handback explain: unknown rule `sectoin-missing`, did you mean `section-missing`? Run `handback explain --help` for usage.\n'
    })
    expect((await runCli(['explain'])).code).toBe(2)
    expect((await runCli(['explain', 'a', 'b'])).code).toBe(2)
  })

  it('is listed among the commands', () => {
    expect(mainUsage).toMatch(/^ {2}explain RULE {2,}/m)
  })
})

describe('help texts', () => {
  it('schema --help names every schema', async () => {
    const run = await runCli(['schema', '--help'])
    expect(run.stdout).toBe(schemaUsage)
    for (const name of schemaNames) expect(schemaUsage).toMatch(new RegExp(`\\b${name} \\(`))
  })
})
