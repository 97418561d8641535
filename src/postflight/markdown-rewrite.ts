/**
 * The rewrite a markdown correction ends with: the child's return in the
 * contract's form, carrying over everything it reported that maps to the
 * contract (read by the reader, and by `salvageReport` from any other
 * layout), with a `[fill in: …]` placeholder only where something is really
 * missing. The return is written for every state at once: the lines that
 * hold whatever the state, then, for each state, the lines it adds (ERROR
 * its `retry_recommended` and `retry_hint`, PARTIAL its limitations), and a
 * line of the child's that would contradict SUCCESS is offered only under the
 * states it agrees with. When the whole does not fit its room, lists lose
 * their tail to one placeholder asking for the rest as written, never their
 * structure.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {canonicalSeparator} from '../markdown/interpret.js'
import {canonicalSectionTitles} from '../markdown/model.js'
import {canonicalNone} from '../markdown/values.js'
import {parseReturn} from '../pipeline/parse-return.js'
import {signalsCanContradict} from '../signals/index.js'
import type {ReturnReport, ReturnState} from '../schema/report.js'
import {returnStates} from '../schema/return-state.js'
import {fencedText} from '../util/child-words.js'
import {fromPointer} from '../util/pointer.js'
import {visible} from '../util/visible.js'
import {pathsIn, salvageReport} from './salvage.js'

/** What a placeholder starts with: square brackets, which hosts that escape markup (`<`, `>`) leave as they are. */
export const placeholderStart = '[fill in:'

function placeholder(what: string): string {
  return `${placeholderStart} ${what}]`
}

const statusKeys = new Set(['state', 'summary', 'error_code', 'retry_recommended', 'retry_hint'])

/** A list of the return and whether the child stated it (an empty stated list is `(none)`; an unstated one, a placeholder). */
interface StatedList {
  items: string[]
  stated: boolean
}

/** What the child reported, in the contract's terms. */
export interface Restatement {
  state: ReturnState | undefined
  summary: string | undefined
  /** Other key lines of the Status section, as written (`tests: 48 passed`). */
  statusLines: string[]
  errorCode: string | undefined
  retryRecommended: boolean | undefined
  retryHint: string | undefined
  deliverables: StatedList
  evidence: StatedList
  model: string | undefined
  mode: string | undefined
  filesCreated: StatedList
  filesModified: StatedList
  limitations: string[]
  /** The child's lines that say the work did not succeed: offered under PARTIAL and ERROR only. */
  againstSuccess: string[]
  /** The states the child's summary is read as contradicting (`❌ Could not …` under SUCCESS or PARTIAL). */
  summaryRefuses: ReturnState[]
}

/** One line of text: line breaks become spaces, control characters escapes. */
function oneLine(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)
  return visible(
    text
      .split(/\r\n|\r|\n/)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(' ')
  )
}

function pushNew(into: string[], items: readonly string[]): void {
  const seen = new Set(into.map((item) => item.toLowerCase()))
  for (const item of items) {
    const text = oneLine(item)
    if (text === '' || seen.has(text.toLowerCase())) continue
    seen.add(text.toLowerCase())
    into.push(text)
  }
}

/** The value at a JSON pointer into a report, or undefined. */
function valueAt(report: ReturnReport | null, pointer: string | undefined): unknown {
  if (!report || typeof pointer !== 'string') return undefined
  let current: unknown = report
  for (const segment of fromPointer(pointer)) current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[segment] : undefined
  return current
}

/** Whether the child's summary, under `state` alone, is read as saying another state (`❌ Could not …` under PARTIAL). */
function summaryRefuses(summary: string | undefined, state: ReturnState): boolean {
  if (summary === undefined || state === 'ERROR') return false
  return parseReturn(`## Status\nstate: ${state}\nsummary: ${summary}\n`).diagnostics.some((diagnostic) => diagnostic.ruleId === 'state-invalid')
}

/** Whether `line`, alone under `## Status` beside `state: SUCCESS`, is read as saying another state. */
function contradictsSuccess(line: string): boolean {
  const probe = `## Status\nstate: SUCCESS\nsummary: x\n${line}\n`
  return parseReturn(probe).diagnostics.some((diagnostic) => diagnostic.ruleId === 'state-invalid')
}

/**
 * What the child reported, from the reader's report (when its return could
 * be read) and from every other part of its text. Paths the contract refuses
 * (`path-not-repo-relative`) become placeholders naming them.
 */
