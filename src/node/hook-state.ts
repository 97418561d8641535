/**
 * The hook's per-agent budget: how many times it has blocked one agent of
 * one session, in a small JSON file per (session, agent) under the state
 * folder, written atomically. One file per agent, so children stopping in
 * parallel never overwrite each other's count.
 */
import {mkdir, unlink} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {readRegularFile} from './read-bounded.js'
import {writeFileAtomic} from './write-atomic.js'

/** The default state folder: `handback-hook` under the system's temporary folder. */
export function defaultStateDir(): string {
  return join(tmpdir(), 'handback-hook')
}

/** The state file of one agent of one session; ids are hashed, so any string is a safe name. */
export async function stateFile(stateDir: string, sessionId: string, agentId: string): Promise<string> {
  // Loaded here, not at the top: start-up of the other commands never pays for node:crypto.
  const {createHash} = await import('node:crypto')
  const digest = createHash('sha256').update(`${sessionId}\u0000${agentId}`).digest('hex').slice(0, 32)
  return join(stateDir, `${digest}.json`)
}

export type BlockCount = {ok: true; blocks: number; recorded: boolean} | {ok: false; reason: string}

/** A state file holds one short JSON object; anything longer is not ours. */
const stateMaxBytes = 64 * 1024

/**
 * How many times this agent was blocked; `recorded` is false when there is no
 * file yet. The folder may be shared (the system's temporary folder): only a
 * small regular file is read, so a FIFO put there cannot hang the hook.
 */
export async function readBlocks(file: string): Promise<BlockCount> {
  const read = await readRegularFile(file, stateMaxBytes)
  if (!read.ok) {
    if (read.code === 'ENOENT') return {ok: true, blocks: 0, recorded: false}
    return {ok: false, reason: read.code === undefined ? `cannot read the state file ${file}: ${read.reason}` : `cannot read the state file ${file} (${read.code})`}
  }

  const text = read.text

  try {
    const value = JSON.parse(text) as {blocks?: unknown}
    const blocks = value?.blocks
    if (typeof blocks === 'number' && Number.isInteger(blocks) && blocks >= 0) return {ok: true, blocks, recorded: true}
  } catch {
    // Reported below, as any other malformed content.
  }

  return {ok: false, reason: `the state file ${file} is not a block count`}
}

/** Records a new count, atomically. */
export async function writeBlocks(file: string, stateDir: string, blocks: number, key: {session: string; agent: string}): Promise<{ok: true} | {ok: false; reason: string}> {
  try {
    await mkdir(stateDir, {recursive: true, mode: 0o700})
  } catch (error) {
    return {ok: false, reason: `cannot create the state folder ${stateDir} (${(error as NodeJS.ErrnoException).code ?? 'error'})`}
  }

  const written = await writeFileAtomic(file, `${JSON.stringify({session_id: key.session, agent_id: key.agent, blocks, updated_at: new Date().toISOString()})}\n`)
  return written.ok ? {ok: true} : {ok: false, reason: `cannot write the state file ${file} (${written.message})`}
}

/** Forgets an agent once its return passes, so a later run of the same id starts a new budget. */
export async function clearBlocks(file: string): Promise<void> {
  try {
    await unlink(file)
  } catch {
    // Already gone, or not ours to remove: nothing to do.
  }
}
