/**
 * No control, ANSI, bidi or invisible format character from the input reaches
 * a human-readable output raw, and one-line formats keep one line per
 * diagnostic: values from random unsafe characters go through parseReturn,
 * every human-readable reporter, the `parse` lines and the built CLI.
 */
import {spawnSync} from 'node:child_process'
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import fc from 'fast-check'
import {afterAll, describe, expect, it} from 'vitest'
import {diagnosticLines} from '../src/cli/diagnostic-lines.js'
import {parseReturn, review} from '../src/index.js'
import {runHook} from '../src/node/hook.js'
import {github} from '../src/reporters/github.js'
import {json} from '../src/reporters/json.js'
import {prompt} from '../src/reporters/prompt.js'
import {sarif} from '../src/reporters/sarif.js'
import {stylish} from '../src/reporters/stylish.js'
import type {FileResult} from '../src/reporters/types.js'
import {visible} from '../src/util/visible.js'
import {runCli} from './helpers.js'
import {depth} from './support/depth.js'

/** Characters that must never reach a terminal raw. */
const unsafeCharacters = [
  ...Array.from({length: 32}, (_, code) => String.fromCharCode(code)),
  '\u007F',
  ...Array.from({length: 32}, (_, code) => String.fromCharCode(0x80 + code)),
  '\u061C', '\u200B', '\u200C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E',
  '\u2028', '\u2029', '\u2060', '\u2066', '\u2067', '\u2068', '\u2069', '\uFEFF', '\u{E0041}', '\uD800', '\uDFFF',
  '\u001B[31m', '\u001B]8;;http://x\u0007', '\u001B[2J\u001B[H'
]
/** Any of them, raw. */
const rawUnsafe = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]|(?!\u200D)\p{Cf}/u

const unsafeText = fc
  .array(fc.oneof({weight: 2, arbitrary: fc.constantFrom(...unsafeCharacters)}, {weight: 1, arbitrary: fc.string({maxLength: 3})}), {minLength: 1, maxLength: 8})
  .map((parts) => parts.join(''))
  .filter((text) => rawUnsafe.test(text))

/** A return quoting `value` wherever messages quote the input: state, a key, a section title, a deliverable path. */
function returnWith(value: string, where: number): string {
  const status = ['state: SUCCESS\nsummary: Done.', `state: ${value}\nsummary: Done.`, `state: SUCCESS\nsummary: Done.\nx${value}: y`][where % 3]
  return (
    `## Status\n${status}\n\n## Deliverables\n- /abs/${value}.ts — the parser\n\n## Notes ${value}\n\n## Evidence\n- (none)\n\n` +
    '## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'
  )
}

