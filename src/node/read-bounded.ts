/**
 * Reading files whose size and type the caller does not control: at most a
 * bound of bytes, and, for files found in a tree or named by another file,
 * only regular files. A FIFO or device there would hang the process or fill
 * its memory (a CI job reads the files of the pull request it lints).
 */
import {closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats} from 'node:fs'
import {open, stat, type FileHandle} from 'node:fs/promises'

export type BoundedText = {ok: true; text: string} | {ok: false; reason: string; code?: string}

const chunkSize = 64 * 1024

/** The bound of the small files read beside a return (ignore files, configurations): far above any real one. */
export const sideFileMaxBytes = 1024 * 1024

/** `1048576 bytes (1 MiB)`: a bound as a message says it. */
export function bytesText(bytes: number): string {
  const mebibytes = bytes / (1024 * 1024)
  return Number.isInteger(mebibytes) ? `${bytes} bytes (${mebibytes} MiB)` : `${bytes} bytes`
}

/** Reads at most `limit` bytes from the handle's current position: what lies beyond is never buffered. */
export async function readUpTo(handle: FileHandle, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let total = 0
  while (total < limit) {
    const buffer = Buffer.allocUnsafe(Math.min(chunkSize, limit - total))
    const {bytesRead} = await handle.read(buffer, 0, buffer.length, null)
    if (bytesRead === 0) break
    chunks.push(buffer.subarray(0, bytesRead))
    total += bytesRead
  }

  return Buffer.concat(chunks, total)
}

/** How long a FIFO is waited for a writer before it is reported, in milliseconds; one that has a writer is read as long as it writes. */
export const fifoWriterWaitMs = 2000

/** Milliseconds between two looks at a FIFO that has nothing to read yet. */
const fifoPollMs = 20

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds))
}

/**
 * Reads at most `limit` bytes from a FIFO opened without blocking. `EAGAIN`
 * means a writer holds it open with nothing written yet: it is waited for, as
 * `cat` would. End of file before any writer came means none has opened it:
 * one is waited for `waitMs`, then the FIFO is reported, where `cat` would
 * wait forever.
 */
async function readFifoUpTo(handle: FileHandle, limit: number, waitMs: number = fifoWriterWaitMs): Promise<Buffer> {
  const chunks: Buffer[] = []
  let total = 0
  let writer = false
  const deadline = Date.now() + waitMs
  while (total < limit) {
    const buffer = Buffer.allocUnsafe(Math.min(chunkSize, limit - total))
    let bytesRead: number
    try {
      ;({bytesRead} = await handle.read(buffer, 0, buffer.length, null))
    } catch (error) {
      if ((error as NodeJS.ErrnoException | undefined)?.code !== 'EAGAIN') throw error
      writer = true
      await pause(fifoPollMs)
      continue
    }

    if (bytesRead === 0) {
      if (writer) break
      if (Date.now() >= deadline) throw Object.assign(new Error(`no writer opened the FIFO within ${waitMs / 1000} s`), {code: 'ENOWRITER'})
      await pause(fifoPollMs)
      continue
    }

    writer = true
    chunks.push(buffer.subarray(0, bytesRead))
    total += bytesRead
  }

  return Buffer.concat(chunks, total)
}

/**
 * Reads at most `limit` bytes of a path the user named: a file, a device, a
 * pipe (`<(cat packet.md)`), or a FIFO, which is opened without blocking so
 * that one no writer ever opens cannot hang the command (`readFifoUpTo`).
 */
export async function readPathUpTo(path: string, limit: number, fifoWaitMs: number = fifoWriterWaitMs): Promise<Buffer> {
  const fifo = await stat(path).then(
    (info) => info.isFIFO(),
    () => false
  )
  const handle = await open(path, fifo ? nonBlocking : 'r')
  try {
    return fifo ? await readFifoUpTo(handle, limit, fifoWaitMs) : await readUpTo(handle, limit)
  } finally {
    await handle.close()
  }
}

/** Why a file could not be opened or read, in the words the CLI uses. */
export function readErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code === 'ENOENT') return 'no such file'
  if (code === 'EISDIR') return 'is a directory'
  if (code === 'EACCES') return 'permission denied'
  if (code === 'ENOWRITER') return (error as Error).message
  return String((error as Error | undefined)?.message ?? error)
}

