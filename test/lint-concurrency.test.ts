/**
 * `handback lint --concurrency`: the worker pool gives the output of a run in
 * its own thread, byte for byte and in the same order, `--fix` included; bad
 * values are one-line usage errors; a worker that throws or dies costs only
 * the file it was linting, said in one line.
 */
import {spawnSync} from 'node:child_process'
import {chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {unlintedOutcome, type FileOutcome} from '../src/cli/lint-file.js'
import {autoFilesPerWorker, parseConcurrency, workerCount} from '../src/cli/lint-flags.js'
import {poolWindow, runPool} from '../src/cli/lint-pool.js'
import {formats} from '../src/reporters/formats.js'
import {formatReadsSource} from '../src/reporters/reads-source.js'
import type {FileResult} from '../src/reporters/types.js'
import {lintText} from '../src/index.js'
import {runCli} from './helpers.js'
import {deep} from './support/depth.js'

const clean = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
const loose = readFileSync('fixtures/examples/subtask-result-template.md', 'utf8')
const failing = '## Status\nstate: WORKING\nsummary: Did it.\n'
const meta = readFileSync('fixtures/json/meta/completed-status.return-meta.json', 'utf8')

/** A tree of returns of every outcome, beside files that are no returns (left out in silence) and a broken JSON return. */
function writeTree(root: string, count: number): void {
  for (let index = 0; index < count; index++) {
    const folder = join(root, `part-${index % 3}`)
    mkdirSync(folder, {recursive: true})
    const text = [clean, loose, failing][index % 3]!
    writeFileSync(join(folder, `return-${String(index).padStart(3, '0')}.md`), text.replace('summary:', `summary: Return ${index}.`))
    if (index % 7 === 0) writeFileSync(join(folder, `notes-${index}.md`), `# Notes ${index}\n\nNothing handed back here.\n`)
    if (index % 11 === 0) writeFileSync(join(folder, `task-${index}.return-meta.json`), index % 22 === 0 ? meta : '{"status": ')
  }
}

let root: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'handback-concurrency-'))
  writeTree(join(root, 'returns'), 60)
  writeFileSync(join(root, 'package.json'), '{"name": "x"}\n')
})

const lint = (...argv: string[]) => runCli(['lint', '--no-config', ...argv], {cwd: root})

describe('--concurrency values', () => {
  it('reads a positive integer, auto and off; auto is the default', () => {
    expect(parseConcurrency(undefined)).toBe('auto')
    expect(parseConcurrency('auto')).toBe('auto')
    expect(parseConcurrency('off')).toBe('off')
    expect(parseConcurrency('1')).toBe(1)
    expect(parseConcurrency('12')).toBe(12)
  })

  it.each(['0', '-1', '1.5', 'many', '', ' 2', 'Auto', '99999'])('refuses `%s` with one line of usage', async (value) => {
    const run = await lint(`--concurrency=${value}`, 'returns')
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(`handback lint: --concurrency expects a positive integer, \`auto\` or \`off\`, got \`${value}\`. Run \`handback lint --help\` for usage.\n`)
  })

  it('decides the workers as ESLint does, one per core at most', () => {
    expect(workerCount('off', 5000, 8)).toBe(0)
    // auto: a single worker would only add its start.
    expect(workerCount('auto', 1, 8)).toBe(0)
    expect(workerCount('auto', autoFilesPerWorker, 8)).toBe(0)
    expect(workerCount('auto', autoFilesPerWorker + 1, 8)).toBe(2)
    expect(workerCount('auto', 5000, 2)).toBe(2)
    expect(workerCount('auto', 5000, 1)).toBe(0)
    expect(workerCount('auto', 5 * autoFilesPerWorker, 16)).toBe(5)
    // A number is a maximum: never more workers than files.
    expect(workerCount(4, 3, 2)).toBe(3)
    expect(workerCount(1, 100, 8)).toBe(1)
  })
})

