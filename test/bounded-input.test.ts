import {execFileSync, spawn} from 'node:child_process'
import {existsSync, mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {describe, expect, it} from 'vitest'
import type {Io} from '../src/cli/io.js'
import {readInput} from '../src/cli/read-input.js'
import {fifoWriterWaitMs, readPathUpTo} from '../src/node/read-bounded.js'
import {runCli} from './helpers.js'

const io: Io = {stdout: () => {}, stderr: () => {}, readStdin: async () => '', cwd: process.cwd(), isTTY: false}

describe('reads stop at maxBytes + 1 bytes', () => {
  const directory = mkdtempSync(join(tmpdir(), 'handback-bounded-'))
  const big = join(directory, 'big.md')
  writeFileSync(big, 'é'.repeat(100_000))

  it('reads a file no further than the limit', async () => {
    expect(await readInput(big, io, 10)).toEqual({ok: true, text: 'é'.repeat(5) + '\uFFFD', maxBytes: 10})
  })

  it('reads a file within the limit whole', async () => {
    expect(await readInput(big, io, 200_000)).toEqual({ok: true, text: 'é'.repeat(100_000), maxBytes: 200_000})
  })

  it('bounds a file within the limit by its decoded length when invalid UTF-8 grew in decoding', async () => {
    const latin1 = join(directory, 'latin1.md')
    writeFileSync(latin1, Buffer.alloc(100, 0xe9))
    // 100 bytes on disk, 100 U+FFFD (300 bytes) once decoded: read under the larger bound, so not refused.
    expect(await readInput(latin1, io, 100)).toEqual({ok: true, text: '\uFFFD'.repeat(100), maxBytes: 300})
    expect(await readInput(latin1, io, 99)).toEqual({ok: true, text: '\uFFFD'.repeat(100), maxBytes: 99})
  })

  it('answers input-too-large for a file over --max-bytes', async () => {
    const run = await runCli(['lint', '--max-bytes', '1000', '--format', 'json', big])
    expect(run.code).toBe(1)
    expect(JSON.parse(run.stdout)[0].messages.map((m: {ruleId: string}) => m.ruleId)).toEqual(['input-too-large'])
  })

  it('passes the limit to standard input', async () => {
    let asked: number | undefined
    await readInput('-', {...io, readStdin: async (limit) => ((asked = limit), '')}, 1000)
    expect(asked).toBe(1001)
  })

  const cli = resolve('dist/cli.js')
  it.skipIf(!existsSync(cli))('ends `yes | handback lint -` with input-too-large', async () => {
    const child = spawn(process.execPath, [cli, 'lint', '-'], {stdio: ['pipe', 'pipe', 'pipe']})
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stdin.on('error', () => {})
    const line = Buffer.from('y\n'.repeat(32 * 1024))
    let open = true
    child.on('exit', () => (open = false))
    const feed = (): void => {
      if (open && child.stdin.write(line)) setImmediate(feed)
      else if (open) child.stdin.once('drain', feed)
    }
    feed()
    const code = await new Promise<number | null>((done) => child.on('close', done))
    expect(code).toBe(1)
    expect(stdout).toContain('input-too-large')
  }, 20_000)
})

describe.skipIf(process.platform === 'win32')('a FIFO named on the command line', () => {
  const directory = mkdtempSync(join(tmpdir(), 'handback-fifo-'))
  const fifo = (name: string): string => {
    const path = join(directory, name)
    execFileSync('mkfifo', [path])
    return path
  }

  it('is reported, not waited on forever, when no writer opens it', async () => {
    const path = fifo('silent')
    await expect(readPathUpTo(path, 100, 50)).rejects.toMatchObject({code: 'ENOWRITER'})
    const run = await runCli(['lint', path])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`cannot read ${path}: no writer opened the FIFO within ${fifoWriterWaitMs / 1000} s`)
  })

  it('is read when a writer opens it after the reader, and until the writer closes it', async () => {
    const path = fifo('late')
    const writer = spawn('sh', ['-c', `sleep 0.2; printf '## Status\\nstate: SUCCESS\\n' > "$0"; sleep 0.2`, path])
    const run = await runCli(['lint', '--format', 'json', path])
    await new Promise((done) => writer.on('close', done))
    // The Status section was read (only the other three are missing, and its summary); an empty read would miss all four.
    const missing = JSON.parse(run.stdout)[0].messages.map((message: {ruleId: string; message: string}) => `${message.ruleId}: ${message.message}`)
    expect(missing.filter((text: string) => text.startsWith('section-missing'))).toHaveLength(3)
    expect(missing.some((text: string) => text.startsWith('key-missing') && text.includes('summary'))).toBe(true)
  })

  it('is read within the byte bound while its writer keeps writing', async () => {
    const path = fifo('endless')
    const writer = spawn('sh', ['-c', 'yes > "$0"', path], {stdio: 'ignore'})
    try {
      const bytes = await readPathUpTo(path, 100_000)
      expect(bytes.byteLength).toBe(100_000)
    } finally {
      writer.kill()
    }
  })
})