/** What a file that is not regular is, for the refusal message. */
function irregular(info: Stats): string {
  if (info.isDirectory()) return 'is a directory'
  const what = info.isFIFO() ? 'a FIFO' : info.isCharacterDevice() || info.isBlockDevice() ? 'a device' : info.isSocket() ? 'a socket' : 'not a file'
  return `not a regular file (${what})`
}

/** Opens without blocking, so a FIFO without a writer cannot hang; 0 where the platform has no such flag. */
const nonBlocking = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)

/**
 * Opens a regular file for reading, or says why not. The path is looked at
 * first (a device is never opened), and the handle again (the path may have
 * changed in between).
 */
export async function openRegularFile(path: string): Promise<{ok: true; handle: FileHandle; size: number} | {ok: false; reason: string; code?: string}> {
  let handle: FileHandle | undefined
  try {
    const before = await stat(path)
    if (!before.isFile()) return {ok: false, reason: irregular(before)}
    handle = await open(path, nonBlocking)
    const info = await handle.stat()
    if (!info.isFile()) {
      await handle.close()
      return {ok: false, reason: irregular(info)}
    }

    return {ok: true, handle, size: info.size}
  } catch (error) {
    await handle?.close().catch(() => undefined)
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    return {ok: false, reason: readErrorReason(error), ...(code === undefined ? {} : {code})}
  }
}

function decode(bytes: Buffer, maxBytes: number): BoundedText {
  if (bytes.byteLength > maxBytes) return {ok: false, reason: `larger than ${bytesText(maxBytes)}; not read`}
  return {ok: true, text: bytes.toString('utf8')}
}

/**
 * The text of a regular file of at most `maxBytes` bytes, for files found in
 * a tree or named by another file: anything else is refused with a reason.
 */
export async function readRegularFile(path: string, maxBytes: number = sideFileMaxBytes): Promise<BoundedText> {
  const opened = await openRegularFile(path)
  if (!opened.ok) return opened
  try {
    return decode(await readUpTo(opened.handle, maxBytes + 1), maxBytes)
  } catch (error) {
    return {ok: false, reason: readErrorReason(error)}
  } finally {
    await opened.handle.close()
  }
}

/**
 * The text of a file the user named, of at most `maxBytes` bytes. Pipes are
 * read (`--handoff <(cat packet.md)`), as far as the bound; a FIFO no writer
 * opens is reported after a wait (`readPathUpTo`).
 */
export async function readNamedFile(path: string, maxBytes: number): Promise<BoundedText> {
  try {
    return decode(await readPathUpTo(path, maxBytes + 1), maxBytes)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    return {ok: false, reason: readErrorReason(error), ...(code === undefined ? {} : {code})}
  }
}

/**
 * `openRegularFile` and `readUpTo` in one synchronous call: at most `limit` bytes of a
 * regular file, or why not (`regular: false` when the path is no regular file). A lint
 * run reads thousands of small files this way, each in a few system calls, where the
 * promise of each call cost more than the read.
 */
export function readRegularFileUpToSync(path: string, limit: number): {ok: true; bytes: Buffer} | {ok: false; reason: string; regular: boolean} {
  let descriptor: number | undefined
  try {
    const before = statSync(path)
    if (!before.isFile()) return {ok: false, reason: irregular(before), regular: false}
    descriptor = openSync(path, nonBlocking)
    const info = fstatSync(descriptor)
    if (!info.isFile()) return {ok: false, reason: irregular(info), regular: false}
    // One read of the whole file when its size is known and within the bound; a file that grew is read on.
    const chunks: Buffer[] = []
    let total = 0
    while (total < limit) {
      const buffer = Buffer.allocUnsafe(Math.min(Math.max(info.size + 1 - total, chunkSize), limit - total))
      const bytesRead = readSync(descriptor, buffer, 0, buffer.length, null)
      if (bytesRead === 0) break
      chunks.push(buffer.subarray(0, bytesRead))
      total += bytesRead
    }

    return {ok: true, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total)}
  } catch (error) {
    return {ok: false, reason: readErrorReason(error), regular: true}
  } finally {
    if (descriptor !== undefined) closeSync(descriptor)
  }
}
