/**
 * `checkReturn`: did the child deliver what the packet asked for? Reads the
 * return and the packet, finds the gaps between them once, and runs the
 * `check` rules over them. Diagnostics are placed in the return, each with a
 * `cause` in the packet. What no program can verify (success criteria,
 * constraints) comes back as an unchecked checklist for the parent.
 */
import {compareDiagnostics, type Diagnostic, type Place} from '../engine/diagnostic.js'
import {internalError} from '../engine/guard.js'
import {stamp} from '../engine/rule.js'
import {runRules} from '../engine/run-rules.js'
import type {RuleSettings} from '../engine/settings.js'
import type {ArtifactFileState} from '../json/options.js'
import {readHandoffMessage} from '../pipeline/handoff-message.js'
import {lintHandoffMessage} from '../pipeline/lint-handoff.js'
import {parseReturn, type ParseResult} from '../pipeline/parse-return.js'
import type {CheckContext, DeliverableGap} from '../rules/check/context.js'
import {handoffPacketInvalidRule} from '../rules/check/handoff-packet-invalid.js'
import {checkRules} from '../rules/check/index.js'
import type {HandoffPacket} from '../schema/handoff.js'
import type {ReturnReport} from '../schema/report.js'
import {optionsOf} from '../util/options.js'
import {coverageOf, mentionedIn, mentionFinder, normalizedPath, type PathEntry} from './path-coverage.js'
import {saysNotMade} from './not-made-words.js'
import {inputRules} from '../engine/input-rules.js'

export interface CheckReturnOptions extends RuleSettings {
  /** What is on disk at a repo-relative path (`createArtifactCheck(root)` in `handback/node`); absent, nothing is checked on disk. */
  checkFile?: (path: string) => ArtifactFileState
  /** Largest input read, in UTF-8 bytes; default 1 MiB. */
  maxBytes?: number
}

export interface ChecklistItem {
  /** The packet field the item comes from. */
  source: 'success_criteria' | 'constraints'
  text: string
  /** Always false: handback cannot verify these; the parent judges them. */
  checked: false
}

export interface CheckReturnResult {
  /** Gaps between return and packet, placed in the return, with a `cause` in the packet. */
  diagnostics: Diagnostic[]
  /** The return's own lint diagnostics. */
  returnDiagnostics: Diagnostic[]
  /** The packet's own lint diagnostics, placed in the packet text. */
  packetDiagnostics: Diagnostic[]
  /** Success criteria and constraints, unchecked, for the parent to judge. */
  checklist: ChecklistItem[]
  /** The same checklist as markdown (`- [ ] …`), or `''` when the packet has none. */
  checklistText: string
  /** Paths of the packet's deliverables the return misses (not created, not delivered, or missing on disk). */
  missingDeliverables: string[]
}

function explained(path: string, mentioned: (path: string) => boolean): boolean {
  const wanted = normalizedPath(path).replace(/\/$/, '')
  const base = wanted.slice(wanted.lastIndexOf('/') + 1)
  return mentioned(wanted) || (base.length >= 3 && mentioned(base))
}

/** Entries of a list of the return covered by a deliverable path, with their pointers. */
function entries(report: ReturnReport): PathEntry[] {
  return [
    ...report.attestation.files_created.map((path, index) => ({list: 'created' as const, pointer: `/attestation/files_created/${index}`, path})),
    ...report.attestation.files_modified.map((path, index) => ({list: 'modified' as const, pointer: `/attestation/files_modified/${index}`, path})),
    ...report.deliverables.map((item, index) => ({list: 'listed' as const, pointer: `/deliverables/${index}/path`, path: item.path}))
  ]
}

function findGaps(report: ReturnReport, packet: HandoffPacket, positions: ReadonlyMap<string, Place>, checkFile: CheckReturnOptions['checkFile']): DeliverableGap[] {
  const gaps: DeliverableGap[] = []
  const mentionsOf = mentionFinder(entries(report))
  // A limitation explains a deliverable's absence when it names it (its path, or a file name of three
  // characters or more) and says it was not made: naming it alone (`see docs/guide.md: all good`) is no excuse.
  const inLimitations = mentionedIn((report.attestation.limitations ?? []).filter(saysNotMade))
  ;(packet.deliverables ?? []).forEach((deliverable, index) => {
    const mentions = mentionsOf(deliverable.path)
    const place = mentions.first ? positions.get(mentions.first.pointer) : undefined
    const isExplained = explained(deliverable.path, inLimitations)
    if (deliverable.must_create && !mentions.created) {
      if (!isExplained) gaps.push({deliverable, index, problem: 'not-created', place})
      return
    }

    if (!mentions.first) {
      if (!isExplained) gaps.push({deliverable, index, problem: 'not-delivered', place})
      return
    }

    if (typeof checkFile === 'function' && !deliverable.path.endsWith('/')) {
      let state: ArtifactFileState
      try {
        state = checkFile(normalizedPath(deliverable.path))
      } catch {
        state = 'unreadable'
      }

      if (state !== 'file') gaps.push({deliverable, index, problem: 'missing-on-disk', state, place})
    }
  })
  return gaps
}

