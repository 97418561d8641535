/**
 * The hook's per-agent budget: how many times it has blocked one agent of
 * one session, in a small JSON file per (session, agent) under a state
 * folder private to the user (`$XDG_STATE_HOME/handback/hook`, else
 * `~/.local/state/handback/hook`, mode 0700). Nothing in a shared folder
 * decides the budget: the folder must be a real folder (not a link) owned by
 * the user and writable by no one else, or it is not used. Files are opened
 * with `O_NOFOLLOW` and replaced by rename, so a link put in the folder is
 * never followed; a lock file per agent (`O_EXCL`) makes read, decide and
 * write one step, so parallel calls neither overspend nor underspend.
 */
import {constants} from 'node:fs'
import {lstat, mkdir, open, rename, stat, unlink} from 'node:fs/promises'
import {homedir} from 'node:os'
import {dirname, isAbsolute, join} from 'node:path'

/** The default state folder: `handback/hook` under `$XDG_STATE_HOME` (when absolute) or `~/.local/state`. */
export function defaultStateDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const xdg = env['XDG_STATE_HOME']
  // The XDG specification: a relative value is invalid and ignored.
  const base = xdg !== undefined && xdg !== '' && isAbsolute(xdg) ? xdg : join(homedir(), '.local', 'state')
  return join(base, 'handback', 'hook')
}

/** The state file of one agent of one session; ids are hashed, so any string is a safe name. */
export async function stateFile(stateDir: string, sessionId: string, agentId: string): Promise<string> {
  // Loaded here, not at the top: start-up of the other commands never pays for node:crypto.
  const {createHash} = await import('node:crypto')
  const digest = createHash('sha256').update(`${sessionId}\u0000${agentId}`).digest('hex').slice(0, 32)
  return join(stateDir, `${digest}.json`)
}

export type StateResult<T> = {ok: true; value: T} | {ok: false; reason: string}

function failure(what: string, error: unknown): {ok: false; reason: string} {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return {ok: false, reason: `${what} (${code ?? (error instanceof Error ? error.message : String(error))})`}
}

/** The user id files must belong to; undefined where there is none (Windows). */
function ownUid(): number | undefined {
  return typeof process.getuid === 'function' ? process.getuid() : undefined
}

/**
 * Makes the state folder ready, or says why it cannot be used: created with
 * mode 0700 when absent; an existing one must be a folder (not a link), owned
 * by this user, and writable by no one else; the folder above it must be
 * this user's or root's, and writable by no one else unless sticky.
 */
export async function prepareStateDir(stateDir: string): Promise<StateResult<string>> {
  let info = await lstat(stateDir).catch((error: NodeJS.ErrnoException) => error)
  if (info instanceof Error && info.code === 'ENOENT') {
    try {
      await mkdir(stateDir, {recursive: true, mode: 0o700})
    } catch (error) {
      return failure(`cannot create the state folder ${stateDir}`, error)
    }

    info = await lstat(stateDir).catch((error: NodeJS.ErrnoException) => error)
  }

  if (info instanceof Error) return failure(`cannot read the state folder ${stateDir}`, info)
  if (info.isSymbolicLink()) return {ok: false, reason: `the state folder ${stateDir} is a symbolic link`}
  if (!info.isDirectory()) return {ok: false, reason: `the state folder ${stateDir} is not a folder`}
  // Whoever may rename entries of the folder above could swap ours for theirs: it must be ours or root's, and
  // writable by no one else unless sticky (as /tmp is, where others cannot move what is ours).
  const parent = await stat(dirname(stateDir)).catch(() => undefined)
  const uid = ownUid()
  if (uid !== undefined && parent !== undefined && ((parent.uid !== uid && parent.uid !== 0) || ((parent.mode & 0o022) !== 0 && (parent.mode & 0o1000) === 0))) {
    return {ok: false, reason: `the folder above the state folder ${stateDir} can be changed by other users`}
  }

  if (uid !== undefined && info.uid !== uid) return {ok: false, reason: `the state folder ${stateDir} belongs to another user (uid ${info.uid})`}
  if (uid !== undefined && (info.mode & 0o022) !== 0) return {ok: false, reason: `the state folder ${stateDir} is writable by other users (mode ${(info.mode & 0o777).toString(8)})`}
  return {ok: true, value: stateDir}
}

export type BlockCount = {ok: true; blocks: number; recorded: boolean} | {ok: false; reason: string}

/** A state file holds one short JSON object; anything longer is not ours. */
const stateMaxBytes = 64 * 1024

/** Opening flags that never follow a link at the last component and never wait on a FIFO. */
const readFlags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0)
const createFlags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0)

