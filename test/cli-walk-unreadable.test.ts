/**
 * A directory walk that meets an unreadable folder or file reports that path
 * once and lints everything else. Root reads any folder, so the unreadable
 * folder is simulated through the walk's file-system layer; the real `chmod`
 * case runs when the tests are not root, and as root through a child process
 * run as an unprivileged user.
 */
import {spawnSync} from 'node:child_process'
import {chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {readdir, stat} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'
import {beforeEach, describe, expect, it} from 'vitest'
import {expandOperands, type WalkFileSystem} from '../src/cli/files.js'
import {runCli} from './helpers.js'

const clean = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
const isRoot = process.getuid?.() === 0
let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'handback-walk-'))
  mkdirSync(join(root, 'returns', 'a'), {recursive: true})
  mkdirSync(join(root, 'returns', 'secret'))
  mkdirSync(join(root, 'returns', 'z'))
  writeFileSync(join(root, 'returns', 'a', 'one.md'), clean)
  writeFileSync(join(root, 'returns', 'secret', 'hidden.md'), clean)
  writeFileSync(join(root, 'returns', 'z', 'two.md'), '## Status\nstate: DONE\n')
})

function denying(name: string): WalkFileSystem {
  return {
    readdir: async (path) => {
      if (path.endsWith(name)) throw Object.assign(new Error(`EACCES: permission denied, scandir '${path}'`), {code: 'EACCES'})
      return readdir(path, {withFileTypes: true})
    },
    stat: (path) => stat(path)
  }
}

describe('walking past unreadable paths', () => {
  it('lists every readable file and names the unreadable folder once', async () => {
    const operands = await expandOperands(['returns'], root, denying('secret'))
    expect(operands).toEqual({
      files: [join('returns', 'a', 'one.md'), join('returns', 'z', 'two.md')],
      missing: [],
      stdin: false,
      unreadable: [{path: join('returns', 'secret'), reason: 'permission denied'}],
      kinds: new Map([
        [join('returns', 'a', 'one.md'), 'markdown'],
        [join('returns', 'z', 'two.md'), 'markdown']
      ]),
      ignored: [],
      undecided: new Set()
    })
  })

  it('an unreadable operand folder is unreadable, not missing', async () => {
    const operands = await expandOperands(['returns', 'returns/a/one.md'], root, denying('returns'))
    expect(operands.unreadable).toEqual([{path: 'returns', reason: 'permission denied'}])
    expect(operands.files).toEqual(['returns/a/one.md'])
    expect(operands.missing).toEqual([])
  })

  it('a glob names an unreadable folder it would read, and only such a folder', async () => {
    const secret = [{path: join('returns', 'secret'), reason: 'permission denied'}]
    expect((await expandOperands(['returns/**/*.md'], root, denying('secret'))).unreadable).toEqual(secret)
    expect((await expandOperands(['returns/*/*.md'], root, denying('secret'))).unreadable).toEqual(secret)
    // `returns/*.md` reads `returns` alone; `returns/a/**` never enters `secret`.
    expect((await expandOperands(['returns/*.md'], root, denying('secret'))).unreadable).toEqual([])
    expect((await expandOperands(['returns/a/**/*.md'], root, denying('secret'))).unreadable).toEqual([])
    // Braces and wildcards reach only the folders they name.
    expect((await expandOperands(['returns/{a,z}/**/*.md'], root, denying('secret'))).unreadable).toEqual([])
    expect((await expandOperands(['returns/{a,secret}/**/*.md'], root, denying('secret'))).unreadable).toEqual(secret)
    expect((await expandOperands(['returns/s*/*.md'], root, denying('secret'))).unreadable).toEqual(secret)
    // A glob inside the unreadable folder names the folder, and is not also reported as matching nothing.
    const inside = await expandOperands(['returns/secret/*.md'], root, denying('secret'))
    expect(inside.unreadable).toEqual(secret)
    expect(inside.missing).toEqual([])
  })

  it('a path that cannot even be looked at is reported as unreadable', async () => {
    const fs: WalkFileSystem = {
      readdir: (path) => readdir(path, {withFileTypes: true}),
      stat: async (path) => {
        if (path.endsWith('blocked.md')) throw Object.assign(new Error('EACCES'), {code: 'EACCES'})
        return stat(path)
      }
    }
    const operands = await expandOperands(['blocked.md'], root, fs)
    expect(operands).toEqual({files: [], missing: [], stdin: false, unreadable: [{path: 'blocked.md', reason: 'permission denied'}], kinds: new Map(), ignored: [], undecided: new Set()})
  })

  it.runIf(!isRoot)('lint DIR with a chmod 000 folder: one message, the rest linted, exit 2', async () => {
    chmodSync(join(root, 'returns', 'secret'), 0o000)
    try {
      const run = await runCli(['lint', '--no-config', '--format', 'json', 'returns'], {cwd: root})
      expect(run.code).toBe(2)
      expect(run.stderr).toBe(`handback: cannot read ${join('returns', 'secret')}: permission denied\n`)
      const linted = (JSON.parse(run.stdout) as Array<{filePath: string}>).map((result) => result.filePath)
      expect(linted).toEqual([join('returns', 'a', 'one.md'), join('returns', 'z', 'two.md')])
    } finally {
      chmodSync(join(root, 'returns', 'secret'), 0o755)
    }
  })

  // As root, the same real case through a child process that drops to the `nobody` user.
  it.runIf(isRoot)('lint DIR with a chmod 000 folder, run as an unprivileged user: one message, the rest linted', () => {
    for (const path of [root, join(root, 'returns'), join(root, 'returns', 'a'), join(root, 'returns', 'z')]) chmodSync(path, 0o755)
    chmodSync(join(root, 'returns', 'secret'), 0o000)
    chmodSync(join(root, 'returns', 'a', 'one.md'), 0o644)
    chmodSync(join(root, 'returns', 'z', 'two.md'), 0o644)
    writeFileSync(join(root, 'returns', 'a', 'locked.md'), clean, {mode: 0o000})
    const cli = join(import.meta.dirname, '..', 'src', 'cli.ts')
    const tsx = pathToFileURL(join(import.meta.dirname, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href
    const lintAsNobody = (operand: string) =>
      spawnSync(process.execPath, ['--import', tsx, cli, 'lint', '--no-config', '--format', 'json', operand], {
        cwd: root,
        uid: 65534,
        gid: 65534,
        encoding: 'utf8',
        env: {...process.env, HOME: root, TSX_TSCONFIG_PATH: join(import.meta.dirname, '..', 'tsconfig.json')},
        timeout: 60_000
      })
    const child = lintAsNobody('returns')
    // Where the unprivileged user cannot even load the code (a private checkout), there is nothing to check.
    if (child.status !== 2 && /EACCES|permission denied/i.test(child.stderr) && !child.stderr.includes('cannot read returns')) {
      console.warn('skipped: the unprivileged user cannot run the CLI here')
      return
    }

    expect(child.stderr).toBe(`handback: cannot read ${join('returns', 'secret')}: permission denied\nhandback: cannot read ${join('returns', 'a', 'locked.md')}: permission denied\n`)
    expect(child.status).toBe(2)
    const linted = (JSON.parse(child.stdout) as Array<{filePath: string}>).map((result) => result.filePath)
    expect(linted).toEqual([join('returns', 'a', 'one.md'), join('returns', 'z', 'two.md')])
    // A glob over the same tree says the same.
    const glob = lintAsNobody('returns/**/*.md')
    expect(glob.stderr).toContain(`handback: cannot read ${join('returns', 'secret')}: permission denied\n`)
    expect(glob.status).toBe(2)
  }, 90_000)
})