export function restate(source: string, basis: ReturnReport | null, diagnostics: readonly Diagnostic[]): Restatement {
  const badPaths = new Set<string>()
  let stateInvalid = false
  for (const diagnostic of diagnostics) {
    // The path is read where the diagnostic points, not out of its message, which quotes a long one in part.
    const path = diagnostic.ruleId === 'path-not-repo-relative' ? valueAt(basis, diagnostic.pointer) : undefined
    if (typeof path === 'string') badPaths.add(path)
    if (diagnostic.severity === 'error' && (diagnostic.ruleId === 'state-invalid' || diagnostic.pointer === '/status/state')) stateInvalid = true
  }

  const salvage = salvageReport(source, {skipContract: basis !== null})
  const status = (basis?.status ?? {}) as Record<string, unknown>
  const state = returnStates.find((candidate) => candidate === status['state'])
  const summary = typeof status['summary'] === 'string' && status['summary'].trim() !== '' ? status['summary'] : salvage.summary
  const statusLines: string[] = []
  const againstSuccess: string[] = []
  for (const [key, value] of Object.entries(status)) {
    // Limitations written under Status are limitations, kept below with the others.
    if (statusKeys.has(key) || key === 'limitations' || value === undefined || value === null) continue
    const text = Array.isArray(value) ? `${key}: ${value.map((item) => oneLine(item)).join(', ')}` : `${key}: ${oneLine(value)}`
    // Checked by the reader itself, as the child's line would be read beside SUCCESS.
    if (statusLines.length + againstSuccess.length < 50 && contradictsSuccess(text)) againstSuccess.push(text)
    else statusLines.push(text)
  }

  const restatePath = (path: string): string => (badPaths.has(path) ? placeholder(`the repository-relative path for ${path}`) : path)
  const deliverables: string[] = []
  for (const deliverable of basis?.deliverables ?? []) {
    deliverables.push(oneLine(deliverable.description ? `${restatePath(deliverable.path)}${canonicalSeparator}${deliverable.description}` : restatePath(deliverable.path)))
  }

  pushNew(
    deliverables,
    salvage.deliverables.map((deliverable) => (deliverable.description ? `${deliverable.path}${canonicalSeparator}${deliverable.description}` : deliverable.path))
  )
  const evidence: string[] = []
  pushNew(evidence, (basis?.evidence ?? []).map((item) => item.text))
  pushNew(evidence, salvage.evidence)
  const attestation = basis?.attestation
  const filesCreated: string[] = []
  pushNew(filesCreated, (attestation?.files_created ?? []).map(restatePath))
  pushNew(filesCreated, salvage.filesCreated)
  const filesModified: string[] = []
  pushNew(filesModified, (attestation?.files_modified ?? []).map(restatePath))
  pushNew(filesModified, salvage.filesModified)
  const limitations: string[] = []
  pushNew(limitations, attestation?.limitations ?? [])
  const underStatus = status['limitations']
  if (typeof underStatus === 'string') pushNew(limitations, [underStatus])
  if (Array.isArray(underStatus)) pushNew(limitations, underStatus.filter((item): item is string => typeof item === 'string'))
  pushNew(limitations, salvage.limitations)

  // A section the reader found stands as stated, even empty; one found nowhere asks for its content.
  const hasSection = (title: string): boolean =>
    basis !== null && !diagnostics.some((diagnostic) => diagnostic.ruleId === 'section-missing' && Array.isArray(diagnostic.expected) && diagnostic.expected.includes(`## ${title}`))
  const result: Restatement = {
    state: stateInvalid ? undefined : (state ?? (basis === null ? salvage.state : undefined)),
    summary: summary === undefined ? undefined : oneLine(summary),
    statusLines,
    errorCode: typeof status['error_code'] === 'string' && status['error_code'] !== '' ? oneLine(status['error_code']) : undefined,
    retryRecommended: typeof status['retry_recommended'] === 'boolean' ? status['retry_recommended'] : undefined,
    retryHint: typeof status['retry_hint'] === 'string' && status['retry_hint'].trim() !== '' ? oneLine(status['retry_hint']) : undefined,
    deliverables: {items: deliverables, stated: deliverables.length > 0 || hasSection(canonicalSectionTitles.deliverables)},
    evidence: {items: evidence, stated: evidence.length > 0 || hasSection(canonicalSectionTitles.evidence)},
    model: nonEmpty(attestation?.runtime_model_reported) ?? salvage.model,
    mode: nonEmpty(attestation?.runtime_mode_reported) ?? salvage.mode,
    filesCreated: {items: filesCreated, stated: filesCreated.length > 0 || hasSection(canonicalSectionTitles.attestation)},
    filesModified: {items: filesModified, stated: filesModified.length > 0 || hasSection(canonicalSectionTitles.attestation)},
    limitations,
    againstSuccess,
    summaryRefuses: summary === undefined ? [] : returnStates.filter((candidate) => summaryRefuses(oneLine(summary), candidate))
  }
  coverPaths(result, source)
  return result
}

