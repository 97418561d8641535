/**
 * The parent's postflight on the file system: find a task's return-metadata
 * file, read one field of it, write early metadata, remove it afterwards.
 * Writes are atomic, so a reader never sees half a file.
 */
import {mkdir, readdir, stat, unlink} from 'node:fs/promises'
import {dirname, join} from 'node:path'
import {formatField, parseFieldPath} from '../postflight/field-path.js'
import {lookupMetaField, readMetaText} from '../postflight/meta-fields.js'
import {isSlug, matchTaskDirectories, returnMetaFileName, specsDirectoryName, taskDirectoryName, taskNumber} from '../postflight/locate.js'
import type {ReturnMeta} from '../schema/meta.js'
import {defaultMaxBytes} from '../engine/guard.js'
import {readNamedFile} from './read-bounded.js'
import {writeFileAtomic, type WriteResult} from './write-atomic.js'
import {itemsOf, plainOf} from '../util/snapshot.js'

export interface LocatedReturnMeta {
  /** Path of the file: `root/specs/{N}_{SLUG}/.return-meta.json`, padded or not as the folder on disk is. */
  path: string
  /** Whether the file exists; when not, `path` is where it belongs. */
  exists: boolean
}

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path)
    return info.isFile() ? info.mtimeMs : undefined
  } catch {
    return undefined
  }
}

/**
 * Finds a task's return-metadata file under `root`, whether its folder is
 * `14_slug` (the contract) or zero-padded `014_slug`. With several candidate
 * folders, one holding the file wins, the most recently written first; without
 * any file, the path where it belongs is returned. `null` when the task has no
 * folder and no slug was given to name one.
 *
 * @param root Project root (the directory holding `specs/`).
 * @param task Task number: `14`, `"14"` or `"014"`.
 * @param slug Task slug; any slug matches when absent.
 */
export async function locateReturnMeta(root: string, task: number | string, slug?: string): Promise<LocatedReturnMeta | null> {
  if (typeof root !== 'string' || taskNumber(task) === undefined || (slug !== undefined && !isSlug(slug))) return null
  const specs = join(root, specsDirectoryName)
  let names: string[] = []
  try {
    const entries = await readdir(specs, {withFileTypes: true})
    names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  } catch {
    names = []
  }

  const directories = matchTaskDirectories(names, task, slug)
  let best: {path: string; time: number} | undefined
  for (const directory of directories) {
    const path = join(specs, directory, returnMetaFileName)
    const time = await modifiedAt(path)
    if (time !== undefined && (best === undefined || time > best.time)) best = {path, time}
  }

  if (best) return {path: best.path, exists: true}
  const first = directories[0]
  if (first !== undefined) return {path: join(specs, first, returnMetaFileName), exists: false}
  const name = slug === undefined ? undefined : taskDirectoryName(task, slug)
  return name === undefined ? null : {path: join(specs, name, returnMetaFileName), exists: false}
}

export type MetaFieldResult =
  | {found: true; value: unknown; text: string}
  | {found: false; reason: 'path-invalid' | 'file-unreadable' | 'file-invalid' | 'field-missing'; message: string}

/** The file's text, read to 1 MiB as `meta get` reads it: a larger one (or `/dev/zero`) is refused, not buffered. */
async function readText(file: string): Promise<{ok: true; text: string} | {ok: false; message: string}> {
  if (typeof file !== 'string' || file === '') return {ok: false, message: 'no file named'}
  const read = await readNamedFile(file, defaultMaxBytes)
  return read.ok ? read : {ok: false, message: read.reason}
}

/**
 * Reads fields of a return-metadata file, as `jq -r PATH` would: the file
 * must be strict JSON (one cut short or malformed gives `file-invalid` for
 * every field, never a value salvaged from it); each field is looked up as
 * written, then where the contract's readers also find it (a bare-string
 * artifact's `.path`, identity written at the top level; see
 * `lookupMetaField`). Never rejects.
 *
 * @param file Path of the file.
 * @param paths Field paths such as `.artifacts[0].path` (see `parseFieldPath`).
 */
export async function readMetaFields(file: string, paths: readonly string[]): Promise<MetaFieldResult[]> {
  // A list that cannot be read, or longer than a JSON input may be, reads as no paths.
  const list = itemsOf(paths) ?? []
  const parsed = list.map((path) => parseFieldPath(path as string))
  const read = await readText(file)
  const reading = read.ok ? readMetaText(read.text) : undefined
  return parsed.map((field, index): MetaFieldResult => {
    const path = typeof list[index] === 'string' ? list[index] : '(not a string)'
    if (!field.ok) return {found: false, reason: 'path-invalid', message: `invalid field path \`${path}\`: ${field.message} at character ${field.index + 1}`}
    if (!read.ok) return {found: false, reason: 'file-unreadable', message: read.message}
    if (!reading?.ok) return {found: false, reason: 'file-invalid', message: reading?.message ?? 'not valid JSON'}
    const answer = lookupMetaField(reading.value, field.segments)
    return answer.found ? {found: true, value: answer.value, text: formatField(answer.value)} : {found: false, reason: 'field-missing', message: `no value at \`${path}\``}
  })
}

/** One field of a return-metadata file: `readMetaFields` with one path. */
export async function readMetaField(file: string, path: string): Promise<MetaFieldResult> {
  const [result] = await readMetaFields(file, [path])
  return result!
}

/**
 * Writes a return-metadata object atomically (see `writeFileAtomic`), creating
 * its folder. Never rejects: a failure is a result with `ok: false`.
 */
export async function writeReturnMeta(file: string, given: ReturnMeta): Promise<WriteResult> {
  if (typeof file !== 'string' || file === '') return {ok: false, reason: 'invalid-argument', message: 'writeReturnMeta takes a file path'}
  // JSON.stringify would write `undefined` or a bare value: only an object is metadata.
  // A plain copy: one that cannot be taken (a proxy, past the JSON bound) is no metadata.
  const meta = plainOf(given)
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return {ok: false, reason: 'invalid-argument', message: 'writeReturnMeta takes a return-metadata object'}
  let text: string
  try {
    text = JSON.stringify(meta, null, 2) + '\n'
    await mkdir(dirname(file), {recursive: true})
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    return {ok: false, reason: code === undefined ? 'invalid-argument' : 'io-error', message: code ?? String((error as Error | undefined)?.message ?? error), ...(code === undefined ? {} : {code})}
  }

  return writeFileAtomic(file, text)
}

/** Removes a return-metadata file after postflight; `false` when it was already gone. Rejects on other failures, which `meta remove` reports. */
export async function removeReturnMeta(file: string): Promise<boolean> {
  try {
    await unlink(file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/** `removeReturnMeta` as the package exports it: never rejects; `false` when nothing was removed (already gone, not a path, or not removable). */
export async function removeReturnMetaFile(file: string): Promise<boolean> {
  if (typeof file !== 'string' || file === '') return false
  try {
    return await removeReturnMeta(file)
  } catch {
    return false
  }
}