describe('the output whatever the pool', () => {
  it('is the same, byte for byte, off, with 1, 2 or 3 workers, and auto, in every format', async () => {
    for (const format of ['stylish', 'json']) {
      const alone = await lint('--format', format, '--concurrency', 'off', 'returns', 'package.json')
      expect(alone.code).toBe(2)
      // Named, the manifest is refused; found in the walk, notes and broken JSON not named as returns are left out.
      expect(alone.stderr).toBe('handback: package.json is not a return; name its kind with --kind to lint it as one\n')
      expect(alone.stdout).toContain('return-059.md')
      expect(alone.stdout).not.toContain('notes-')
      // Every pool in every format in the deep suite; in `npm test` every pool in the first format, two in the other.
      const pools = format === 'stylish' || deep ? ['1', '2', '3', 'auto'] : ['2', 'auto']
      for (const concurrency of pools) expect(await lint('--format', format, '--concurrency', concurrency, 'returns', 'package.json')).toEqual(alone)
    }
  }, 120_000)

  it('keeps standard input first', async () => {
    const argv = ['lint', '--no-config', '--format', 'json', '-', 'returns']
    const alone = await runCli([...argv, '--concurrency', 'off'], {cwd: root, stdin: failing})
    const pooled = await runCli([...argv, '--concurrency', '2'], {cwd: root, stdin: failing})
    expect(pooled).toEqual(alone)
    expect((JSON.parse(alone.stdout) as Array<{filePath: string}>)[0]!.filePath).toBe('<stdin>')
  }, 60_000)

  it('fixes the same files into the same texts, keeping each file a file of the same mode, and a link a link', async () => {
    const fixed: Array<Record<string, string>> = []
    for (const concurrency of ['off', '2']) {
      const directory = mkdtempSync(join(tmpdir(), 'handback-concurrency-fix-'))
      writeTree(join(directory, 'returns'), 24)
      const target = join(directory, 'returns', 'part-1', 'return-001.md')
      chmodSync(target, 0o640)
      symlinkSync(target, join(directory, 'returns', 'linked.md'))
      const run = await runCli(['lint', '--no-config', '--fix', '--concurrency', concurrency, 'returns'], {cwd: directory})
      expect(run.stderr).toBe('')
      expect(statSync(target).mode & 0o777).toBe(0o640)
      expect(lstatSync(join(directory, 'returns', 'linked.md')).isSymbolicLink()).toBe(true)
      expect(readlinkSync(join(directory, 'returns', 'linked.md'))).toBe(target)
      const texts: Record<string, string> = {}
      for (let index = 0; index < 24; index++) {
        const name = join('part-' + (index % 3), `return-${String(index).padStart(3, '0')}.md`)
        texts[name] = readFileSync(join(directory, 'returns', name), 'utf8')
      }

      fixed.push(texts)
    }

    expect(fixed[1]).toEqual(fixed[0])
    // The loose returns were rewritten: the fix ran.
    expect(fixed[0]![join('part-1', 'return-001.md')]).not.toBe(loose.replace('summary:', 'summary: Return 1.'))
  }, 60_000)
})

describe.skipIf(!existsSync('dist/cli.js'))('the built executable', () => {
  it('finds its worker beside its chunks, and prints what it prints alone', () => {
    const cli = (concurrency: string) => spawnSync(process.execPath, [join(process.cwd(), 'dist', 'cli.js'), 'lint', '--no-config', '--concurrency', concurrency, 'returns'], {cwd: root, encoding: 'utf8'})
    const alone = cli('off')
    const pooled = cli('2')
    expect(pooled.stderr).toBe('')
    expect([pooled.status, pooled.stdout]).toEqual([alone.status, alone.stdout])
    expect(alone.stdout).toContain('return-059.md')
  }, 60_000)
})

