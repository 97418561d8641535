/**
 * Which of the files a directory walk or a glob found are returns: by name
 * first, then by content (see `discoverKind`). Files named on the command line
 * are not filtered here; they are linted as named.
 */
import {open} from 'node:fs/promises'
import type {InputKind} from '../engine/rule.js'
import {discoverKind, isNeverReturnName, returnKindByName} from '../pipeline/detect-kind.js'

/** Content sniffing reads at most this much of a file: a return's sections and status come early. */
const sniffBytes = 256 * 1024

async function readHead(path: string): Promise<string | undefined> {
  let handle: Awaited<ReturnType<typeof open>> | undefined
  try {
    handle = await open(path, 'r')
    const buffer = Buffer.alloc(sniffBytes)
    const {bytesRead} = await handle.read(buffer, 0, sniffBytes, 0)
    return buffer.subarray(0, bytesRead).toString('utf8')
  } catch {
    return undefined
  } finally {
    await handle?.close()
  }
}

/**
 * The kind of a found file, undefined when it is no return, or `unreadable`
 * when its content could not be read (the lint run then reports it).
 */
export async function kindOfFoundFile(absolutePath: string): Promise<InputKind | 'unreadable' | undefined> {
  if (isNeverReturnName(absolutePath)) return undefined
  const byName = returnKindByName(absolutePath)
  if (byName) return byName
  if (!/\.(md|markdown|json)$/i.test(absolutePath)) return undefined
  const text = await readHead(absolutePath)
  if (text === undefined) return 'unreadable'
  if (text.length === sniffBytes && /\.json$/i.test(absolutePath)) {
    // JSON larger than the sniffed head cannot be parsed from it; read whole, once.
    const {readFile} = await import('node:fs/promises')
    const whole = await readFile(absolutePath, 'utf8').catch(() => undefined)
    return whole === undefined ? 'unreadable' : discoverKind(absolutePath, whole)
  }

  return discoverKind(absolutePath, text)
}
