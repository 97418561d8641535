/**
 * Atomic file writes that keep the file's identity: a temporary file beside
 * the target, then a rename, so readers never see half a file; a symbolic
 * link is written through to its target (the link stays a link), and the
 * target keeps its mode and, where permitted, its owner and group. A file the
 * rename would silently detach from its other hard links, or one without
 * write permission, is refused rather than replaced behind the user's back.
 */
import {constants} from 'node:fs'
import {access, chmod, chown, lstat, open, readlink, rename, stat, unlink} from 'node:fs/promises'
import {basename, dirname, join, resolve} from 'node:path'
import type {Stats} from 'node:fs'

/** Why a write did not happen. */
export type WriteRefusal =
  /** The file has other hard links; a rename would leave them holding the old text. */
  | 'hard-linked'
  /** The file has no write permission; replacing it would override the owner's choice. */
  | 'read-only'
  /** The path names a directory, device or other non-regular file. */
  | 'not-a-file'
  /** Symbolic links that never end in a file (a loop, or more than 40 of them). */
  | 'symlink-loop'
  /** The path or the content is not a string. */
  | 'invalid-argument'
  /** The file system refused (permission on the folder, disk full, …): `code` says which. */
  | 'io-error'

export type WriteResult =
  | {ok: true; /** The file written: the target of a symbolic link, else the path itself. */ path: string}
  | {ok: false; reason: WriteRefusal; message: string; code?: string}

// Linux, macOS and Windows all follow at most 40 links (ELOOP); so do we.
const maxLinks = 40

// File names are limited to 255 bytes on ext4, APFS, NTFS…: the temporary name keeps at most this many bytes of the original.
const keptNameBytes = 64

/** The file a path finally names, following symbolic links even when the last one dangles. */
async function followLinks(path: string): Promise<{path: string} | {refusal: WriteResult}> {
  let current = resolve(path)
  for (let step = 0; step <= maxLinks; step++) {
    let info: Stats
    try {
      info = await lstat(current)
    } catch {
      return {path: current} // nothing there yet: the write creates it
    }

    if (!info.isSymbolicLink()) return {path: current}
    current = resolve(dirname(current), await readlink(current))
  }

  return {refusal: {ok: false, reason: 'symlink-loop', message: `more than ${maxLinks} symbolic links, or a loop`}}
}

/** A temporary name beside `target`, short whatever the target's name: at most ~90 bytes. */
function temporaryName(target: string, random: string): string {
  let kept = ''
  let bytes = 0
  for (const char of basename(target)) {
    bytes += Buffer.byteLength(char)
    if (bytes > keptNameBytes) break
    kept += char
  }

  return join(dirname(target), `.${kept}.${process.pid}.${random}.tmp`)
}

function refusalOf(info: Stats): WriteResult | undefined {
  if (!info.isFile()) return {ok: false, reason: 'not-a-file', message: 'not a regular file'}
  if (info.nlink > 1) {
    return {ok: false, reason: 'hard-linked', message: `refused: the file has ${info.nlink} hard links, and replacing it would leave the others with the old text; edit it by hand or break the links first`}
  }

  // The mode bits, not access(2): root may write anything, yet a file made read-only stays the owner's choice.
  if ((info.mode & 0o222) === 0) return {ok: false, reason: 'read-only', message: 'refused: the file is read-only; make it writable first'}
  return undefined
}

/** A file this user may not write (a `0o464` file of someone else's group, say): read-only to us, whatever the folder allows. */
async function deniedWrite(target: string): Promise<WriteResult | undefined> {
  try {
    await access(target, constants.W_OK)
    return undefined
  } catch {
    return {ok: false, reason: 'read-only', message: 'refused: the file is read-only; make it writable first'}
  }
}

function ioError(error: unknown): WriteResult {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const message = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'ENOENT' ? 'no such folder' : code === 'ENOSPC' ? 'no space left on the device' : String((error as Error | undefined)?.message ?? error)
  return {ok: false, reason: 'io-error', message, ...(code === undefined ? {} : {code})}
}

/** Gives the temporary file the owner, group and mode of the file it replaces; ownership only where permitted. */
async function copyIdentity(temporary: string, info: Stats): Promise<void> {
  try {
    await chown(temporary, info.uid, info.gid)
  } catch {
    // Not permitted to give the file away: keep at least the group, when it is one of ours.
    await chown(temporary, -1, info.gid).catch(() => undefined)
  }

  // After chown, which clears set-user-ID and set-group-ID bits.
  await chmod(temporary, info.mode & 0o7777)
}

/**
 * Writes `content` to `path` atomically, keeping the file's identity (see the
 * module comment). Never rejects: a refusal or an I/O failure is a result with
 * `ok: false`, a `reason` and a message (without the path, which the caller names).
 *
 * @param path File to write; created when absent (its folder must exist).
 * @param content UTF-8 text.
 */
export async function writeFileAtomic(path: string, content: string): Promise<WriteResult> {
  if (typeof path !== 'string' || path === '' || typeof content !== 'string') {
    return {ok: false, reason: 'invalid-argument', message: 'writeFileAtomic takes a path and a string of content'}
  }

  let target: string
  let existing: Stats | undefined
  try {
    const followed = await followLinks(path)
    if ('refusal' in followed) return followed.refusal
    target = followed.path
    existing = await stat(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined
      throw error
    })
  } catch (error) {
    return ioError(error)
  }

  if (existing) {
    const refusal = refusalOf(existing) ?? (await deniedWrite(target))
    if (refusal) return refusal
  }

  // node:crypto is loaded on the first write only: a lint run that writes nothing never pays for it.
  const {randomBytes} = await import('node:crypto')
  const temporary = temporaryName(target, randomBytes(6).toString('hex'))
  try {
    // 0o600 until the original's mode is copied; a new file gets the usual 0o666 less the umask.
    const handle = await open(temporary, 'wx', existing ? 0o600 : 0o666)
    try {
      await handle.writeFile(content, 'utf8')
      await handle.datasync()
    } finally {
      await handle.close()
    }

    if (existing) await copyIdentity(temporary, existing)
    await rename(temporary, target)
    return {ok: true, path: target}
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    return ioError(error)
  }
}
