/**
 * `--fix`, `convert -o` and `meta start` keep the file they rewrite: a
 * symbolic link stays a link and its target is fixed, mode and owner stay,
 * hard-linked and read-only files are refused (exit 2) rather than replaced,
 * and a name near the file system's limit can still be fixed.
 */
import {chmodSync, chownSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {beforeEach, describe, expect, it} from 'vitest'
import {fixReturn} from '../src/index.js'
import {writeFileAtomic} from '../src/node/write-atomic.js'
import {writeReturnMeta} from '../src/node/postflight.js'
import {earlyReturnMeta} from '../src/postflight/early-meta.js'
import {runCli} from './helpers.js'

// A clean return inside a ```markdown fence: the fix (removing the fence) is small and stable.
const messy = '```markdown\n' + readFileSync('fixtures/examples/canonical-success.md', 'utf8') + '```\n'
const fixed = fixReturn(messy).output
const isRoot = process.getuid?.() === 0

let directory: string

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'handback-identity-'))
})

function write(name: string, text = messy): string {
  const path = join(directory, name)
  writeFileSync(path, text)
  return path
}

function fix(...names: string[]) {
  return runCli(['lint', '--no-config', '--fix', ...names], {cwd: directory})
}

describe('writeFileAtomic keeps the file it replaces', () => {
  it('has an input that --fix changes, so every test below can fail', () => {
    expect(fixed).not.toBe(messy)
    expect(fixed).toBe(readFileSync('fixtures/examples/canonical-success.md', 'utf8'))
  })

  it('writes through a symbolic link to its target; the link stays a link', async () => {
    const target = write('target.md')
    symlinkSync('target.md', join(directory, 'link.md'))
    const run = await fix('link.md')
    expect(run.stderr).toBe('')
    expect(lstatSync(join(directory, 'link.md')).isSymbolicLink()).toBe(true)
    expect(readlinkSync(join(directory, 'link.md'))).toBe('target.md')
    expect(readFileSync(target, 'utf8')).toBe(fixed)
    expect(readdirSync(directory).sort()).toEqual(['link.md', 'target.md'])
  })

  it('follows a chain of links across folders, and a dangling link creates its target', async () => {
    mkdirSync(join(directory, 'real'))
    const target = write('real/target.md')
    symlinkSync(join('real', 'target.md'), join(directory, 'first.md'))
    symlinkSync('first.md', join(directory, 'second.md'))
    expect(await writeFileAtomic(join(directory, 'second.md'), 'new\n')).toEqual({ok: true, path: target})
    expect(readFileSync(target, 'utf8')).toBe('new\n')
    symlinkSync(join('real', 'absent.md'), join(directory, 'dangling.md'))
    expect(await writeFileAtomic(join(directory, 'dangling.md'), 'created\n')).toEqual({ok: true, path: join(directory, 'real', 'absent.md')})
    expect(lstatSync(join(directory, 'dangling.md')).isSymbolicLink()).toBe(true)
    expect(readFileSync(join(directory, 'real', 'absent.md'), 'utf8')).toBe('created\n')
  })

  it('reads a relative link from the real folder holding it, never from the path as typed', async () => {
    // R/sub/f.md -> ../x.md, reached as L/dl/f.md where L/dl -> ../R/sub: the link means R/x.md, not L/x.md.
    mkdirSync(join(directory, 'R', 'sub'), {recursive: true})
    mkdirSync(join(directory, 'L'))
    const real = write('R/x.md')
    symlinkSync(join('..', 'x.md'), join(directory, 'R', 'sub', 'f.md'))
    symlinkSync(join('..', 'R', 'sub'), join(directory, 'L', 'dl'))
    const bystander = write('L/x.md', 'an unrelated file\n')
    const run = await fix(join('L', 'dl', 'f.md'))
    expect(run.stderr).toBe('')
    expect(readFileSync(real, 'utf8')).toBe(fixed)
    expect(readFileSync(bystander, 'utf8')).toBe('an unrelated file\n')
    // The same with the last link dangling: the file is created where the link really leads.
    symlinkSync(join('..', 'new.md'), join(directory, 'R', 'sub', 'g.md'))
    expect(await writeFileAtomic(join(directory, 'L', 'dl', 'g.md'), 'created\n')).toEqual({ok: true, path: join(directory, 'R', 'new.md')})
    expect(readdirSync(join(directory, 'L')).sort()).toEqual(['dl', 'x.md'])
  })

  it('refuses to overwrite a file changed after it was read, and writes one that was not', async () => {
    const path = write('race.md')
    const readAt = statSync(path)
    writeFileSync(path, 'saved by an editor meanwhile\n')
    expect(await writeFileAtomic(path, fixed, {unchangedSince: readAt})).toMatchObject({ok: false, reason: 'changed'})
    expect(readFileSync(path, 'utf8')).toBe('saved by an editor meanwhile\n')
    // Same size, newer time: changed too.
    const again = statSync(path)
    writeFileSync(path, 'saved by an editor meanwhile\n'.toUpperCase())
    utimesSync(path, new Date(), new Date(again.mtimeMs + 5000))
    expect(await writeFileAtomic(path, fixed, {unchangedSince: again})).toMatchObject({ok: false, reason: 'changed'})
    // Deleted meanwhile: not recreated.
    const last = statSync(path)
    rmSync(path)
    expect(await writeFileAtomic(path, fixed, {unchangedSince: last})).toMatchObject({ok: false, reason: 'changed'})
    expect(readdirSync(directory)).toEqual([])
    const kept = write('kept.md')
    expect(await writeFileAtomic(kept, fixed, {unchangedSince: statSync(kept)})).toEqual({ok: true, path: kept})
    expect(readFileSync(kept, 'utf8')).toBe(fixed)
  })

  it('names a dangling link given to --fix rather than saying no files match', async () => {
    symlinkSync('absent.md', join(directory, 'dangling.md'))
    expect(await fix('dangling.md')).toEqual({code: 2, stdout: '', stderr: 'handback: cannot read dangling.md: a symbolic link to nothing\n'})
  })

  it('says in words why a path cannot be written', async () => {
    write('plain.md')
    expect(await writeFileAtomic(join(directory, 'plain.md', 'inside.md'), 'x\n')).toMatchObject({ok: false, reason: 'io-error', message: 'a part of the path is a file, not a folder', code: 'ENOTDIR'})
  })

  it('refuses a loop of links', async () => {
    symlinkSync('b.md', join(directory, 'a.md'))
    symlinkSync('a.md', join(directory, 'b.md'))
    expect(await writeFileAtomic(join(directory, 'a.md'), 'x')).toEqual({ok: false, reason: 'symlink-loop', message: 'more than 40 symbolic links, or a loop'})
  })

  it.each([0o664, 0o640, 0o2755, 0o4750, 0o600])('keeps mode %o', async (mode) => {
    const path = write('mode.md')
    chmodSync(path, mode)
    const run = await fix('mode.md')
    expect(run.stderr).toBe('')
    expect(readFileSync(path, 'utf8')).toBe(fixed)
    expect(statSync(path).mode & 0o7777).toBe(mode)
  })

  it.runIf(isRoot)('keeps owner and group (as root, who may give a file away)', async () => {
    const path = write('owned.md')
    chownSync(path, 4321, 8765)
    chmodSync(path, 0o2664)
    const run = await fix('owned.md')
    expect(run.stderr).toBe('')
    const info = statSync(path)
    expect([info.uid, info.gid, info.mode & 0o7777]).toEqual([4321, 8765, 0o2664])
  })

  it('refuses a read-only file with a clear message and exit 2, leaving it as it was', async () => {
    const path = write('readonly.md')
    chmodSync(path, 0o444)
    const run = await fix('readonly.md')
    expect(run.code).toBe(2)
    expect(run.stderr).toBe('handback: cannot write readonly.md: refused: the file is read-only; make it writable first\n')
    expect(readFileSync(path, 'utf8')).toBe(messy)
    expect(statSync(path).mode & 0o777).toBe(0o444)
  })

  // Root may write anything, so only the mode bits tell; a user is also refused a file only others may write.
  it.runIf(!isRoot)('refuses a file its owner may not write, though its group may', async () => {
    const path = write('group-writable.md')
    chmodSync(path, 0o464)
    expect(await writeFileAtomic(path, 'x')).toEqual({ok: false, reason: 'read-only', message: 'refused: the file is read-only; make it writable first'})
    expect(readFileSync(path, 'utf8')).toBe(messy)
  })

  it('refuses a file with other hard links, keeping the links', async () => {
    const path = write('linked.md')
    linkSync(path, join(directory, 'other-name.md'))
    const run = await fix('linked.md')
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('handback: cannot write linked.md: refused: the file has 2 hard links')
    expect(statSync(path).ino).toBe(statSync(join(directory, 'other-name.md')).ino)
    expect(readFileSync(path, 'utf8')).toBe(messy)
  })

  it('fixes a file whose name is 240 characters long (the temporary name stays short)', async () => {
    const name = 'r'.repeat(237) + '.md'
    const path = write(name)
    const run = await fix(name)
    expect(run.stderr).toBe('')
    expect(readFileSync(path, 'utf8')).toBe(fixed)
    expect(readdirSync(directory)).toEqual([name])
  })

  it('fixes a 255-byte name of multi-byte characters', async () => {
    const name = 'é'.repeat(124) + '.md' + 'x'.repeat(4) // 248 + 3 + 4 bytes = 255
    const path = write(name)
    expect(await writeFileAtomic(path, 'ok\n')).toEqual({ok: true, path})
    expect(readdirSync(directory)).toEqual([name])
  })

  it('refuses a directory, and answers a missing folder with a reason instead of a rejection', async () => {
    mkdirSync(join(directory, 'folder.md'))
    expect(await writeFileAtomic(join(directory, 'folder.md'), 'x')).toEqual({ok: false, reason: 'not-a-file', message: 'not a regular file'})
    expect(await writeFileAtomic(join(directory, 'absent', 'x.md'), 'x')).toEqual({ok: false, reason: 'io-error', message: 'no such folder', code: 'ENOENT'})
    expect(await writeFileAtomic(null as unknown as string, 'x')).toMatchObject({ok: false, reason: 'invalid-argument'})
    expect(await writeFileAtomic(join(directory, 'x.md'), 3 as unknown as string)).toMatchObject({ok: false, reason: 'invalid-argument'})
  })

  it('convert -o and meta start refuse a read-only target the same way', async () => {
    const target = write('meta.json', '{}\n')
    chmodSync(target, 0o444)
    const start = await runCli(['meta', 'start', 'meta.json', '--session-id', 's1', '--agent-type', 't', '--delegation-path', 'a,b', '--delegation-depth', '1'], {cwd: directory})
    expect(start).toEqual({code: 2, stdout: '', stderr: 'handback: cannot write meta.json: refused: the file is read-only; make it writable first\n'})
    const convert = await runCli(['convert', '-', '--to', 'markdown', '-o', 'meta.json'], {
      cwd: directory,
      stdin: JSON.stringify(earlyReturnMeta({session_id: 's1', agent_type: 't', delegation_depth: 1, delegation_path: ['a']}).meta)
    })
    expect(convert.stderr).toContain('handback: cannot write meta.json: refused: the file is read-only; make it writable first\n')
    expect(convert.code).toBe(2)
    expect(readFileSync(target, 'utf8')).toBe('{}\n')
  })

  it('writeReturnMeta keeps a symlinked metadata file a link', async () => {
    mkdirSync(join(directory, 'store'))
    const target = write('store/meta.json', '{}\n')
    chmodSync(target, 0o664)
    symlinkSync(join('store', 'meta.json'), join(directory, '.return-meta.json'))
    const {meta} = earlyReturnMeta({session_id: 's1', agent_type: 't', delegation_depth: 1, delegation_path: ['a']}, {now: new Date('2026-01-01T00:00:00Z')})
    expect(await writeReturnMeta(join(directory, '.return-meta.json'), meta!)).toEqual({ok: true, path: target})
    expect(lstatSync(join(directory, '.return-meta.json')).isSymbolicLink()).toBe(true)
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(meta)
    expect(statSync(target).mode & 0o777).toBe(0o664)
  })
})
