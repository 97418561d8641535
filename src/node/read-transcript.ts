/**
 * Reading a host's transcript from disk for the transcript check: a bounded
 * read of a regular file, where the path, once its links are resolved, lies
 * in the folder it was named in or in a folder the host writes (its home,
 * `~/.claude`, `~/.codex`, the session's folder). A link pointing elsewhere
 * is refused: the path comes in an event or on a command line, and a link to
 * `/etc` or `/dev` must not become the record a return is judged by.
 */
import {realpath} from 'node:fs/promises'
import {homedir} from 'node:os'
import {dirname, join, sep} from 'node:path'
import {transcriptDefaults} from '../transcript/read.js'
import {optionsOf} from '../util/options.js'
import {visible} from '../util/visible.js'
import {bytesText, openRegularFile, readUpTo} from './read-bounded.js'

export type TranscriptFileRead = {ok: true; text: string} | {ok: false; reason: string; missing?: true}

export interface ReadTranscriptFileOptions {
  /** More folders the host writes (the session's `cwd`, `CODEX_HOME`, `CLAUDE_CONFIG_DIR`); `~/.claude` and `~/.codex` always count. */
  roots?: readonly string[]
  /** Largest transcript read, in bytes; a longer one is refused. Default 16 MiB. */
  maxBytes?: number
}

async function real(path: string): Promise<string | undefined> {
  try {
    return await realpath(path)
  } catch {
    return undefined
  }
}

function within(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep)
}

/**
 * The transcript's text, at most `maxBytes` bytes of it, or why not. Never throws.
 *
 * @param path The transcript, as the host or the user named it.
 */
export async function readTranscriptFile(path: string, given?: ReadTranscriptFileOptions | null): Promise<TranscriptFileRead> {
  if (typeof path !== 'string' || path === '' || path.includes('\0')) return {ok: false, reason: `no transcript at ${typeof path === 'string' ? visible(path) : `(${typeof path})`}`, missing: true}
  const options = optionsOf(given) as ReadTranscriptFileOptions
  const extra = Array.isArray(options.roots) ? options.roots.filter((root): root is string => typeof root === 'string' && root !== '' && !root.includes('\0')) : []
  const target = await real(path)
  if (target === undefined) return {ok: false, reason: `no transcript at ${path}`, missing: true}
  const named = await real(dirname(path))
  const roots = [named, ...[join(homedir(), '.claude'), join(homedir(), '.codex'), ...extra].map((root) => real(root))]
  const allowed = (await Promise.all(roots)).filter((root): root is string => root !== undefined)
  if (!allowed.some((root) => within(target, root))) return {ok: false, reason: `the transcript ${path} links to ${target}, outside the folders the host writes; not read`}
  const opened = await openRegularFile(target)
  if (!opened.ok) return {ok: false, reason: `cannot read the transcript ${path}: ${opened.reason}`}
  const maxBytes = typeof options.maxBytes === 'number' && Number.isFinite(options.maxBytes) && options.maxBytes > 0 ? options.maxBytes : transcriptDefaults.maxBytes
  try {
    // Part of a transcript cannot say which run was the last: a longer one is not read.
    if (opened.size > maxBytes) return {ok: false, reason: `the transcript ${path} is larger than ${bytesText(maxBytes)}; not read`}
    const bytes = await readUpTo(opened.handle, maxBytes + 1)
    if (bytes.byteLength > maxBytes) return {ok: false, reason: `the transcript ${path} is larger than ${bytesText(maxBytes)}; not read`}
    return {ok: true, text: bytes.toString('utf8')}
  } catch (error) {
    return {ok: false, reason: `cannot read the transcript ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`}
  } finally {
    await opened.handle.close()
  }
}
