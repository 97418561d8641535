/**
 * `runHook`: the `SubagentStop` / `Stop` hook of Claude Code and Codex. It
 * reads the event, reviews the child's final message and, when the return
 * fails its contract, answers `{"decision": "block", "reason": correction}`
 * so the host sends the correction back to the child. It never loops (a
 * per-agent budget, `stop_hook_active`) and fails open: whatever goes wrong
 * on its side, the child may stop, and stderr says why.
 *
 * Fields relied on (see the README for the documentation they come from):
 * `hook_event_name`, `session_id`, `agent_id`, `agent_type`,
 * `last_assistant_message`, `agent_transcript_path`, `transcript_path`,
 * `stop_hook_active`.
 */
import {countErrors} from '../engine/diagnostic.js'
import {findHandoffPacket} from '../pipeline/handoff-message.js'
import {formatInstructionsMarker} from '../postflight/format-instructions.js'
import {review as reviewReturn} from '../postflight/review.js'
import {handoffPacketInvalidRule} from '../rules/check/handoff-packet-invalid.js'
import {briefText, lastAssistantText} from './hook-transcript.js'
import {readTranscriptFile} from './read-transcript.js'
import {clearBlocks, defaultStateDir, readBlocks, stateFile, writeBlocks} from './hook-state.js'
import {jsonText, visible} from '../util/visible.js'

/** The part of a review the hook needs: a correction when the return fails its contract. */
export interface HookReview {
  decision: {action: string; reason: string}
  correction?: string | undefined
  /** A line for stderr about the check itself (a packet in the brief that could not be used). */
  note?: string | undefined
}

export type HookReviewer = (text: string, options: {kind?: HookKind; handoff?: string; transcript?: string}) => HookReview

/**
 * The hook's review: `review`'s decision, with the correction kept only when
 * the return fails its contract (an error, or no report). A well-formed
 * ERROR or PARTIAL return is the child's honest answer: the parent decides
 * on it, the hook does not send the child back.
 */
export function contractReview(text: string, options: {kind?: HookKind; handoff?: string; transcript?: string}): HookReview {
  const transcript = options.transcript === undefined ? {} : {transcript: options.transcript}
  const result = reviewReturn(text, {...(options.kind === undefined ? {} : {kind: options.kind}), ...(options.handoff === undefined ? {} : {handoff: options.handoff}), ...transcript})
  // A packet in the brief that is not valid is the parent's to mend, not the child's: the return is checked without it.
  if (options.handoff !== undefined && result.diagnostics.some((diagnostic) => diagnostic.ruleId === handoffPacketInvalidRule.id)) {
    const alone = contractReview(text, {...(options.kind === undefined ? {} : {kind: options.kind}), ...transcript})
    return {...alone, note: 'the handoff packet in the brief is not valid; the return was checked without it'}
  }

  const fails = result.report === null || countErrors(result.diagnostics) > 0
  return fails && result.correction !== undefined ? {decision: result.decision, correction: result.correction} : {decision: result.decision}
}

export type HookKind = 'markdown' | 'meta' | 'subagent'

export interface HookOptions {
  /** Blocks allowed per agent before it may stop anyway. Default 2. */
  maxBlocks?: number
  /** After the budget: `allow` (stop silently, the default) or `warn` (stop, and a `systemMessage` for the user and parent). */
  onExhausted?: 'allow' | 'warn'
  /** Agent types checked; `main` names the top-level agent of a `Stop` event. Default: every agent. */
  agents?: readonly string[]
  /** Check a child only when its brief holds `marker` (or its type is in `agents`). Default false. */
  whenAsked?: boolean
  /** The marker looked for in the brief. Default: the first words of the format instructions. */
  marker?: string
  /** The kind of return the children write. Default: detected. */
  kind?: HookKind
  /** Folder of the budget files. Default: `handback-hook` under the system's temporary folder. */
  stateDir?: string
  /**
   * Check the return against the agent's own transcript when the event names
   * one (`agent_transcript_path` of a SubagentStop, `transcript_path` of a
   * Stop): a SUCCESS the transcript contradicts is sent back. Default true.
   */
  checkTranscript?: boolean
}

export interface HookOutcome {
  /** What the host reads: empty (let the agent stop) or one JSON object. */
  stdout: string
  /** Why the hook let the agent stop when it could not review, one line each. */
  stderr: string
  /** Always 0: a hook that fails must not block the agent. */
  exitCode: 0
}

export const defaultMaxBlocks = 2

type Event = Record<string, unknown>

