/**
 * Which of the files a directory walk or a glob found are returns: by name
 * first, then by content (see `discoverKind`). Files named on the command line
 * are not filtered here; they are linted as named.
 */
import {defaultMaxBytes} from '../engine/guard.js'
import type {InputKind} from '../kinds/detect.js'
import {discoverKind, discoverKindFromHead, isNeverReturnName, returnKindByName} from '../kinds/detect.js'
import {openRegularFile, readRegularFile, readRegularFileUpToSync, readUpTo} from './read-bounded.js'

/** Content sniffing reads at most this much of a file: a return's sections and status come early. */
const sniffBytes = 256 * 1024

/** The first `sniffBytes` of a regular file, whether that is all of it, and its size; undefined when it cannot be read. */
async function readHead(path: string): Promise<{text: string; whole: boolean; size: number} | undefined> {
  const opened = await openRegularFile(path)
  if (!opened.ok) return undefined
  try {
    const head = await readUpTo(opened.handle, sniffBytes)
    return {text: head.toString('utf8'), whole: head.byteLength < sniffBytes, size: opened.size}
  } catch {
    return undefined
  } finally {
    await opened.handle.close()
  }
}

/**
 * The kind of a found file, undefined when it is no return, or `unreadable`
 * when its content could not be read (the lint run then reports it).
 * `maxBytes` is the run's input bound (`--max-bytes`).
 */
export async function kindOfFoundFile(absolutePath: string, maxBytes: number = defaultMaxBytes): Promise<InputKind | 'unreadable' | undefined> {
  if (isNeverReturnName(absolutePath)) return undefined
  const byName = returnKindByName(absolutePath)
  if (byName) return byName
  if (!/\.(md|markdown|json)$/i.test(absolutePath)) return undefined
  const head = await readHead(absolutePath)
  if (head === undefined) return 'unreadable'
  if (!head.whole && /\.json$/i.test(absolutePath)) {
    // JSON longer than the sniffed head cannot be parsed from it: read whole, up to the run's bound.
    // Past the bound, its head decides: one that starts like a return is linted, and found too large.
    if (head.size > maxBytes) return discoverKindFromHead(absolutePath, head.text)
    const whole = await readRegularFile(absolutePath, maxBytes)
    return whole.ok ? discoverKind(absolutePath, whole.text) : 'unreadable'
  }

  return discoverKind(absolutePath, head.text)
}

/** A found file read once: its kind (undefined when it is no return) and, for a return, the text to lint. */
export type FoundFile = {ok: true; kind: InputKind | undefined; text: string; bytes: number} | {ok: false; reason: string}

/**
 * Reads a found file once, up to `maxBytes + 1` bytes (a regular file only), and
 * tells its kind from that text as `kindOfFoundFile` does: the same text is then
 * linted. A JSON file past the bound is judged from its head, as there.
 */
export function readFoundFile(absolutePath: string, maxBytes: number = defaultMaxBytes): FoundFile {
  const read = readRegularFileUpToSync(absolutePath, maxBytes + 1)
  if (!read.ok) return read
  const {bytes} = read
  const text = bytes.toString('utf8')
  const byName = returnKindByName(absolutePath)
  if (byName) return {ok: true, kind: byName, text, bytes: bytes.byteLength}
  const kind = bytes.byteLength > maxBytes && /\.json$/i.test(absolutePath) ? discoverKindFromHead(absolutePath, text.slice(0, sniffBytes)) : discoverKind(absolutePath, text)
  return {ok: true, kind, text, bytes: bytes.byteLength}
}
