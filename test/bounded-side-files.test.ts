/**
 * The files read beside a return end promptly, whatever they are: ignore
 * files, configurations found or extended, and the transcript and state file
 * of the hook must be regular files of bounded size (a FIFO or a link to a
 * device there is skipped or refused, never waited on); files named on the
 * command line may be pipes, and are read to a bound.
 */
import {spawn, spawnSync} from 'node:child_process'
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'
import {describe, expect, it} from 'vitest'
import {stateFile} from '../src/node/hook-state.js'
import {readNamedFile, readRegularFile} from '../src/node/read-bounded.js'
import {readMetaField} from '../src/node/postflight.js'
import {runCli} from './helpers.js'

const base = mkdtempSync(join(tmpdir(), 'handback-side-files-'))
const canonical = join(import.meta.dirname, '..', 'fixtures', 'examples', 'canonical-success.md')
const hasDevZero = existsSync('/dev/zero')

/** Makes a FIFO; false where the system has no mkfifo (the FIFO tests are then skipped). */
function mkfifo(path: string): boolean {
  const made = spawnSync('mkfifo', [path])
  return made.status === 0 && existsSync(path)
}

const hasFifo = mkfifo(join(base, 'probe.fifo'))

/** A folder holding one clean return, `a.md`. */
function project(name: string): string {
  const directory = join(base, name)
  mkdirSync(directory, {recursive: true})
  copyFileSync(canonical, join(directory, 'a.md'))
  return directory
}

/** The CLI in a child process, so that a read that blocks ends in the timeout instead of hanging the test run. */
function cli(argv: string[], options: {cwd: string; input?: string}) {
  const entry = join(import.meta.dirname, '..', 'src', 'cli.ts')
  const tsx = pathToFileURL(join(import.meta.dirname, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href
  return spawnSync(process.execPath, ['--import', tsx, entry, ...argv], {
    cwd: options.cwd,
    encoding: 'utf8',
    input: options.input ?? '',
    env: {...process.env, TSX_TSCONFIG_PATH: join(import.meta.dirname, '..', 'tsconfig.json')},
    timeout: 20_000
  })
}

function lintedPaths(stdout: string): string[] {
  return (JSON.parse(stdout) as Array<{filePath: string}>).map((file) => file.filePath)
}

describe('ignore files found in the tree', () => {
  it.skipIf(!hasFifo)('a FIFO .gitignore is skipped with a warning, and the walk goes on', () => {
    const directory = project('fifo-ignore')
    mkfifo(join(directory, '.gitignore'))
    const run = cli(['lint', '--no-config', '--format', 'json', '.'], {cwd: directory})
    expect(run.signal).toBeNull()
    expect(run.stderr).toBe('handback: warning: ignore file .gitignore skipped: not a regular file (a FIFO)\n')
    expect(run.status).toBe(0)
    expect(lintedPaths(run.stdout)).toEqual(['a.md'])
  })

  it.skipIf(!hasDevZero)('a .handbackignore linked to /dev/zero is skipped without being opened', async () => {
    const directory = project('zero-ignore')
    symlinkSync('/dev/zero', join(directory, '.handbackignore'))
    // The other ignore file of the folder still applies.
    writeFileSync(join(directory, '.gitignore'), 'b.md\n')
    copyFileSync(canonical, join(directory, 'b.md'))
    const run = await runCli(['lint', '--no-config', '--format', 'json', '.'], {cwd: directory})
    expect(run.stderr).toBe('handback: warning: ignore file .handbackignore skipped: not a regular file (a device)\nhandback: left out by ignore rules (--no-ignore lints them): b.md (.gitignore)\n')
    expect(run.code).toBe(0)
    expect(lintedPaths(run.stdout)).toEqual(['a.md'])
  })

  it('an ignore file larger than 1 MiB is skipped, its size said', async () => {
    const directory = project('large-ignore')
    writeFileSync(join(directory, '.gitignore'), 'a.md\n' + '#'.repeat(1024 * 1024))
    const run = await runCli(['lint', '--no-config', '--format', 'json', '.'], {cwd: directory})
    expect(run.stderr).toBe('handback: warning: ignore file .gitignore skipped: larger than 1048576 bytes (1 MiB); not read\n')
    expect(lintedPaths(run.stdout)).toEqual(['a.md'])
  })
})

describe('configurations found or extended', () => {
  it.skipIf(!hasFifo)('a FIFO named by `extends` is an invalid configuration', () => {
    const directory = project('fifo-extends')
    mkfifo(join(directory, 'ff.json'))
    writeFileSync(join(directory, 'handback.config.json'), '{"extends": "./ff.json"}\n')
    const run = cli(['lint', 'a.md'], {cwd: directory})
    expect(run.signal).toBeNull()
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('  extends `./ff.json`: not a regular file (a FIFO)\n')
  })

  it.skipIf(!hasDevZero)('`extends` naming /dev/urandom is refused at once', async () => {
    const directory = project('device-extends')
    writeFileSync(join(directory, 'handback.config.json'), '{"extends": "/dev/urandom"}\n')
    const run = await runCli(['lint', '--extends-anywhere', 'a.md'], {cwd: directory})
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('  extends `/dev/urandom`: not a regular file (a device)\n')
  })

  it('an extended file larger than 1 MiB is refused, its size said', async () => {
    const directory = project('large-extends')
    writeFileSync(join(directory, 'big.json'), `{"rules": {}}${' '.repeat(1024 * 1024)}`)
    writeFileSync(join(directory, 'handback.config.json'), '{"extends": "./big.json"}\n')
    const run = await runCli(['lint', 'a.md'], {cwd: directory})
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('  extends `./big.json`: larger than 1048576 bytes (1 MiB); not read\n')
  })
})

describe('files named on the command line', () => {
  it.skipIf(!hasDevZero)('--context /dev/zero is read to 1 MiB and refused', async () => {
    const run = await runCli(['convert', '--to', 'meta', '--context', '/dev/zero', canonical])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('cannot read context file /dev/zero: larger than 1048576 bytes (1 MiB); not read. Run `handback convert --help` for usage.\n')
  })

  it.skipIf(!hasDevZero)('--previous and --config /dev/zero are read to 1 MiB and refused', async () => {
    const previous = await runCli(['lint', '--previous', '/dev/zero', canonical])
    expect(previous.code).toBe(2)
    expect(previous.stderr).toContain('--previous: cannot read `/dev/zero`: larger than 1048576 bytes (1 MiB); not read. Run `handback lint --help` for usage.\n')
    const config = await runCli(['lint', '--config', '/dev/zero', canonical])
    expect(config.code).toBe(2)
    expect(config.stderr).toBe('handback: invalid configuration /dev/zero:\n  larger than 1048576 bytes (1 MiB); not read\n')
  })

  it.skipIf(!hasFifo)('a pipe named as --config is read, as `--config <(…)` gives one', () => {
    const pipe = join(base, 'config.fifo')
    mkfifo(pipe)
    // The writer runs apart: the CLI's open waits for it, as `cat` would.
    const writer = spawn('sh', ['-c', 'printf \'{"extends": "strict"}\' > "$0"', pipe], {stdio: 'ignore'})
    const run = cli(['lint', '--config', pipe, '--print-config', 'a.md'], {cwd: base})
    writer.kill()
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout).preset).toBe('strict')
  })

  it.skipIf(!hasDevZero)('readMetaField reads /dev/zero to 1 MiB and says so', async () => {
    expect(await readMetaField('/dev/zero', '.status')).toEqual({found: false, reason: 'file-unreadable', message: 'larger than 1048576 bytes (1 MiB); not read'})
  })
})