describe('a worker that fails', () => {
  const script = new URL('support/pool-worker.mjs', import.meta.url)
  const run = async (actions: string[], options: {workers?: number; noStart?: boolean; seen?: Int32Array; waitFor?: number} = {}): Promise<string[]> => {
    const outcomes: string[] = []
    await runPool<{index: number; action: string; path: string}, string>({
      script,
      workerData: {noStart: options.noStart === true, seen: options.seen, waitFor: options.waitFor},
      workers: options.workers ?? 2,
      tasks: actions.map((action, index) => ({index, action, path: `file-${index}.md`})),
      onOutcome: (outcome) => outcomes.push(outcome),
      failed: (task, reason) => (unlintedOutcome(task, {stdinName: undefined}, reason).output[0]!.text),
      inline: async (task) => `inline ${task.index}`
    })
    return outcomes
  }

  it('hands outcomes back in task order when workers finish out of order', async () => {
    const actions = Array.from({length: 40}, (_, index) => (index % 5 === 0 ? 'slow' : 'echo'))
    expect(await run(actions, {workers: 3})).toEqual(actions.map((_, index) => `done ${index}`))
  })

  it('answers a task that threw with one line naming the file, and goes on', async () => {
    expect(await run(['echo', 'throw', 'echo'])).toEqual(['done 0', 'handback: cannot lint file-1.md: task 1 threw\n', 'done 2'])
  })

  it('answers the task a dead worker was running with one line, and lints the rest in a new worker', async () => {
    const outcomes = await run(['echo', 'die', 'echo', 'echo', 'die', 'echo'], {workers: 1})
    expect(outcomes).toEqual([
      'done 0',
      'handback: cannot lint file-1.md: the worker linting it stopped (exit code 7)\n',
      'done 2',
      'done 3',
      'handback: cannot lint file-4.md: the worker linting it stopped (exit code 7)\n',
      'done 5'
    ])
  })

  it('replaces a worker that an uncaught exception ended, blaming the task it was running', async () => {
    expect(await run(['echo', 'crash', 'echo', 'echo'], {workers: 1})).toEqual(['done 0', 'handback: cannot lint file-1.md: the worker linting it stopped (boom)\n', 'done 2', 'done 3'])
  })

  it('runs every task in this thread when no worker can start, blaming no file', async () => {
    expect(await run(['echo', 'echo', 'echo'], {noStart: true})).toEqual(['inline 0', 'inline 1', 'inline 2'])
  })

  it('gives no task past its window while an earlier one runs, however many tasks there are', async () => {
    const seen = new Int32Array(new SharedArrayBuffer(4))
    const actions = Array.from({length: 500}, (_, index) => (index === 0 ? 'slow' : 'echo'))
    const outcomes = await run(actions, {workers: 2, seen, waitFor: poolWindow(2) - 1})
    expect(outcomes).toHaveLength(500)
    // While task 0 ran, the other worker ran what the window allowed, and no more.
    expect(outcomes[0]).toBe(`done 0, seen ${poolWindow(2) - 1}`)
    expect(outcomes.slice(1).every((outcome, index) => outcome === `done ${index + 1}`)).toBe(true)
  })
})

describe('the texts a run keeps', () => {
  it('are dropped only for the formats that render the same without them', () => {
    const texts: Array<[string, string]> = [['clean.md', clean], ['loose.md', '\ufeff' + loose], ['failing.md', failing], ['task.return-meta.json', meta]]
    const results: FileResult[] = texts.map(([filePath, source]) => {
      const {diagnostics, kind} = lintText(source, {fileName: filePath})
      return {filePath, kind, diagnostics, source}
    })
    const options = {color: false, cwd: '/repo', version: '0.0.0', timestamp: '2026-01-01T00:00:00Z'}
    for (const [name, reporter] of Object.entries(formats)) {
      const same = reporter(results, options) === reporter(results.map((result) => ({...result, source: ''})), options)
      expect({name, reads: !same}).toEqual({name, reads: formatReadsSource(name)})
    }
  })
})
