/**
 * `review`: the parent's one call at the boundary. The child's text is read
 * as its kind, checked by every rule under the recommended preset with inline
 * configuration off (the text is written by the party being checked), and
 * decided on: accepted only when it has no error, retried with a correction
 * while the budget of the error-propagation contract allows, then escalated.
 * When in doubt, it does not accept.
 */
import {countErrors, type Diagnostic} from '../engine/diagnostic.js'
import {maxReportValues} from '../engine/input-rules.js'
import {inputKinds, type InputKind} from '../kinds/detect.js'
import {detectKind, detectReturnKind, kindNoun, returnKinds} from '../kinds/detect.js'
import type {ReturnReport} from '../schema/report.js'
import {optionsOf} from '../util/options.js'
import {plainOf} from '../util/snapshot.js'
import {handoffPacketInvalidRule} from '../rules/check/handoff-packet-invalid.js'
import {childWords, quotedText} from '../util/child-words.js'
import type {checkParsedReturn, ChecklistItem} from './check-return.js'
import type {checkParsedTranscript} from './check-transcript.js'
import {correctionOf} from './correction.js'
import {decideFailedContract, decideInvalidPacket, decideReport, type Decision} from './decide.js'
import type {Kind} from './kind.js'

export interface ReviewOptions {
  /** Which execution of the child produced the text, 1-based; default 1. */
  attempt?: number
  /** Whether the parent applied a material mitigation (raises the retry budget from 1 to 2); default false. */
  mitigated?: boolean
  /** The kind of the text; detected from `fileName` and the content when absent. */
  kind?: InputKind
  /** The file the text came from, for detection. */
  fileName?: string
  /** Largest text read, in UTF-8 bytes; default 1 MiB. */
  maxBytes?: number
  /** Longest correction, in characters; default 3,000. */
  correctionMaxLength?: number
  /**
   * The handoff packet (or the message holding it) the child was given: a
   * markdown return is also checked against it (`checkReturn`), so a SUCCESS
   * missing what the packet required is retried with a correction naming it.
   */
  handoff?: string
  /**
   * The host's transcript of the child's run (its JSONL text): a markdown
   * return is also checked against it (`checkTranscript`), so a SUCCESS it
   * contradicts is retried with a correction saying what it shows.
   */
  transcript?: string
}

export interface Review {
  decision: Decision
  kind: InputKind
  /** The report read from the text (for JSON kinds, as converted to the markdown model); `null` when none. */
  report: ReturnReport | null
  /** Every diagnostic under the recommended preset, inline comments not honoured. */
  diagnostics: Diagnostic[]
  /** For the child, whenever the decision is not `accept`. */
  correction?: string
  /** With `handoff`: the packet's success criteria and constraints, unchecked, for the parent to judge. */
  checklist?: ChecklistItem[]
}

/** Why a text is not accepted before its status is weighed: its first error, or that it holds no return; `looks` is what its name and content suggest. */
function failedReason(diagnostics: readonly Diagnostic[], looks: InputKind): string {
  const first = diagnostics.find((diagnostic) => diagnostic.severity === 'error')
  const count = countErrors(diagnostics)
  const packet = returnKinds.includes(looks) ? '' : `the text reads as a ${kindNoun(looks)}, not a return; `
  // The message quotes the child's text: the whole of it is quoted as data, so no quote in it can end handback's sentence.
  if (first) return `${packet}the return has ${count} error${count === 1 ? '' : 's'}, the first (${first.ruleId}), quoting the child's text: ${quotedText(first.message)}`
  return packet === '' ? 'the text holds no return' : packet.slice(0, -2)
}

/** The message for a retry the child's own return asked for (or a decision without a correction): its hint, quoted as its words. */
function retryMessage(decision: Decision, report: ReturnReport | null): string {
  if (decision.action !== 'retry' || report === null || report.status.retry_recommended !== true) return decision.hint ?? decision.reason
  const given = report.status.retry_hint
  const hint = typeof given === 'string' && given.trim() !== '' ? ` ${childWords('Your retry hint', given.trim(), 'child')}.` : ' Your return gave no retry hint.'
  return `Your return recommended a retry: run your task again, then hand back a new return.${hint}`
}

