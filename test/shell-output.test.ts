/**
 * `meta get --format shell` in real shells: every value evals back exactly,
 * quoting parses in linear time in bash, dash and zsh (bash takes near a
 * minute on a megabyte of `'` written as `'\''`), and every name bash or zsh
 * reads, sets or keeps read-only is refused, checked against what each shell
 * says of itself.
 */
import {spawnSync} from 'node:child_process'
import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {shellQuote, shellReservedNames} from '../src/postflight/shell-names.js'
import {runCli} from './helpers.js'

const shells = ['sh', 'bash', 'dash', 'zsh'].filter((shell) => spawnSync(shell, ['-c', 'exit 0']).status === 0)
const has = (shell: string): boolean => shells.includes(shell)
const folder = mkdtempSync(join(tmpdir(), 'handback-shell-'))

/** Values that break naive quoting: every special character, runs of them, line breaks, non-ASCII. */
const hostile = [
  "'", "''''", '"', '\\', '\\\\\n', '$HOME', '$(id)', '`id`', '${x:-y}', '!!', '!$', "a'b\"c\\d$e`f", 'line\nbreak\n', '\r\n', 'tab\there',
  'é ☃ 𝄞', '\u202e', '-n', '--', '*', '?', '[a]', '~', '#', ';', '&&', '|', '\\\n', ' lead and trail ', '', "'".repeat(1000) + '"'.repeat(1000)
]

describe('quoting evals back to the exact value', () => {
  for (const shell of shells) {
    it(shell, () => {
      const script = hostile.map((value, index) => `v${index}=${shellQuote(value)}`).join('\n')
      const printed = hostile.map((_, index) => `"$v${index}"`).join(' ')
      const run = spawnSync(shell, ['-c', `eval "$1"; printf '%s\\0' ${printed}`, shell, script], {encoding: 'utf8'})
      expect(run.stderr).toBe('')
      expect(run.stdout.split('\0').slice(0, hostile.length)).toEqual(hostile)
    })
  }

  it('drops NUL, which no shell variable holds', () => {
    expect(shellQuote('a\0b')).toBe('"ab"')
  })
})

describe('quoting parses in linear time', () => {
  // Up to a megabyte of each character the quoting escapes or that broke the former quoting, through the CLI and `eval` of its output.
  const runs: ReadonlyArray<readonly [string, string]> = [["'", 'quotes'], ['"', 'double quotes'], ['\\', 'backslashes'], ['$', 'dollars'], ['`', 'backquotes'], ["'a", 'alternating']]
  for (const [char, name] of runs) {
    it.each(shells)(`up to a megabyte of ${name} in %s`, async (shell) => {
      // As much as a file within the 1 MiB read bound holds: JSON writes `"` and `\` as two characters each.
      const value = char.repeat(Math.floor(1_000_000 / (JSON.stringify(char).length - 2)))
      const path = join(folder, `${name.replace(' ', '-')}.json`)
      writeFileSync(path, JSON.stringify({summary: value}))
      const output = (await runCli(['meta', 'get', path, '.summary', '--format', 'shell'])).stdout
      const started = Date.now()
      // On standard input: one argument may hold at most 128 KiB.
      const run = spawnSync(shell, ['-c', 'eval "$(cat)"; printf %s "$summary" | wc -c'], {input: output, encoding: 'utf8', timeout: 30_000, maxBuffer: 8 * 1024 * 1024})
      const seconds = (Date.now() - started) / 1000
      expect(run.signal).toBeNull()
      expect(Number(run.stdout.trim())).toBe(Buffer.byteLength(value))
      // The former quoting took 54 to 64 s in bash; linear parsing takes well under a second on a quiet machine.
      expect(seconds).toBeLessThan(10)
    }, 60_000)
  }
})

describe('names a shell reserves are refused', () => {
  it.runIf(has('zsh'))('every special or read-only parameter of zsh and its common modules', () => {
    const modules = ['zsh/parameter', 'zsh/mapfile', 'zsh/system', 'zsh/terminfo', 'zsh/termcap', 'zsh/datetime', 'zsh/langinfo', 'zsh/zleparameter', 'zsh/curses']
    const script = `for m in ${modules.join(' ')}; do zmodload $m 2>/dev/null; done; for k in \${(k)parameters}; do [[ \${parameters[$k]} == *special* || \${parameters[$k]} == *readonly* ]] && print -r -- $k; done`
    const run = spawnSync('zsh', ['-f', '-c', script], {encoding: 'utf8', env: {}})
    const names = run.stdout.split('\n').filter((name) => /^[A-Za-z_]\w*$/.test(name))
    expect(names.length).toBeGreaterThan(50)
    expect(names.filter((name) => !shellReservedNames.has(name))).toEqual([])
  })

  it.runIf(has('bash'))('every variable bash sets for itself, read-only ones included', () => {
    const run = spawnSync('bash', ['--norc', '--noprofile', '-c', 'compgen -v; readonly -p | sed "s/^declare -[a-zA-Z]* \\([A-Za-z_0-9]*\\).*/\\1/"'], {encoding: 'utf8', env: {}})
    const names = [...new Set(run.stdout.split('\n').filter((name) => /^[A-Za-z_]\w*$/.test(name)))]
    expect(names).toContain('BASH_VERSINFO')
    expect(names.filter((name) => !shellReservedNames.has(name))).toEqual([])
  })

  it.runIf(has('zsh'))('in zsh, eval of an assignment to each refused name is what it guards against', () => {
    // `status` is read-only: the eval aborts and every later field is lost.
    const run = spawnSync('zsh', ['-f', '-c', 'eval "$1"; print -r -- "after=$after"', 'zsh', 'status="x"\nafter="y"\n'], {encoding: 'utf8'})
    expect(run.stdout).not.toContain('after=y')
  })

  it('the CLI refuses each, whether derived from the path or given', async () => {
    const path = join(folder, 'meta.json')
    writeFileSync(path, JSON.stringify({status: 'researched'}))
    for (const name of shellReservedNames) {
      const run = await runCli(['meta', 'get', path, `${name}=.status`, '--format', 'shell'])
      expect(run.code, name).toBe(2)
      expect(run.stdout).toBe('')
    }

    expect((await runCli(['meta', 'get', path, '.status', '--format', 'shell'])).code).toBe(2)
    expect(await runCli(['meta', 'get', path, 'state=.status', '--format', 'shell'])).toEqual({code: 0, stdout: 'state="researched"\n', stderr: ''})
  })
})

describe('plain output of several fields', () => {
  it('keeps one line per field whatever the values hold', async () => {
    const path = join(folder, 'lines.json')
    writeFileSync(path, JSON.stringify({status: 'a\nb\r\nc\\n', summary: 'after', next_steps: 'last'}))
    const run = await runCli(['meta', 'get', path, '.status', '.summary', '.next_steps'])
    expect(run.stdout).toBe('a\\nb\\r\\nc\\\\n\nafter\nlast\n')
    if (has('sh')) {
      const read = spawnSync('sh', ['-c', 'printf %s "$1" | { read -r a; read -r b; read -r c; printf "%s|%s" "$b" "$c"; }', 'sh', run.stdout], {encoding: 'utf8'})
      expect(read.stdout).toBe('after|last')
    }

    // One field alone is written as is, as `jq -r` writes it.
    expect((await runCli(['meta', 'get', path, '.status'])).stdout).toBe('a\nb\r\nc\\n\n')
  })
})
