/**
 * Atomic file writes that keep the file's identity: a temporary file beside
 * the target, then a rename, so readers never see half a file; a symbolic
 * link is written through to its target (the link stays a link), and the
 * target keeps its mode and, where permitted, its owner and group. A file the
 * rename would silently detach from its other hard links, or one without
 * write permission, is refused rather than replaced behind the user's back.
 */
import {constants} from 'node:fs'
import {access, chmod, chown, lstat, open, readlink, realpath, rename, stat, unlink} from 'node:fs/promises'
import {basename, dirname, isAbsolute, join, resolve, sep} from 'node:path'
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
  /** The file changed after the caller read it (`unchangedSince`): writing would lose that change. */
  | 'changed'

export type WriteResult =
  | {ok: true; /** The file written: the target of a symbolic link, else the path itself. */ path: string}
  | {ok: false; reason: WriteRefusal; message: string; code?: string}

// Linux, macOS and Windows all follow at most 40 links (ELOOP); so do we.
const maxLinks = 40

// File names are limited to 255 bytes on ext4, APFS, NTFS…: the temporary name keeps at most this many bytes of the original.
const keptNameBytes = 64

const loop: WriteResult = {ok: false, reason: 'symlink-loop', message: `more than ${maxLinks} symbolic links, or a loop`}

/**
 * The file a path finally names, as the kernel resolves it, following
 * symbolic links even when the last one dangles. A link's target is read
 * from the real folder holding the link, never joined to the path as typed:
 * `..` after a linked folder means the parent of where that folder really is.
 */
async function followLinks(path: string): Promise<{path: string} | {refusal: WriteResult}> {
  const start = resolve(path)
  const info = await lstat(start).catch(() => undefined)
  // A file, or nothing yet (the write creates it): the path itself.
  if (!info?.isSymbolicLink()) return {path: start}
  try {
    return {path: await realpath(start)}
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ELOOP') return {refusal: loop}
    if (code !== 'ENOENT') throw error
  }

  // A link that dangles, perhaps after other links: each is read from the real folder holding it.
  let current = start
  for (let step = 0; step <= maxLinks; step++) {
    const named = join(await realpath(dirname(current)), basename(current))
    let link: Stats
    try {
      link = await lstat(named)
    } catch {
      return {path: named} // nothing there yet: the write creates it
    }

    if (!link.isSymbolicLink()) return {path: named}
    const target = await readlink(named)
    // Not normalized: `a/../b` must climb from where `a` really leads, which realpath of the folder finds next round.
    current = isAbsolute(target) ? target : `${dirname(named)}${sep}${target}`
  }

  return {refusal: loop}
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

/** What the file system's refusals mean to the user, in words rather than codes. */
const ioMessages: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'no such folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'is a folder',
  ENXIO: 'not a regular file',
  ENOSPC: 'no space left on the device',
  EROFS: 'the file system is read-only',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: `more than ${maxLinks} symbolic links, or a loop`
}

function ioError(error: unknown): WriteResult {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const message =
    code !== undefined && Object.hasOwn(ioMessages, code) ? ioMessages[code]! : String((error as Error | undefined)?.message ?? error)
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

export interface WriteOptions {
  /**
   * The file as it was when the caller read it (`fs.stat` taken before the
   * read): when its inode, size or modification time differ just before the
   * rename, someone else wrote it meanwhile, and the write is refused
   * (`changed`) rather than lose their change.
   */
  unchangedSince?: Pick<Stats, 'ino' | 'size' | 'mtimeMs'>
}

/** Whether the file at `target` is still the one `since` describes. */
async function unchanged(target: string, since: WriteOptions['unchangedSince']): Promise<boolean> {
  if (!since || typeof since !== 'object') return true
  const now = await stat(target).catch(() => undefined)
  return now !== undefined && now.ino === since.ino && now.size === since.size && now.mtimeMs === since.mtimeMs
}

/**
 * Writes `content` to `path` atomically, keeping the file's identity (see the
 * module comment). Never rejects: a refusal or an I/O failure is a result with
 * `ok: false`, a `reason` and a message (without the path, which the caller names).
 *
 * @param path File to write; created when absent (its folder must exist).
 * @param content UTF-8 text.
 * @param options `unchangedSince`: refuse when the file changed after it was read.
 */
export async function writeFileAtomic(path: string, content: string, options?: WriteOptions): Promise<WriteResult> {
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
    // As late as can be: a change between this check and the rename is not seen, one before it is.
    if (!(await unchanged(target, options?.unchangedSince))) {
      await unlink(temporary).catch(() => undefined)
      return {ok: false, reason: 'changed', message: 'refused: the file changed after it was read; run again to fix the new text'}
    }

    await rename(temporary, target)
    return {ok: true, path: target}
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    return ioError(error)
  }
}
