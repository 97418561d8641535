/**
 * What the parent hears of a child's return. The SubagentStop hook decides
 * (accepted, accepted with concerns, escalated after N corrections) but its
 * output reaches only the child or the host's log; the parent's own
 * PostToolUse hook on the subagent tool can add context to the parent's next
 * request. So the decision is recorded per agent by the first hook, in a file
 * beside the block count, and handed to the parent by the second, once.
 */
import {readRegularFile} from './read-bounded.js'
import {stateFile} from './hook-state.js'
import {writeFileAtomic} from './write-atomic.js'
import {mkdir, readdir, unlink} from 'node:fs/promises'
import {join} from 'node:path'

type OutcomeKind = 'accepted' | 'accepted-with-concerns' | 'escalated'

/** A decision recorded for the parent: its kind, how many corrections it took, and the message. */
export interface Outcome {
  kind: OutcomeKind
  corrections: number
  /** handback's message to the parent, the child's words in it quoted as data. */
  message: string
}

/** The outcome file of one agent of one session: the block count's name, for a key no agent id can take. */
export async function outcomeFile(stateDir: string, sessionId: string, agentId: string): Promise<string> {
  return stateFile(stateDir, sessionId, `${agentId}\u0000outcome`)
}

/** Records an outcome, atomically, with the session and agent it is of; false when it cannot be written (the parent then hears nothing, as before). */
export async function writeOutcome(file: string, stateDir: string, outcome: Outcome, key: {session: string; agent: string}): Promise<boolean> {
  try {
    await mkdir(stateDir, {recursive: true, mode: 0o700})
  } catch {
    return false
  }

  const written = await writeFileAtomic(file, `${JSON.stringify({...outcome, session_id: key.session, agent_id: key.agent, updated_at: new Date().toISOString()})}\n`)
  return written.ok
}

const outcomeKinds: readonly OutcomeKind[] = ['accepted', 'accepted-with-concerns', 'escalated']

/** Takes the recorded outcome: read once, then removed, so a later call of the same agent id is not told it again. */
export async function takeOutcome(file: string): Promise<Outcome | undefined> {
  const read = await readRegularFile(file, 256 * 1024)
  if (!read.ok) return undefined
  try {
    await unlink(file)
  } catch {
    // Gone already: read once all the same.
  }

  try {
    const value = JSON.parse(read.text) as Partial<Outcome>
    if (outcomeKinds.includes(value.kind as OutcomeKind) && typeof value.message === 'string' && typeof value.corrections === 'number') {
      return {kind: value.kind as OutcomeKind, corrections: value.corrections, message: value.message}
    }
  } catch {
    // Not ours: nothing to tell.
  }

  return undefined
}

/** Files of the state folder looked at for one session's outcomes: a folder of more is not ours to scan. */
const scanMaxFiles = 4096

/**
 * Takes every outcome recorded for a session, for a host whose tool result
 * names no agent (Codex's `wait_agent`): each read once, then removed.
 */
export async function takeSessionOutcomes(stateDir: string, sessionId: string): Promise<Outcome[]> {
  let names: string[]
  try {
    names = (await readdir(stateDir)).filter((name) => name.endsWith('.json')).slice(0, scanMaxFiles)
  } catch {
    return []
  }

  const outcomes: Outcome[] = []
  for (const name of names.sort()) {
    const file = join(stateDir, name)
    const read = await readRegularFile(file, 256 * 1024)
    if (!read.ok) continue
    let value: Partial<Outcome> & {session_id?: unknown}
    try {
      value = JSON.parse(read.text) as typeof value
    } catch {
      continue
    }

    if (value.session_id !== sessionId || !outcomeKinds.includes(value.kind as OutcomeKind)) continue
    const outcome = await takeOutcome(file)
    if (outcome) outcomes.push(outcome)
  }

  return outcomes
}
