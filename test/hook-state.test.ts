/**
 * The hook's budget lives in a folder private to the user: nothing another
 * user (or a sandboxed child writing a shared folder) puts there decides it,
 * links are never followed, parallel calls spend it exactly, and a state it
 * cannot use never turns into accepting every return in silence.
 */
import {spawn} from 'node:child_process'
import {chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync, chmodSync} from 'node:fs'
import {homedir, tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {describe, expect, it} from 'vitest'
import {contractReview, runHook, type HookOptions} from '../src/node/hook.js'
import {defaultStateDir, prepareStateDir, readBlocks, stateFile, withStateLock} from '../src/node/hook-state.js'
import {runCli} from './helpers.js'
import {depth} from './support/depth.js'

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'hook')
const malformed = readFileSync(join(fixtures, 'claude-subagent-malformed.event.json'), 'utf8')
const good = readFileSync(join(fixtures, 'claude-subagent-good.event.json'), 'utf8')
const active = JSON.stringify({...(JSON.parse(malformed) as object), stop_hook_active: true})

function scratch(): string {
  return mkdtempSync(join(tmpdir(), 'handback-hook-state-'))
}

const run = (input: string, options: HookOptions) => runHook(input, options, contractReview)
const decisionOf = (stdout: string): string | undefined => (stdout === '' ? undefined : ((JSON.parse(stdout) as {decision?: string}).decision ?? 'systemMessage'))

describe('the default state folder', () => {
  it('is handback/hook under an absolute XDG_STATE_HOME, else under ~/.local/state', () => {
    expect(defaultStateDir({XDG_STATE_HOME: '/x/state'})).toBe('/x/state/handback/hook')
    expect(defaultStateDir({XDG_STATE_HOME: 'relative/state'})).toBe(join(homedir(), '.local', 'state', 'handback', 'hook'))
    expect(defaultStateDir({})).toBe(join(homedir(), '.local', 'state', 'handback', 'hook'))
    expect(defaultStateDir({TMPDIR: '/tmp'}).startsWith(tmpdir() + '/handback-hook')).toBe(false)
  })

  it('may sit in a sticky folder of root or this user, as /tmp is', async () => {
    const sticky = scratch()
    chmodSync(sticky, 0o1777)
    expect((await prepareStateDir(join(sticky, 'state'))).ok).toBe(true)
  })

  it('is created private (0700)', async () => {
    const folder = join(scratch(), 'a', 'b')
    expect(await prepareStateDir(folder)).toEqual({ok: true, value: folder})
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    expect(statSync(join(folder, '..')).mode & 0o777).toBe(0o700)
  })
})

/** Each way a state folder cannot be trusted, made in a fresh scratch folder. */
const unusable: ReadonlyArray<readonly [string, (folder: string) => void, RegExp]> = [
  ['a plain file', (folder) => writeFileSync(folder, ''), /is not a folder/],
  ['a link to a folder', (folder) => symlinkSync(scratch(), folder), /is a symbolic link/],
  ['a dangling link', (folder) => symlinkSync(join(scratch(), 'nowhere'), folder), /is a symbolic link/],
  ['writable by others', (folder) => (mkdirSync(folder), chmodSync(folder, 0o1777)), /writable by other users/],
  ['in a folder others can change', (folder) => (chmodSync(join(folder, '..'), 0o777), mkdirSync(folder, {mode: 0o700})), /folder above the state folder .* can be changed by other users/],
  ['created in a folder others can change', (folder) => chmodSync(join(folder, '..'), 0o777), /folder above the state folder .* can be changed by other users/],
  ...(process.getuid?.() === 0
    ? [
        ['owned by another user', (folder: string) => (mkdirSync(folder, {mode: 0o700}), chownSync(folder, 65534, 65534)), /belongs to another user/] as const,
        ['in a folder of another user, even sticky', (folder: string) => (chmodSync(join(folder, '..'), 0o1777), chownSync(join(folder, '..'), 65534, 65534)), /can be changed by other users/] as const
      ]
    : [])
]

describe('a state folder that cannot be used fails closed', () => {
  for (const [name, make, reason] of unusable) {
    it(name, async () => {
      const stateDir = join(scratch(), 'state')
      make(stateDir)
      const first = await run(malformed, {stateDir})
      // Blocked once, bounded by the host's stop_hook_active, and said why on stderr.
      expect(decisionOf(first.stdout)).toBe('block')
      expect(first.stderr).toMatch(reason)
      expect(first.stderr).toContain('the budget cannot be counted')
      // Continuing after that block: the agent may stop, but the parent and user are told the return fails.
      for (const onExhausted of ['allow', 'warn'] as const) {
        const after = await run(active, {stateDir, onExhausted})
        expect(decisionOf(after.stdout)).toBe('systemMessage')
        expect((JSON.parse(after.stdout) as {systemMessage: string}).systemMessage).toContain('still fails its contract')
      }

      // A good return is not held back by the state.
      expect((await run(good, {stateDir})).stdout).toBe('')
    })
  }
})