describe('the hook', () => {
  const event = (fields: Record<string, unknown>): string => JSON.stringify({hook_event_name: 'SubagentStop', session_id: 's', agent_id: 'a1', agent_type: 'worker', ...fields})

  it.skipIf(!hasFifo)('a FIFO transcript_path fails open at once', () => {
    const transcript = join(base, 'transcript.fifo')
    mkfifo(transcript)
    const run = cli(['hook', '--state-dir', join(base, 'state-fifo-transcript')], {cwd: base, input: event({agent_transcript_path: transcript})})
    expect(run.signal).toBeNull()
    expect(run.status).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(`handback hook: cannot read the transcript ${transcript}: not a regular file (a FIFO); the agent may stop\n`)
  })

  it.skipIf(!hasFifo)('a FIFO in place of the state file is no count: the hook blocks at once, and says why', async () => {
    const stateDir = join(base, 'state-fifo')
    mkdirSync(stateDir)
    const file = await stateFile(stateDir, 's', 'a1')
    mkfifo(file)
    const run = cli(['hook', '--state-dir', stateDir], {cwd: base, input: event({last_assistant_message: 'Done, I think.'})})
    expect(run.signal).toBeNull()
    expect(run.status).toBe(0)
    expect((JSON.parse(run.stdout) as {decision: string}).decision).toBe('block')
    expect(run.stderr).toBe(`handback hook: the state file ${file} is not a regular file; the budget cannot be counted\n`)
  })
})

describe('bounded reading', () => {
  it('readRegularFile refuses a directory and reads a small file whole', async () => {
    const file = join(base, 'small.txt')
    writeFileSync(file, 'é'.repeat(10))
    expect(await readRegularFile(file, 20)).toEqual({ok: true, text: 'é'.repeat(10)})
    expect(await readRegularFile(file, 19)).toEqual({ok: false, reason: 'larger than 19 bytes; not read'})
    expect(await readRegularFile(base)).toEqual({ok: false, reason: 'is a directory'})
    expect(await readRegularFile(join(base, 'absent'))).toEqual({ok: false, reason: 'no such file', code: 'ENOENT'})
  })

  it.skipIf(!hasDevZero)('readNamedFile reads a device no further than the bound', async () => {
    expect(await readNamedFile('/dev/zero', 1000)).toEqual({ok: false, reason: 'larger than 1000 bytes; not read'})
  })
})