/** Output with the reporter's own colour codes removed, and its lines. */
function lines(output: string, color = false): string[] {
  const plain = color ? output.replace(/\u001B\[\d+m/g, '') : output
  const split = plain.split('\n')
  for (const line of split) expect(line, JSON.stringify(line)).not.toMatch(rawUnsafe)
  return split
}

describe('visible', () => {
  it('writes unsafe characters as escapes and leaves other text alone', () => {
    expect(visible('a\u001B[31mb\u0007\n\r\t\u202Ec\u2066d\u2028\u200B\uFEFF\u0085\u007F\uD800')).toBe(
      'a\\u001b[31mb\\u0007\\n\\r\\t\\u202ec\\u2066d\\u2028\\u200b\\ufeff\\u0085\\u007f\\ud800'
    )
    expect(visible('C:\\win — é 👨‍👩‍👧 ✅')).toBe('C:\\win — é 👨‍👩‍👧 ✅')
    expect(visible(undefined)).toBe('undefined')
    expect(visible({toString: () => {
      throw new Error('no')
    }})).toBe('[object Object]')
    expect(visible(Object.create(null))).toBe('[object Object]')
  })
})

describe('human-readable reporters', () => {
  it('never pass an unsafe character, and keep one line per diagnostic', () => {
    fc.assert(
      fc.property(unsafeText, unsafeText, fc.nat(2), (value, name, where) => {
        const text = returnWith(value, where)
        const {diagnostics} = parseReturn(text)
        expect(diagnostics.length).toBeGreaterThan(0)
        const results: FileResult[] = [{filePath: `returns/${name}.md`, kind: 'markdown', source: text, diagnostics}]

        // github: exactly one workflow command per diagnostic.
        expect(lines(github(results, {color: false}))).toHaveLength(diagnostics.length + 1)
        // parse's and convert's `file:line:column: …` lines.
        expect(lines(diagnosticLines(`returns/${name}.md`, diagnostics))).toHaveLength(diagnostics.length + 1)
        // stylish, plain and coloured: one row per diagnostic under one file name line.
        for (const color of [false, true]) {
          const rows = lines(stylish(results, {color}), color)
          expect(rows.filter((row) => /^ {2}\d+:\d+ +(error|warning|info) {2}/.test(row))).toHaveLength(diagnostics.length)
          expect(rows[1]).toBe(`returns/${visible(name)}.md`)
        }

        lines(prompt(results, {color: false}))
        // Machine formats: every unsafe character a JSON escape, and the same value read back.
        const jsonOutput = json(results, {color: false})
        lines(jsonOutput)
        expect(JSON.parse(jsonOutput)[0].messages.map((message: {message: string}) => message.message)).toEqual(diagnostics.map((d) => d.message))
        const sarifOutput = sarif(results, {color: false})
        lines(sarifOutput)
        expect(JSON.parse(sarifOutput).runs[0].results).toHaveLength(diagnostics.length)
        lines(prompt([...results, {...results[0]!, filePath: `b${name}.md`}], {color: false}))
      }),
      {numRuns: depth(150, 25)}
    )
  })
})

describe('the CLI', () => {
  const directory = mkdtempSync(join(tmpdir(), 'handback-escape-'))
  afterAll(() => rmSync(directory, {recursive: true, force: true}))

  it('in process: lint (stylish, github, prompt) and parse with unsafe file names and values', async () => {
    await fc.assert(
      fc.asyncProperty(unsafeText, fc.nat(2), async (value, where) => {
        const text = returnWith(value, where)
        for (const format of ['stylish', 'github', 'prompt']) {
          const run = await runCli(['lint', '--no-config', '-f', format, `--stdin-filename=${value}.md`, '-'], {stdin: text})
          expect(run.code).toBe(1)
          lines(run.stdout)
          lines(run.stderr)
        }

        const parsed = await runCli(['parse', '-'], {stdin: text})
        lines(parsed.stderr)
        lines(parsed.stdout)
        expect(JSON.parse(parsed.stdout)).toEqual(parseReturn(text).report)
        expect(lines(parsed.stderr).length).toBe(parseReturn(text).diagnostics.length + 1)
        const missing = await runCli(['lint', '--no-config', `missing${value}.md`])
        expect(missing.code).toBe(2)
        lines(missing.stderr)
        const usage = await runCli(['lint', `--kind=${value}`])
        expect(usage.code).toBe(2)
        lines(usage.stderr)
      }),
      {numRuns: depth(30, 6)}
    )
  })

  const cli = resolve('dist/cli.js')
  it.skipIf(!existsSync(cli))('built: `node dist/cli.js lint` and `parse` on files whose names and values hold unsafe characters', () => {
    fc.assert(
      fc.property(unsafeText.map((text) => text.replaceAll('/', '').replaceAll('\0', '')).filter((text) => rawUnsafe.test(text) && text.length < 60), fc.nat(2), (value, where) => {
        const file = join(directory, `r${value}.md`)
        writeFileSync(file, returnWith(value, where))
        for (const args of [['lint', '--no-config', file], ['lint', '--no-config', '-f', 'github', file], ['lint', '--no-config', '--color', file], ['parse', file]]) {
          const run = spawnSync(process.execPath, [cli, ...args], {encoding: 'utf8', env: {...process.env, FORCE_COLOR: undefined, NO_COLOR: undefined}})
          expect(run.status, args.join(' ')).toBe(1)
          lines(run.stdout, args.includes('--color'))
          lines(run.stderr)
        }

        rmSync(file)
      }),
      {numRuns: depth(8, 3)}
    )
  }, 120_000)
})

describe('decisions, corrections and the hook', () => {
  const directory = mkdtempSync(join(tmpdir(), 'handback-escape-decide-'))
  afterAll(() => rmSync(directory, {recursive: true, force: true}))

  /** A return whose summary, deliverable path, error code and retry hint hold `value`; with `broken`, an absolute path makes it fail its contract (`value` may break it too). */
  function returnQuoting(value: string, broken: boolean, state = 'SUCCESS'): string {
    const error = state === 'SUCCESS' ? '' : `error_code: E_${value}\nretry_recommended: yes\nretry_hint: Retry ${value}\n`
    const path = `${broken ? '/abs/' : 'src/'}${value}.ts`
    return (
      `## Status\nstate: ${state}\nsummary: Did ${value} it.\n${error}\n## Deliverables\n- ${path} — the parser ${value}\n\n## Evidence\n- (none)\n\n` +
      `## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- ${path}\nfiles_modified:\n- (none)\n`
    )
  }

  it('review: the reason, hint and correction (its rewrite included) never hold an unsafe character', () => {
    fc.assert(
      fc.property(unsafeText, fc.constantFrom('SUCCESS', 'ERROR', 'PARTIAL'), fc.boolean(), (value, state, broken) => {
        const result = review(returnQuoting(value, broken, state), {attempt: 1})
        lines(result.decision.reason)
        lines(result.decision.hint ?? '')
        lines(result.correction ?? '')
      }),
      {numRuns: depth(150, 25)}
    )
  })

  it('`decide` and `hook` print no unsafe character, in their JSON strings either', async () => {
    await fc.assert(
      fc.asyncProperty(unsafeText, fc.boolean(), async (value, broken) => {
        const text = returnQuoting(value, broken)
        const decided = await runCli(['decide', '--attempt', '1', '-'], {stdin: text})
        expect(decided.code).toBe(0)
        lines(decided.stdout)
        const event = {hook_event_name: 'SubagentStop', session_id: 's', agent_id: `a${value}`, agent_type: 'worker', last_assistant_message: text}
        for (const onExhausted of ['allow', 'warn'] as const) {
          const hooked = await runHook(JSON.stringify(event), {stateDir: directory, maxBlocks: onExhausted === 'warn' ? 0 : 2, onExhausted})
          lines(hooked.stdout)
          lines(hooked.stderr)
        }
      }),
      {numRuns: 40}
    )
  })

  it('decide escapes the C1 CSI, a bidi override and a line separator in an accepted summary', async () => {
    const decided = await runCli(['decide', '--attempt', '1', '-'], {stdin: returnQuoting('\u009B31m\u202E\u2028', false)})
    lines(decided.stdout)
    expect(JSON.parse(decided.stdout).reason).toBe('The child reports SUCCESS. Summary, in the child\'s words: "Did \\u009b31m\\u202e\\u2028 it.".')
  })
})