describe('links in the state folder are never followed', () => {
  it('a dangling link at the state file creates nothing where it points', async () => {
    const stateDir = join(scratch(), 'state')
    await prepareStateDir(stateDir)
    const target = join(scratch(), 'planted.json')
    symlinkSync(target, await stateFile(stateDir, 'sess-cc-1', 'a1b2c3d4'))
    const outcome = await run(malformed, {stateDir})
    expect(decisionOf(outcome.stdout)).toBe('block')
    expect(outcome.stderr).toContain('is a symbolic link')
    expect(existsSync(target)).toBe(false)
  })

  it('a link to a forged, spent budget is not read as one', async () => {
    const stateDir = join(scratch(), 'state')
    await prepareStateDir(stateDir)
    const forged = join(scratch(), 'forged.json')
    writeFileSync(forged, JSON.stringify({blocks: 99}))
    const file = await stateFile(stateDir, 'sess-cc-1', 'a1b2c3d4')
    symlinkSync(forged, file)
    expect((await readBlocks(file)).ok).toBe(false)
    expect(decisionOf((await run(malformed, {stateDir})).stdout)).toBe('block')
  })

  it('a corrupt state file is no count: the return is blocked, not accepted', async () => {
    const stateDir = join(scratch(), 'state')
    await prepareStateDir(stateDir)
    writeFileSync(await stateFile(stateDir, 'sess-cc-1', 'a1b2c3d4'), 'not json')
    const outcome = await run(malformed, {stateDir})
    expect(decisionOf(outcome.stdout)).toBe('block')
    expect(outcome.stderr).toContain('is not a block count; the budget cannot be counted')
  })
})

describe('the lock', () => {
  it('parallel calls in one process spend the budget exactly', async () => {
    for (const maxBlocks of [0, 1, 2, 5]) {
      const stateDir = join(scratch(), 'state')
      const outcomes = await Promise.all(Array.from({length: 40}, () => run(malformed, {stateDir, maxBlocks})))
      expect(outcomes.filter((outcome) => decisionOf(outcome.stdout) === 'block')).toHaveLength(maxBlocks)
      expect(await readBlocks(await stateFile(stateDir, 'sess-cc-1', 'a1b2c3d4'))).toEqual(maxBlocks === 0 ? {ok: true, blocks: 0, recorded: false} : {ok: true, blocks: maxBlocks, recorded: true})
    }
  })

  it('a lock left by a process that ended is taken over; a live one is waited for, then the call gives up', async () => {
    const stateDir = join(scratch(), 'state')
    await prepareStateDir(stateDir)
    const file = await stateFile(stateDir, 's', 'a')
    // A pid that is no process: the lock is stale.
    writeFileSync(`${file}.lock`, '2147483646\n')
    expect(await withStateLock(file, async () => 'ran')).toEqual({ok: true, value: 'ran'})
    expect(existsSync(`${file}.lock`)).toBe(false)
    // Held by this (live) process: waited for, then refused.
    writeFileSync(`${file}.lock`, `${process.pid}\n`)
    const started = Date.now()
    const refused = await withStateLock(file, async () => 'ran', 200)
    expect(refused.ok).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    expect(Date.now() - started).toBeLessThan(5000)
    // A lock that cannot be removed (a folder in its place) is waited on, never spun on, then refused.
    const other = await stateFile(stateDir, 's', 'b')
    mkdirSync(`${other}.lock`)
    const blocked = Date.now()
    expect((await withStateLock(other, async () => 'ran', 200)).ok).toBe(false)
    expect(Date.now() - blocked).toBeLessThan(5000)
  })

  const cli = resolve('dist/cli.js')
  // 30 processes in the deep suite; in `npm test` 6, still three times the budget.
  const processes = depth(30, 6)
  it.skipIf(!existsSync(cli))(`${processes} parallel hook processes with --max-blocks 2 block exactly twice (built CLI)`, async () => {
    const stateHome = scratch()
    const once = () =>
      new Promise<string>((done) => {
        const child = spawn(process.execPath, [cli, 'hook', '--max-blocks', '2'], {env: {...process.env, XDG_STATE_HOME: stateHome}, stdio: ['pipe', 'pipe', 'ignore']})
        let stdout = ''
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
        child.on('close', () => done(stdout))
        child.stdin.end(malformed)
      })
    const outputs = await Promise.all(Array.from({length: processes}, once))
    expect(outputs.filter((stdout) => decisionOf(stdout) === 'block')).toHaveLength(2)
    expect(lstatSync(join(stateHome, 'handback', 'hook')).mode & 0o777).toBe(0o700)
  }, 60_000)
})

describe('hook usage errors never block', () => {
  it('a misspelt hook command exits 1 too; another unknown command keeps 2', async () => {
    for (const name of ['hok', 'hoook', 'Hook']) expect((await runCli([name, '--max-blocks', '2'], {stdin: malformed})).code, name).toBe(1)
    expect((await runCli(['frobnicate'])).code).toBe(2)
  })

  const mistakes = [['--on-exausted', 'warn'], ['--on-exhausted', 'loop'], ['--kind', 'nope'], ['--max-blocks', 'two'], ['operand'], ['--max-blocks']]
  for (const argv of mistakes) {
    it(argv.join(' '), async () => {
      const outcome = await runCli(['hook', ...argv], {stdin: malformed})
      // Exit 2 is "block" to Claude Code and Codex: a typo must not block every stop.
      expect(outcome.code).toBe(1)
      expect(outcome.stdout).toBe('')
      expect(outcome.stderr).toMatch(/^handback hook: /)
    })
  }
})
