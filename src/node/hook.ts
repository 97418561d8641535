/**
 * `runHook`: the `SubagentStop` / `Stop` hook of Claude Code and Codex. It
 * reads the event, reviews the child's final message and, when the return
 * fails its contract, answers `{"decision": "block", "reason": correction}`
 * so the host sends the correction back to the child. It never loops (a
 * per-agent budget, `stop_hook_active`) and fails open on what it cannot
 * read (the event, the transcript): the child may stop, and stderr says why.
 * A failing return is never accepted in silence: when the budget cannot be
 * kept (its private state folder cannot be used), the host's
 * `stop_hook_active` bounds the loop and a `systemMessage` says it still fails.
 *
 * Its decision (accepted, accepted with concerns, escalated after N
 * corrections) is recorded per agent; on the parent's `PostToolUse` event
 * of the subagent tool (`Agent`, `Task`), the same command answers with it
 * as `hookSpecificOutput.additionalContext`, which Claude Code adds to the
 * parent's next request.
 *
 * Fields relied on (see the README for the documentation they come from):
 * `hook_event_name`, `session_id`, `agent_id`, `agent_type`,
 * `last_assistant_message`, `agent_transcript_path`, `transcript_path`,
 * `stop_hook_active`.
 */
import {countErrors, type Diagnostic} from '../engine/diagnostic.js'
import type {ReturnReport} from '../schema/report.js'
import {childWords, quotedText} from '../util/child-words.js'
import {outcomeFile, takeOutcome, takeSessionOutcomes, writeOutcome, type Outcome} from './hook-outcome.js'
import {formatInstructionsMarker} from '../postflight/format-marker.js'
import {reviewLoading} from '../kinds/review-loading.js'
import {handoffPacketInvalidRule} from '../rules/check/handoff-packet-invalid.js'
import {briefText, lastAssistantText} from './hook-transcript.js'
import {readTranscriptFile} from './read-transcript.js'
import {clearBlocks, defaultStateDir, prepareStateDir, readBlocks, stateFile, withStateLock, writeBlocks} from './hook-state.js'
import {jsonText, visible} from '../util/visible.js'

/** The part of a review the hook needs: a correction when the return fails its contract. */
export interface HookReview {
  decision: {action: string; reason: string}
  correction?: string | undefined
  /** A line for stderr about the check itself (a packet in the brief that could not be used). */
  note?: string | undefined
  /** Why the return fails its contract, for the parent, the child's text in it quoted as data; without the retry budget of `decide`, which is not the hook's. */
  failure?: string | undefined
  /** Style warnings of a return that passes: the parent hears it was accepted with concerns. */
  warnings?: number | undefined
  /** What a return that passes reports, for the parent, the child's words quoted; without a retry budget, which the hook cannot know. */
  reported?: string | undefined
}

export type HookReviewer = (text: string, options: {kind?: HookKind; handoff?: string; transcript?: string}) => HookReview | Promise<HookReview>

/**
 * Longest return the hook reads. The parse is linear but synchronous, and remark
 * takes seconds on the densest shapes (a 1 MiB list of one-letter items takes
 * tens; a failing return is read again for its correction): a host that times a
 * hook out lets the agent stop unchecked, so a return past this bound is refused
 * (`input-too-large`, the child is sent back) rather than read. At this bound the
 * densest return takes about 11 s to review on a quiet 2-core machine, within the
 * 30 s `handback init` gives the hook; final messages are far below it.
 */
export const hookMaxBytes = 128 * 1024

/**
 * The hook's review: `review`'s decision, with the correction kept only when
 * the return fails its contract (an error, or no report). A well-formed
 * ERROR or PARTIAL return is the child's honest answer: the parent decides
 * on it, the hook does not send the child back.
 */
