/**
 * The parent's postflight on the file system: find a task's return-metadata
 * file, read one field of it, write early metadata, remove it afterwards.
 * Writes are atomic, so a reader never sees half a file.
 */
import {mkdir, readdir, readFile, stat, unlink} from 'node:fs/promises'
import {dirname, join} from 'node:path'
import {readJson} from '../json/document.js'
import {readReturnMeta} from '../pipeline/read-return-meta.js'
import {formatField, getField, parseFieldPath} from '../postflight/field-path.js'
import {isSlug, matchTaskDirectories, returnMetaFileName, specsDirectoryName, taskDirectoryName, taskNumber} from '../postflight/locate.js'
import type {ReturnMeta} from '../schema/meta.js'
import {writeFileAtomic, type WriteResult} from './write-atomic.js'

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
  if (taskNumber(task) === undefined || (slug !== undefined && !isSlug(slug))) return null
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
  | {found: false; reason: 'path-invalid' | 'file-unreadable' | 'field-missing'; message: string}

/**
 * Reads one field of a return-metadata file, as `jq -r PATH` would, but
 * leniently: the field is looked up in the file as written, then in what
 * `readReturnMeta` understands of it (a bare-string artifact's `.path`,
 * identity written at the top level, a file cut short). Never throws.
 *
 * @param file Path of the file.
 * @param path Field path such as `.artifacts[0].path` (see `parseFieldPath`).
 */
export async function readMetaField(file: string, path: string): Promise<MetaFieldResult> {
  const parsed = parseFieldPath(path)
  if (!parsed.ok) return {found: false, reason: 'path-invalid', message: `invalid field path \`${path}\`: ${parsed.message} at character ${parsed.index + 1}`}
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return {found: false, reason: 'file-unreadable', message: code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : String((error as Error).message)}
  }

  const raw = readJson(text).value
  const asWritten = getField(raw, parsed.segments)
  if (asWritten.found) return {found: true, value: asWritten.value, text: formatField(asWritten.value)}
  const understood = getField(readReturnMeta(text).meta, parsed.segments)
  if (understood.found) return {found: true, value: understood.value, text: formatField(understood.value)}
  return {found: false, reason: 'field-missing', message: `no value at \`${path}\``}
}

/**
 * Writes a return-metadata object atomically (see `writeFileAtomic`), creating
 * its folder. Never rejects: a failure is a result with `ok: false`.
 */
export async function writeReturnMeta(file: string, meta: ReturnMeta): Promise<WriteResult> {
  if (typeof file !== 'string' || file === '') return {ok: false, reason: 'invalid-argument', message: 'writeReturnMeta takes a file path'}
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

/** Removes a return-metadata file after postflight; `false` when it was already gone. */
export async function removeReturnMeta(file: string): Promise<boolean> {
  try {
    await unlink(file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}