function checklistOf(packet: HandoffPacket): ChecklistItem[] {
  return [
    ...packet.success_criteria.map((text) => ({source: 'success_criteria' as const, text, checked: false as const})),
    ...(packet.constraints ?? []).map((text) => ({source: 'constraints' as const, text, checked: false as const}))
  ]
}

function checklistMarkdown(items: readonly ChecklistItem[]): string {
  const part = (source: ChecklistItem['source'], title: string): string[] => {
    const lines = items.filter((item) => item.source === source).map((item) => `- [ ] ${item.text.replace(/\s+/g, ' ').trim()}`)
    return lines.length > 0 ? [title, ...lines] : []
  }

  const lines = [...part('success_criteria', 'Success criteria (not verified by handback; judge them yourself):'), ...part('constraints', 'Constraints (not verified by handback):')]
  return lines.length > 0 ? lines.join('\n') + '\n' : ''
}

const start: Place = {line: 1, column: 1, endLine: 1, endColumn: 1}

/** The input guards' ids: a return they stopped was not read whole, so nothing in it counts. */
const guardIds: ReadonlySet<string> = new Set(inputRules.map((rule) => rule.id))

function isUnreadable(diagnostic: Diagnostic): boolean {
  return diagnostic.severity === 'error' && diagnostic.ruleId !== undefined && guardIds.has(diagnostic.ruleId)
}

/** The gaps of a return that could not be read: every deliverable the packet asks for is missing. */
function everyDeliverableMissing(packet: HandoffPacket): DeliverableGap[] {
  return (packet.deliverables ?? []).map((deliverable, index) => ({deliverable, index, problem: deliverable.must_create ? ('not-created' as const) : ('not-delivered' as const), place: undefined}))
}

/** A result with nothing in it, fresh each time: callers may change what they get. */
function emptyResult(): CheckReturnResult {
  return {diagnostics: [], returnDiagnostics: [], packetDiagnostics: [], checklist: [], checklistText: '', missingDeliverables: []}
}

/** Checks a return against the handoff packet that asked for it; never throws. */
export function checkReturn(returnText: unknown, packetText: unknown, given?: CheckReturnOptions | null): CheckReturnResult {
  const options = optionsOf(given) as CheckReturnOptions
  // parseReturn never throws: its failures are diagnostics.
  return checkParsedReturn(parseReturn(returnText as string, options), packetText, options)
}

/** `checkReturn` on a return already parsed (with the same options): the parent's review reads the return once. */
export function checkParsedReturn(parsed: ParseResult, packetText: unknown, options: CheckReturnOptions): CheckReturnResult {
  try {
    const message = readHandoffMessage(typeof packetText === 'string' ? packetText : '')
    const packetDiagnostics =
      typeof packetText === 'string'
        ? lintHandoffMessage(message, options)
        : [stamp(handoffPacketInvalidRule, 'error', {messageId: 'notText', data: {value: packetText === null ? 'null' : typeof packetText}, place: start})]
    const result: CheckReturnResult = {...emptyResult(), returnDiagnostics: parsed.diagnostics, packetDiagnostics}
    const packet = message.value
    if (!packet || packetDiagnostics.some((diagnostic) => diagnostic.severity === 'error')) {
      const errors = packetDiagnostics.filter((diagnostic) => diagnostic.severity === 'error').length
      result.diagnostics = [
        stamp(handoffPacketInvalidRule, 'error', {
          ...(errors === 1 ? {messageId: 'invalidOne'} : {messageId: 'invalid', data: {count: errors}}),
          place: start
        })
      ]
      return result
    }

    result.checklist = checklistOf(packet)
    result.checklistText = checklistMarkdown(result.checklist)
    // A return that cannot be read (no Status, too large, too complex) delivered nothing the check can see.
    const report = parsed.report !== null && !parsed.diagnostics.some(isUnreadable) ? parsed.report : null
    const gaps = report ? findGaps(report, packet, parsed.positions, options.checkFile) : everyDeliverableMissing(packet)
    const covered = coverageOf((packet.deliverables ?? []).map((deliverable) => deliverable.path))
    const extraFiles = (packet.deliverables ?? []).length === 0 || !report ? [] : entries(report).filter((entry) => entry.list !== 'listed' && !covered(entry.path))
    const cited = mentionedIn(report ? report.evidence.map((item) => item.text) : [])
    const context: CheckContext = {
      returned: report,
      positions: parsed.positions,
      packet,
      packetAt: (pointer) => message.document.valuePlace(pointer),
      gaps,
      extraFiles: extraFiles.map((entry) => [entry.pointer, entry.path] as const),
      uncitedEvidence: packet.evidence.flatMap((item, index) => (item.required && !cited(normalizedPath(item.path).replace(/\/$/, '')) ? [index] : [])),
      statePlace: parsed.positions.get('/status/state') ?? start,
      ...(report ? {} : {unreadable: parsed.diagnostics.find((diagnostic) => diagnostic.severity === 'error')?.ruleId ?? 'section-missing'})
    }
    result.diagnostics = runRules(checkRules, context, options).sort(compareDiagnostics)
    result.missingDeliverables = [...new Set(gaps.map((gap) => gap.deliverable.path))]
    return result
  } catch (error) {
    return {...emptyResult(), diagnostics: [internalError(error)]}
  }
}