function nonEmpty(value: string | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? oneLine(value) : undefined
}

/** Every path the child's text names, kept: one the rewrite does not hold yet is evidence, with the line that names it. */
function coverPaths(restatement: Restatement, source: string): void {
  const texts = [
    restatement.summary ?? '',
    restatement.model ?? '',
    restatement.mode ?? '',
    ...restatement.statusLines,
    ...restatement.deliverables.items,
    ...restatement.evidence.items,
    ...restatement.filesCreated.items,
    ...restatement.filesModified.items,
    ...restatement.limitations,
    ...restatement.againstSuccess
  ]
  // Paths are looked up, not searched for: a return can name thousands.
  const held = new Set(texts.flatMap((text) => [text, ...pathsIn(text)]))
  const missing: string[] = []
  for (const line of source.split(/\r\n|\r|\n/)) {
    const text = line.trim()
    if (text.startsWith('#')) continue
    const paths = pathsIn(text).filter((path) => !held.has(path) && !held.has(visible(path)))
    if (paths.length === 0) continue
    missing.push(text.replace(/^(?:[-*+]|\d{1,9}[.)])\s+/, ''))
    for (const path of paths) held.add(path)
  }

  pushNew(restatement.evidence.items, missing)
  if (missing.length > 0) restatement.evidence.stated = true
}

/** Placeholders for what the child left out. */
const missing = {
  state: placeholder('SUCCESS, PARTIAL or ERROR'),
  summary: placeholder('one sentence saying what you did'),
  deliverable: placeholder('path — what it is'),
  evidence: placeholder('command, file or check — what it shows'),
  model: placeholder('the model you ran on'),
  mode: placeholder('the mode you ran in'),
  files: placeholder('each path, one a line, or (none)'),
  retryRecommended: placeholder('yes or no'),
  retryHint: placeholder('what to change for the retry'),
  limitation: placeholder('what was left undone')
}

/** How many items of each list are shown; the rest is asked for as written. */
interface Shown {
  deliverables: number
  evidence: number
  files: number
  limitations: number
}

function listLines(list: StatedList, limit: number, fallback: string, what: string): string[] {
  if (list.items.length === 0) return [`- ${list.stated ? canonicalNone : fallback}`]
  // A tail of one item is shown: its placeholder would be no shorter. An item to restate is always shown.
  if (list.items.length <= limit + 1) return list.items.map((item) => `- ${item}`)
  const shown: string[] = []
  let rest = 0
  for (const item of list.items) {
    if (shown.length < limit || item.includes(placeholderStart)) shown.push(`- ${item}`)
    else rest++
  }

  if (rest > 0) shown.push(`- ${placeholder(`the ${rest} more ${what} of your return, each as you wrote it`)}`)
  return shown
}

/** The lines that hold whatever the state. */
function commonLines(restatement: Restatement, shown: Shown): string[] {
  const lines = [`## ${canonicalSectionTitles.status}`, `state: ${restatement.state ?? missing.state}`, `summary: ${restatement.summary ?? missing.summary}`, ...restatement.statusLines]
  lines.push('', `## ${canonicalSectionTitles.deliverables}`, ...listLines(restatement.deliverables, shown.deliverables, missing.deliverable, 'deliverables'))
  lines.push('', `## ${canonicalSectionTitles.evidence}`, ...listLines(restatement.evidence, shown.evidence, missing.evidence, 'evidence items'))
  lines.push(
    '',
    `## ${canonicalSectionTitles.attestation}`,
    `runtime_model_reported: ${restatement.model ?? missing.model}`,
    `runtime_mode_reported: ${restatement.mode ?? missing.mode}`,
    'files_created:',
    ...listLines(restatement.filesCreated, shown.files, missing.files, 'created files'),
    'files_modified:',
    ...listLines(restatement.filesModified, shown.files, missing.files, 'modified files')
  )
  if (restatement.limitations.length > 0) lines.push('limitations:', ...listLines({items: restatement.limitations, stated: true}, shown.limitations, '', 'limitations'))
  return lines
}

/** What one state adds to the common lines: lines after `summary:`, and lines at the end. */
interface StateLines {
  afterSummary: string[]
  atEnd: string[]
}