/** The checks a markdown return may be put to besides its rules: loaded by a caller that needs them. */
export interface ReviewChecks {
  /** With `handoff`: the check against the packet (`checkParsedReturn`). */
  packet?: typeof checkParsedReturn
  /** With `transcript`: the check against the host's transcript (`checkParsedTranscript`). */
  transcript?: typeof checkParsedTranscript
}

/** The kind a text is reviewed as: the one given when a child hands it back, else detected, a packet or checklist read as a return. */
export function reviewKindOf(text: unknown, options: ReviewOptions | undefined): InputKind {
  const settings = optionsOf(options)
  const fileName = typeof settings.fileName === 'string' ? settings.fileName : undefined
  return returnKinds.includes(settings.kind as InputKind) ? (settings.kind as InputKind) : detectReturnKind(fileName, text as string)
}

/**
 * Reviews a child's returned text for its parent, as the kind given (see
 * `reviewKindOf`), with the checks given. Never throws and never honours
 * the text's own `handback-*` comments.
 *
 * @param kind The text's kind, loaded.
 * @param text The child's final text (markdown return, return-metadata file, console return).
 * @param options `attempt`, `mitigated`, `kind`, `fileName`, `maxBytes`, `correctionMaxLength`, `handoff`, `transcript`.
 * @param checks The packet and transcript checks, needed only with `handoff` and `transcript`.
 */
export function reviewWith(kind: Kind, text: unknown, options: ReviewOptions | undefined, checks: ReviewChecks): Review {
  const settings = optionsOf(options)
  const decideOptions = {attempt: settings.attempt ?? 1, mitigated: settings.mitigated === true}
  const fileName = typeof settings.fileName === 'string' ? settings.fileName : undefined
  const maxBytes = typeof settings.maxBytes === 'number' ? {maxBytes: settings.maxBytes} : {}
  const reading = kind.read(text as string, maxBytes)
  const report = reading.report
  let diagnostics = reading.diagnostics
  let checklist: ChecklistItem[] | undefined
  let packetFault: Diagnostic | undefined
  if (reading.parsed && typeof settings.handoff === 'string' && checks.packet) {
    const checked = checks.packet(reading.parsed, settings.handoff, maxBytes)
    diagnostics = [...diagnostics, ...checked.diagnostics]
    checklist = checked.checklist
    packetFault = checked.diagnostics.find((diagnostic) => diagnostic.ruleId === handoffPacketInvalidRule.id)
  }

  if (reading.parsed && typeof settings.transcript === 'string' && checks.transcript) diagnostics = [...diagnostics, ...checks.transcript(reading.parsed, settings.transcript, maxBytes).diagnostics]

  let decision: Decision
  // The packet is the parent's: the child cannot mend it, and without it the return cannot be checked.
  if (packetFault) decision = decideInvalidPacket(packetFault.message, decideOptions)
  else if (countErrors(diagnostics) > 0 || report === null) decision = decideFailedContract(failedReason(diagnostics, inputKinds.includes(settings.kind as InputKind) && !returnKinds.includes(settings.kind as InputKind) ? (settings.kind as InputKind) : typeof text === 'string' ? detectKind(fileName, text) : kind.name), decideOptions)
  else if (reading.decide) decision = reading.decide(decideOptions)
  // A plain copy: one that cannot be taken (past `maxReportValues`) reads as no return.
  else decision = decideReport((plainOf(report, maxReportValues) ?? null) as ReturnReport | null, decideOptions)

  const result: Review = {decision, kind: kind.name, report, diagnostics}
  if (checklist) result.checklist = checklist
  if (decision.action !== 'accept') {
    const limit = typeof settings.correctionMaxLength === 'number' ? {maxLength: settings.correctionMaxLength} : {}
    // The correction speaks of the child's text only, never of the parent's packet.
    const ownDiagnostics = packetFault ? diagnostics.filter((diagnostic) => diagnostic !== packetFault) : diagnostics
    // A retry the child asked for, on a return without errors, is spent on its task: its own hint, never style notes.
    const ownRetry = decision.action === 'retry' && report !== null && countErrors(ownDiagnostics) === 0
    const correction = ownRetry ? '' : correctionOf({kind: kind.name, diagnostics: ownDiagnostics, source: typeof text === 'string' ? text : ''}, limit, kind, reading.rewrite)
    result.correction = correction === '' ? retryMessage(decision, report) : correction
  }

  return result
}
