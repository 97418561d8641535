/** The `handback` executable: a thin shell over `main`, wiring it to the process. */
import {realpathSync} from 'node:fs'
import type {Io} from './cli/io.js'

/** Reads stdin up to `limit` bytes, then stops reading (`yes | handback lint -` ends); decoding is left to the reader, which counts the bytes first. */
async function readStdin(limit = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer)
    total += (chunk as Buffer).length
    // Leaving the loop destroys the stream: nothing more is buffered.
    if (total >= limit) break
  }

  const all = Buffer.concat(chunks)
  return all.length > limit ? all.subarray(0, limit) : all
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

// A closed pipe (`handback lint | head`) is not an error worth a trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
})

const io: Io = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  readStdin,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY),
  // Asked only by a command given no operand: reading it makes Node open standard input, a cost every other call would pay.
  get stdinIsTTY() {
    return Boolean(process.stdin.isTTY)
  },
  env: process.env,
  // The script as installed (npm's bin link resolved), so host settings name a file that stays.
  ...(process.argv[1] ? {program: {node: process.execPath, script: realpathOr(process.argv[1])}} : {})
}
const argv = process.argv.slice(2)

/** `meta get`, called in every postflight, runs from a module of its own (`meta-get-main.ts`); the rest through `main`. */
async function run(): Promise<number> {
  const fast = argv[0] === 'meta' && argv[1] === 'get' ? await (await import('./cli/meta-get-main.js')).metaGetMain(argv.slice(2), io) : undefined
  return fast ?? (await import('./cli/main.js')).main(argv, io)
}

run().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`handback: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 2
  }
)