function stateLines(restatement: Restatement, state: ReturnState): StateLines {
  if (state === 'SUCCESS') return {afterSummary: [], atEnd: []}
  const retry: string[] = []
  if (restatement.errorCode !== undefined) retry.push(`error_code: ${restatement.errorCode}`)
  if (state === 'ERROR' || restatement.retryRecommended !== undefined) {
    retry.push(`retry_recommended: ${restatement.retryRecommended === undefined ? missing.retryRecommended : restatement.retryRecommended ? 'yes' : 'no'}`)
    if (restatement.retryRecommended !== false) retry.push(`retry_hint: ${restatement.retryHint ?? missing.retryHint}`)
  }

  // The limitations list ends the common lines when it is there: the state's own continue it.
  const own = restatement.againstSuccess.map((line) => `- ${line}`)
  if (state === 'PARTIAL' && own.length === 0 && restatement.limitations.length === 0) own.push(`- ${missing.limitation}`)
  const atEnd = own.length === 0 ? [] : restatement.limitations.length > 0 ? own : ['limitations:', ...own]
  return {afterSummary: retry, atEnd}
}

/** The first words of the rewrite, which say how to follow it. */
const rewriteLead = 'Send this return again without the ~~~ lines, each [fill in: …] replaced:'

/**
 * The signal that closes `state` to the rewrite: what the child's own
 * evidence, summary or limitations show under it (grammar/signals.md), read
 * as the return would be read; undefined when the state is open.
 */
function closedBy(common: readonly string[], state: ReturnState, lines: StateLines): string | undefined {
  // No reading needed where no signal can say worse (each reading is a parse of the whole return).
  if (!signalsCanContradict(state)) return undefined
  const text = common.map((line) => (line.startsWith('state: ') ? `state: ${state}` : line))
  const summary = text.findIndex((line) => line.startsWith('summary: '))
  text.splice(summary + 1, 0, ...lines.afterSummary)
  text.push(...lines.atEnd)
  const found = parseReturn(text.join('\n') + '\n').diagnostics.find((diagnostic) => diagnostic.ruleId === 'outcome-contradicted')
  return found?.signal
}

/** The rewrite as the child reads it: the common return in a fence, then what each state adds. */
function renderRestatement(restatement: Restatement, shown: Shown, closures: ReadonlyMap<ReturnState, string | undefined>): string {
  const common = commonLines(restatement, shown)
  const parts = [rewriteLead, fencedText(common.join('\n')).trimEnd(), 'By the state you send:']
  for (const state of returnStates) {
    const {afterSummary, atEnd} = stateLines(restatement, state)
    // A state the child's own text contradicts is not offered: following it would be refused again.
    const closed = closures.get(state)
    if (closed !== undefined) {
      parts.push(`- ${state}: not open to this return: what it shows says otherwise (signal \`${closed}\`, grammar/signals.md).`)
      continue
    }

    // The summary is the child's own words: when they say another state, the child rewrites them, not handback.
    const first = restatement.summaryRefuses.includes(state) ? 'write `summary:` again first (yours reads as another state), then ' : ''
    if (afterSummary.length === 0 && atEnd.length === 0) {
      parts.push(`- ${state}: ${first}nothing more.`)
      continue
    }

    const what: string[] = []
    if (afterSummary.length > 0) what.push(`after \`summary:\`\n${fencedText(afterSummary.join('\n')).trimEnd()}`)
    if (atEnd.length > 0) what.push(`at the end\n${fencedText(atEnd.join('\n')).trimEnd()}`)
    parts.push(`- ${state}: ${first}add ${what.join('\n  and ')}`)
  }

  return parts.join('\n') + '\n'
}

/**
 * The rewrite within `room` characters, or undefined when even its
 * structure alone does not fit. Lists lose their tail first (evidence, then
 * limitations, then files, then deliverables), each tail asked for as written.
 */
export function markdownRewrite(restatement: Restatement, room: number): string | undefined {
  const shown: Shown = {deliverables: Infinity, evidence: Infinity, files: Infinity, limitations: Infinity}
  // Which states the return's own text closes, read once over all of it: a shortened rendering
  // shows less of the child's evidence, not less of what it says (and each reading is a parse).
  const whole = commonLines(restatement, shown)
  const closures = new Map(returnStates.map((state) => [state, closedBy(whole, state, stateLines(restatement, state))] as const))
  let text = renderRestatement(restatement, shown, closures)
  const order: Array<keyof Shown> = ['evidence', 'limitations', 'files', 'deliverables']
  for (const key of order) {
    for (const limit of [8, 3, 1, 0]) {
      if (text.length <= room) return text
      shown[key] = limit
      text = renderRestatement(restatement, shown, closures)
    }
  }

  return text.length <= room ? text : undefined
}