/** The text of a small regular file opened without following links; undefined when absent. */
async function readSmall(file: string, limit: number): Promise<StateResult<string | undefined>> {
  let handle
  try {
    handle = await open(file, readFlags)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return {ok: true, value: undefined}
    if (code === 'ELOOP' || code === 'EMLINK') return {ok: false, reason: `the state file ${file} is a symbolic link`}
    return failure(`cannot read the state file ${file}`, error)
  }

  try {
    const info = await handle.stat()
    if (!info.isFile()) return {ok: false, reason: `the state file ${file} is not a regular file`}
    if (info.size > limit) return {ok: false, reason: `the state file ${file} is larger than ${limit} bytes`}
    const buffer = Buffer.alloc(limit + 1)
    const {bytesRead} = await handle.read(buffer, 0, buffer.length, 0)
    return {ok: true, value: buffer.subarray(0, bytesRead).toString('utf8')}
  } catch (error) {
    return failure(`cannot read the state file ${file}`, error)
  } finally {
    await handle.close()
  }
}

/** How many times this agent was blocked; `recorded` is false when there is no file yet. */
export async function readBlocks(file: string): Promise<BlockCount> {
  const read = await readSmall(file, stateMaxBytes)
  if (!read.ok) return read
  if (read.value === undefined) return {ok: true, blocks: 0, recorded: false}
  try {
    const value = JSON.parse(read.value) as {blocks?: unknown}
    const blocks = value?.blocks
    if (typeof blocks === 'number' && Number.isInteger(blocks) && blocks >= 0) return {ok: true, blocks, recorded: true}
  } catch {
    // Reported below, as any other malformed content.
  }

  return {ok: false, reason: `the state file ${file} is not a block count`}
}

/** Writes a new file beside `file` (created exclusively, never through a link) and renames it over `file`. */
async function replaceFile(file: string, content: string): Promise<StateResult<undefined>> {
  const {randomBytes} = await import('node:crypto')
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  try {
    const handle = await open(temporary, createFlags, 0o600)
    try {
      await handle.writeFile(content, 'utf8')
      await handle.datasync()
    } finally {
      await handle.close()
    }

    // rename replaces a link at `file` itself; it never writes where the link points.
    await rename(temporary, file)
    return {ok: true, value: undefined}
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    return failure(`cannot write the state file ${file}`, error)
  }
}

/** Records a new count, atomically. */
export async function writeBlocks(file: string, blocks: number, key: {session: string; agent: string}): Promise<{ok: true} | {ok: false; reason: string}> {
  const written = await replaceFile(file, `${JSON.stringify({session_id: key.session, agent_id: key.agent, blocks, updated_at: new Date().toISOString()})}\n`)
  return written.ok ? {ok: true} : written
}

/** Forgets an agent once its return passes, so a later run of the same id starts a new budget. */
export async function clearBlocks(file: string): Promise<void> {
  try {
    // unlink removes a link itself, never its target.
    await unlink(file)
  } catch {
    // Already gone: nothing to do.
  }
}

/** How long a call waits for another call's lock on the same agent before it gives up. */
const lockWaitMs = 10_000

/** A lock older than this is stale whatever its holder: no hook call holds one for more than a moment. */
const lockStaleMs = 60_000

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds))
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists, and is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Whether an existing lock file was left by a call that is gone (its process ended, or it is older than `lockStaleMs`). */
async function staleLock(lock: string): Promise<{stale: boolean; ino?: number}> {
  let info
  try {
    info = await lstat(lock)
  } catch {
    return {stale: false}
  }

  if (!info.isFile()) return {stale: true, ino: info.ino}
  if (Date.now() - info.mtimeMs > lockStaleMs) return {stale: true, ino: info.ino}
  const read = await readSmall(lock, 64)
  const pid = read.ok && read.value !== undefined ? Number.parseInt(read.value, 10) : Number.NaN
  // A lock just created may not hold its pid yet: only a written, dead pid makes it stale.
  return Number.isInteger(pid) && pid > 0 && !alive(pid) ? {stale: true, ino: info.ino} : {stale: false}
}

/**
 * Runs `step` while holding the lock of one agent's state file
 * (`FILE.lock`, created with `O_EXCL`), so that reading the count, deciding
 * and writing the new count are one step for parallel calls. A lock left by
 * a call that ended is removed; after `waitMs` of waiting the call gives up.
 */
export async function withStateLock<T>(file: string, step: () => Promise<T>, waitMs: number = lockWaitMs): Promise<StateResult<T>> {
  const lock = `${file}.lock`
  const deadline = Date.now() + waitMs
  for (;;) {
    let handle
    try {
      handle = await open(lock, createFlags, 0o600)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return failure(`cannot lock the state file ${file}`, error)
      const stale = await staleLock(lock)
      if (stale.stale) {
        // Removed only when it is still the lock judged stale, not one a faster call has just taken.
        const now = await lstat(lock).catch(() => undefined)
        const removed = now !== undefined && now.ino === stale.ino && (await unlink(lock).then(() => true, () => false))
        // Gone (removed, or released meanwhile): try again at once; one that cannot be removed is waited on like a live one.
        if (removed || now === undefined) continue
      }

      if (Date.now() >= deadline) return {ok: false, reason: `the state file ${file} stayed locked by another call for ${waitMs / 1000} s`}
      await pause(5 + Math.floor(Math.random() * 20))
      continue
    }

    try {
      await handle.writeFile(`${process.pid}\n`, 'utf8')
    } finally {
      await handle.close()
    }

    try {
      return {ok: true, value: await step()}
    } finally {
      await unlink(lock).catch(() => undefined)
    }
  }
}