export async function contractReview(text: string, options: {kind?: HookKind; handoff?: string; transcript?: string}): Promise<HookReview> {
  const transcript = options.transcript === undefined ? {} : {transcript: options.transcript}
  // Only the kind the text is read as is loaded: a markdown return loads no JSON rule.
  const result = await reviewLoading(text, {
    ...(options.kind === undefined ? {} : {kind: options.kind}),
    ...(options.handoff === undefined ? {} : {handoff: options.handoff}),
    ...transcript,
    maxBytes: hookMaxBytes
  })
  // A packet in the brief that is not valid is the parent's to mend, not the child's: the return is checked without it.
  if (options.handoff !== undefined && result.diagnostics.some((diagnostic) => diagnostic.ruleId === handoffPacketInvalidRule.id)) {
    const alone = await contractReview(text, {...(options.kind === undefined ? {} : {kind: options.kind}), ...transcript})
    return {...alone, note: 'the handoff packet in the brief is not valid; the return was checked without it'}
  }

  const fails = result.report === null || countErrors(result.diagnostics) > 0
  if (fails && result.correction !== undefined) return {decision: result.decision, correction: result.correction, failure: failureOf(result.diagnostics)}
  const warnings = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning').length
  return {decision: result.decision, warnings, ...(result.report === null ? {} : {reported: reportedBy(result.report)})}
}

/** What a report says, for the parent: its state, whether it asks for a retry, and its summary, limitations and hint in the child's words. */
function reportedBy(report: ReturnReport): string {
  const {status} = report
  const retry = status.retry_recommended === true ? ' and recommends a retry' : status.state === 'ERROR' ? ' and does not recommend a retry' : ''
  const limitations = report.attestation.limitations ?? []
  const parts = [`The child reports ${status.state}${retry}.`]
  if (status.summary.trim() !== '') parts.push(`${childWords('Summary', status.summary.trim())}.`)
  if (limitations.length > 0) parts.push(`Limitations, in the child's words: ${limitations.map((item) => quotedText(item)).join(', ')}.`)
  if (typeof status.retry_hint === 'string' && status.retry_hint.trim() !== '') parts.push(`${childWords('Retry hint', status.retry_hint.trim())}.`)
  return parts.join(' ')
}

/** The errors of a return, for the parent: how many, and the first few messages quoted as data (they quote the child's text). */
function failureOf(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
  if (errors.length === 0) return 'no return could be read in its text.'
  const shown = errors.slice(0, 3).map((diagnostic) => `${diagnostic.ruleId} ${quotedText(diagnostic.message)}`)
  return `${errors.length} error${errors.length === 1 ? '' : 's'}: ${shown.join('; ')}${errors.length > shown.length ? `; and ${errors.length - shown.length} more` : ''}.`
}

/** The kinds of return the hook reads (`hook --kind`'s values): those that stand for a report. */
export const hookKinds = ['markdown', 'meta', 'subagent'] as const
export type HookKind = (typeof hookKinds)[number]

export interface HookOptions {
  /** Blocks allowed per agent before it may stop anyway. Default 2. */
  maxBlocks?: number
  /** After the budget: `allow` (stop, the default) or `warn` (stop, and a `systemMessage`, which the hosts write to their log only). The parent hears the escalation through PostToolUse either way. */
  onExhausted?: 'allow' | 'warn'
  /** Agent types checked; `main` names the top-level agent of a `Stop` event. Default: every agent. */
  agents?: readonly string[]
  /** Check a child only when its brief holds `marker` (or its type is in `agents`). Default false. */
  whenAsked?: boolean
  /** The marker looked for in the brief. Default: the first words of the format instructions. */
  marker?: string
  /** The kind of return the children write. Default: detected. */
  kind?: HookKind
  /**
   * Folder of the budget files, private to the user: created with mode 0700; an existing one must be
   * a folder owned by the user and writable by no one else. Default: `handback/hook` under
   * `$XDG_STATE_HOME`, else under `~/.local/state`.
   */
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

const defaultMaxBlocks = 2

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
  // Codex seals a child's brief (`encrypted_content`): the marker cannot be seen there, so the child is checked.
  if (brief.sealed) return {check: true}
  return {check: brief.text.includes(options.marker ?? formatInstructionsMarker)}
}

/** The handoff packet of a child's brief, when its transcript can be read and the brief holds one. */
async function packetIn(transcript: string | undefined): Promise<string | undefined> {
  if (transcript === undefined) return undefined
  const brief = await briefText(transcript)
  // The packet's reader (and its schema) is loaded only for a brief that may hold one.
  if (!brief.ok || !brief.text.includes('"task_id"')) return undefined
  return (await import('../pipeline/handoff-message.js')).findHandoffPacket(brief.text)
}