function stringField(event: Event, name: string): string | undefined {
  const value = event[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** One line for stderr, with the input's control characters shown as escapes. */
function line(text: string): string {
  return `handback hook: ${visible(text)}\n`
}

function allow(stderr = ''): HookOutcome {
  return {stdout: '', stderr, exitCode: 0}
}

/** Whether this agent is one the options ask to check. */
async function selected(agentType: string, transcript: string | undefined, options: HookOptions): Promise<{check: boolean; note?: string}> {
  const byType = options.agents !== undefined && options.agents.length > 0 ? options.agents.includes(agentType) : undefined
  if (byType === true) return {check: true}
  if (!options.whenAsked) return {check: byType !== false}
  if (transcript === undefined) return {check: false, note: 'no transcript to find the brief in; not checked'}
  const brief = await briefText(transcript)
  if (!brief.ok) return {check: false, note: `${brief.reason}; not checked`}
  return {check: brief.text.includes(options.marker ?? formatInstructionsMarker)}
}

/** The handoff packet of a child's brief, when its transcript can be read and the brief holds one. */
async function packetIn(transcript: string | undefined): Promise<string | undefined> {
  if (transcript === undefined) return undefined
  const brief = await briefText(transcript)
  return brief.ok ? findHandoffPacket(brief.text) : undefined
}

async function review(event: Event, options: HookOptions, reviewer: HookReviewer): Promise<HookOutcome> {
  const eventName = stringField(event, 'hook_event_name')
  if (eventName !== 'SubagentStop' && eventName !== 'Stop') return allow(line(`event ${eventName ?? '(none)'} is not SubagentStop or Stop; nothing to check`))
  const isChild = eventName === 'SubagentStop'
  const agentType = isChild ? (stringField(event, 'agent_type') ?? '') : 'main'
  const agentId = isChild ? (stringField(event, 'agent_id') ?? agentType) : 'main'
  const sessionId = stringField(event, 'session_id') ?? 'unknown-session'
  // A child's own transcript is its brief and its answers; `transcript_path` is the parent's.
  const transcript = isChild ? (stringField(event, 'agent_transcript_path') ?? stringField(event, 'transcript_path')) : stringField(event, 'transcript_path')

  const choice = await selected(agentType, isChild ? stringField(event, 'agent_transcript_path') : transcript, options)
  if (!choice.check) return allow(choice.note ? line(choice.note) : '')

  let text = typeof event['last_assistant_message'] === 'string' ? event['last_assistant_message'] : undefined
  if (text === undefined || text.trim() === '') {
    if (transcript === undefined) return allow(line('no last_assistant_message and no transcript path; the agent may stop'))
    const read = await lastAssistantText(transcript)
    if (!read.ok) return allow(line(`${read.reason}; the agent may stop`))
    text = read.text
  }

  const stateDir = options.stateDir ?? defaultStateDir()
  const file = await stateFile(stateDir, sessionId, agentId)
  // A handoff packet in the child's brief (its first user message) is what the return is checked against.
  const handoff = isChild ? await packetIn(stringField(event, 'agent_transcript_path')) : undefined
  // The agent's own record: a child's is its agent transcript, never the parent's `transcript_path`.
  const own = isChild ? stringField(event, 'agent_transcript_path') : transcript
  let record: string | undefined
  let readNote = ''
  if (own !== undefined && options.checkTranscript !== false) {
    const cwd = stringField(event, 'cwd')
    const read = await readTranscriptFile(own, cwd === undefined ? {} : {roots: [cwd]})
    if (read.ok) record = read.text
    // A transcript not (yet) written is no finding; one refused is said.
    else if (read.missing !== true) readNote = line(`${read.reason}; the return was not checked against it`)
  }

  const result = reviewer(text, {...(options.kind === undefined ? {} : {kind: options.kind}), ...(handoff === undefined ? {} : {handoff}), ...(record === undefined ? {} : {transcript: record})})
  const note = readNote + (typeof result?.note === 'string' ? line(result.note) : '')
  if (typeof result?.correction !== 'string' || result.correction.trim() === '') {
    await clearBlocks(file)
    return allow(note)
  }

  const count = await readBlocks(file)
  if (!count.ok) return allow(note + line(`${count.reason}; the agent may stop`))
  // Continuing after a block: only our own record proves the loop is ours and bounded.
  if (event['stop_hook_active'] === true && !count.recorded) return allow(note + line('stop_hook_active is set and this hook has not blocked this agent; the agent may stop'))
  const maxBlocks = options.maxBlocks ?? defaultMaxBlocks
  if (count.blocks >= maxBlocks) {
    const who = isChild ? `${agentType || 'agent'} ${agentId}` : 'the agent'
    const message = `handback: the return of ${who} still fails its contract after ${count.blocks} correction${count.blocks === 1 ? '' : 's'}; review it before use. ${result.decision.reason}`
    if (options.onExhausted === 'warn') return {stdout: `${jsonText({systemMessage: message})}\n`, stderr: note + line(message), exitCode: 0}
    return allow(note + line(`budget of ${maxBlocks} blocks spent for ${who}; the agent may stop`))
  }

  const written = await writeBlocks(file, stateDir, count.blocks + 1, {session: sessionId, agent: agentId})
  // Without a record the budget cannot hold: letting the agent stop is the only loop-free answer.
  if (!written.ok) return allow(note + line(`${written.reason}; the agent may stop`))
  return {stdout: `${jsonText({decision: 'block', reason: result.correction})}\n`, stderr: note, exitCode: 0}
}

/**
 * Runs the hook on the event's JSON text. Never throws and never rejects:
 * on its own failure the agent may stop, and `stderr` says why.
 *
 * @param input The hook's standard input.
 * @param options See `HookOptions`.
 * @param reviewer The review of a child's text; default `contractReview`.
 */
export async function runHook(input: string, options: HookOptions, reviewer: HookReviewer = contractReview): Promise<HookOutcome> {
  try {
    let event: unknown
    try {
      event = JSON.parse(input)
    } catch {
      // The parser's own wording differs between Node versions; the fact is enough for the log.
      return allow(line(`the hook input is not JSON (${input.trim() === '' ? 'empty' : `${Buffer.byteLength(input)} bytes`}); the agent may stop`))
    }

    if (typeof event !== 'object' || event === null || Array.isArray(event)) return allow(line('the hook input is not a JSON object; the agent may stop'))
    return await review(event as Event, options ?? {}, reviewer)
  } catch (error) {
    return allow(line(`internal error (${error instanceof Error ? error.message : String(error)}); the agent may stop`))
  }
}
