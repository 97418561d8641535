import {defaultMaxBytes} from '../engine/guard.js'
import {readErrorReason, readPathUpTo, readRegularFileUpToSync} from '../node/read-bounded.js'
import type {Io} from './io.js'

export type ReadOutcome =
  | {
      ok: true
      text: string
      /**
       * The byte bound to read `text` under: the bound asked for, or, for a
       * file within it whose invalid UTF-8 grew when decoded (each bad byte
       * becomes a three-byte U+FFFD), the decoded text's length, so that
       * what was within the bound on disk is not refused once decoded.
       */
      maxBytes: number
    }
  | {ok: false; reason: string}

/**
 * Reads a file (or stdin for `-`), turning I/O failures into a reason instead
 * of an exception. Reading stops after `maxBytes + 1` bytes (default 1 MiB + 1):
 * cut anywhere, the text still counts more than `maxBytes` UTF-8 bytes, so the
 * guard refuses it whole instead of reading a truncated input.
 */
export async function readInput(path: string, io: Pick<Io, 'readStdin'>, maxBytes: number = defaultMaxBytes): Promise<ReadOutcome> {
  const limit = maxBytes + 1
  try {
    const raw = path === '-' ? await io.readStdin(limit) : await readPathUpTo(path, limit)
    const text = typeof raw === 'string' ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8')
    return readText(text, typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength, maxBytes)
  } catch (error) {
    return {ok: false, reason: readErrorReason(error)}
  }
}

/** The outcome of a text decoded from `bytes` bytes read under `maxBytes` (see `ReadOutcome.maxBytes`). */
export function readText(text: string, bytes: number, maxBytes: number = defaultMaxBytes): ReadOutcome {
  return {ok: true, text, maxBytes: bytes <= maxBytes ? Math.max(maxBytes, Buffer.byteLength(text)) : maxBytes}
}

/**
 * `readInput`, with a regular file read in one synchronous call: a command that
 * reads one small file starts without loading the promises of the file system.
 * A pipe, a FIFO or a device is read as `readInput` reads it.
 */
export async function readNamedInput(path: string, io: Pick<Io, 'readStdin'>, maxBytes: number = defaultMaxBytes): Promise<ReadOutcome> {
  if (path !== '-') {
    const read = readRegularFileUpToSync(path, maxBytes + 1)
    if (read.ok) return readText(read.bytes.toString('utf8'), read.bytes.byteLength, maxBytes)
    if (read.regular) return read
  }

  return readInput(path, io, maxBytes)
}