async function review(event: Event, options: HookOptions, reviewer: HookReviewer): Promise<HookOutcome> {
  const eventName = stringField(event, 'hook_event_name')
  if (eventName === 'PostToolUse') return tellParent(event, options)
  if (eventName !== 'SubagentStop' && eventName !== 'Stop') return allow(line(`event ${eventName ?? '(none)'} is not SubagentStop, Stop or PostToolUse; nothing to check`))
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

  // A handoff packet in the child's brief (its first user message) is what the return is checked against.
  const handoff = isChild ? await packetIn(stringField(event, 'agent_transcript_path')) : undefined
  // The agent's own record: a child's is its agent transcript, never the parent's `transcript_path`.
  const own = isChild ? stringField(event, 'agent_transcript_path') : transcript
  let transcriptText: string | undefined
  let readNote = ''
  if (own !== undefined && options.checkTranscript !== false) {
    const cwd = stringField(event, 'cwd')
    const read = await readTranscriptFile(own, cwd === undefined ? {} : {roots: [cwd]})
    if (read.ok) transcriptText = read.text
    // A transcript not (yet) written is no finding; one refused is said.
    else if (read.missing !== true) readNote = line(`${read.reason}; the return was not checked against it`)
  }

  const result = await reviewer(text, {...(options.kind === undefined ? {} : {kind: options.kind}), ...(handoff === undefined ? {} : {handoff}), ...(transcriptText === undefined ? {} : {transcript: transcriptText})})
  const note = readNote + (typeof result?.note === 'string' ? line(result.note) : '')
  const fails = typeof result?.correction === 'string' && result.correction.trim() !== ''
  const who = isChild ? `${visible(agentType) || 'agent'} ${visible(agentId)}` : 'the agent'
  const state = await prepareStateDir(options.stateDir ?? defaultStateDir())
  if (!state.ok) {
    if (!fails) return allow(note)
    return failClosed(event, who, result, note, state.reason)
  }

  const stateDir = state.value
  const file = await stateFile(stateDir, sessionId, agentId)
  const locked = await withStateLock(file, async (): Promise<HookOutcome | {unusable: string}> => {
    if (!fails) {
      const before = await readBlocks(file)
      await clearBlocks(file)
      if (isChild) await record(stateDir, sessionId, agentId, passed(who, before.ok ? before.blocks : 0, result))
      return allow(note)
    }

    const count = await readBlocks(file)
    if (!count.ok) return {unusable: count.reason}
    // Continuing after a block: only our own record proves the loop is ours and bounded.
    if (event['stop_hook_active'] === true && !count.recorded) return allow(note + line('stop_hook_active is set and this hook has not blocked this agent; the agent may stop'))
    const maxBlocks = options.maxBlocks ?? defaultMaxBlocks
    if (count.blocks >= maxBlocks) {
      const message = `handback: escalated: the return of ${who} still fails its contract after ${corrections(count.blocks)}; review it before use. It has ${result.failure ?? 'errors.'}`
      if (isChild) await record(stateDir, sessionId, agentId, {kind: 'escalated', corrections: count.blocks, message})
      if (options.onExhausted === 'warn') return {stdout: `${jsonText({systemMessage: message})}\n`, stderr: note + line(message), exitCode: 0}
      return allow(note + line(`budget of ${maxBlocks} blocks spent for ${who}; the agent may stop`))
    }

    const written = await writeBlocks(file, count.blocks + 1, {session: sessionId, agent: agentId})
    if (!written.ok) return {unusable: written.reason}
    return {stdout: `${jsonText({decision: 'block', reason: result.correction})}\n`, stderr: note, exitCode: 0}
  })
  if (!locked.ok) return fails ? failClosed(event, who, result, note, locked.reason) : allow(note + line(`${locked.reason}; the agent may stop`))
  const outcome = locked.value
  return 'unusable' in outcome ? failClosed(event, who, result, note, outcome.unusable) : outcome
}

/**
 * The answer to a failing return when the budget cannot be kept (the state
 * folder or file cannot be used): never a silent accept. The host's own
 * `stop_hook_active` bounds the loop instead: the first stop is blocked with
 * the correction; once the agent continues after a block, it may stop, with
 * a `systemMessage` saying its return still fails. Either way stderr says why.
 */
function failClosed(event: Event, who: string, result: HookReview, note: string, reason: string): HookOutcome {
  const why = line(`${reason}; the budget cannot be counted`)
  if (event['stop_hook_active'] !== true) return {stdout: `${jsonText({decision: 'block', reason: result.correction})}\n`, stderr: note + why, exitCode: 0}
  const message = `handback: escalated: the return of ${who} still fails its contract, and the hook cannot count corrections (${reason}); review it before use. It has ${result.failure ?? 'errors.'}`
  return {stdout: `${jsonText({systemMessage: message})}\n`, stderr: note + why, exitCode: 0}
}

function corrections(count: number): string {
  return `${count} correction${count === 1 ? '' : 's'}`
}

/** The outcome of a return that passes its contract: accepted, or accepted with concerns (the child's own ERROR or PARTIAL, or style warnings). */
function passed(who: string, blocks: number, result: HookReview): Outcome {
  const after = blocks === 0 ? 'at the first attempt' : `after ${corrections(blocks)}`
  const warnings = typeof result.warnings === 'number' && result.warnings > 0 ? ` It has ${result.warnings} style warning${result.warnings === 1 ? '' : 's'}.` : ''
  const concerns = result.decision.action !== 'accept' || warnings !== ''
  const kind = concerns ? 'accepted-with-concerns' : 'accepted'
  const message = `handback: ${concerns ? 'accepted with concerns' : 'accepted'}: the return of ${who} passes its contract ${after}. ${result.reported ?? result.decision.reason}${warnings}`
  return {kind, corrections: blocks, message}
}

/** Records the outcome for the parent's PostToolUse hook; a record that cannot be written only costs the parent the message. */
async function record(stateDir: string, sessionId: string, agentId: string, outcome: Outcome): Promise<void> {
  await writeOutcome(await outcomeFile(stateDir, sessionId, agentId), stateDir, outcome, {session: sessionId, agent: agentId})
}

/** Subagent tools whose result names the agent (Claude Code's): the parent hears that agent's outcome beside it. */
const subagentTools: ReadonlySet<string> = new Set(['Agent', 'Task'])

/** Tools whose result names no agent (Codex's `wait_agent`, namespaced as the host reports it): the parent hears every outcome of its session not told yet. */
const waitTools: ReadonlySet<string> = new Set(['wait_agent', 'collaborationwait_agent', 'collaboration.wait_agent'])

/** The id of the agent a subagent tool ran: `tool_response.agentId`, or the `agentId: …` line of its text. */
function agentIdOf(response: unknown): string | undefined {
  if (typeof response === 'object' && response !== null && !Array.isArray(response)) {
    const id = (response as Record<string, unknown>)['agentId'] ?? (response as Record<string, unknown>)['agent_id']
    if (typeof id === 'string' && id !== '') return id
  }

  const text = typeof response === 'string' ? response : JSON.stringify(response ?? '')
  return /agentId: ([A-Za-z0-9_-]{1,128})/.exec(text)?.[1]
}

/** The parent's PostToolUse of a subagent tool: the recorded outcome of that child, as context for the parent's next request. */
async function tellParent(event: Event, options: HookOptions): Promise<HookOutcome> {
  const tool = stringField(event, 'tool_name') ?? ''
  if (!waitTools.has(tool) && !subagentTools.has(tool)) return allow()
  // What the parent hears is read only from the private state folder: one anybody could write could forge handback's words.
  const state = await prepareStateDir(options.stateDir ?? defaultStateDir())
  if (!state.ok) return allow(line(`${state.reason}; the parent is not told the outcome`))
  const stateDir = state.value
  if (waitTools.has(tool)) {
    const outcomes = await takeSessionOutcomes(stateDir, stringField(event, 'session_id') ?? 'unknown-session')
    if (outcomes.length === 0) return allow()
    return {stdout: `${jsonText({hookSpecificOutput: {hookEventName: 'PostToolUse', additionalContext: outcomes.map((outcome) => outcome.message).join('\n')}})}\n`, stderr: '', exitCode: 0}
  }

  // The hook may run after every tool call (Codex has no matcher on it here): another tool is no news, and no log line.
  if (!subagentTools.has(tool)) return allow()
  const agentId = agentIdOf(event['tool_response'])
  if (agentId === undefined) return allow(line('PostToolUse without the id of the agent; nothing to tell'))
  const sessionId = stringField(event, 'session_id') ?? 'unknown-session'
  const outcome = await takeOutcome(await outcomeFile(stateDir, sessionId, agentId))
  if (outcome === undefined) return allow()
  return {stdout: `${jsonText({hookSpecificOutput: {hookEventName: 'PostToolUse', additionalContext: outcome.message}})}
`, stderr: '', exitCode: 0}
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
