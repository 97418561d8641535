/**
 * `review`: the parent's one call at the boundary. The child's text is read
 * as its kind, checked by every rule under the recommended preset with inline
 * configuration off (the text is written by the party being checked), and
 * decided on: accepted only when it has no error, retried with a correction
 * while the budget of the error-propagation contract allows, then escalated.
 * When in doubt, it does not accept.
 */
import {countErrors, type Diagnostic} from '../engine/diagnostic.js'
import type {InputKind} from '../engine/rule.js'
import {fromReturnMeta} from '../convert/from-meta.js'
import {migrateSubagentReturn} from '../convert/migrate.js'
import {isObject, readJson} from '../json/document.js'
import {detectKind, lintText} from '../pipeline/lint-text.js'
import {detectReturnKind, returnKinds} from '../pipeline/detect-kind.js'
import {diagnoseReturn, readReturn} from '../pipeline/parse-return.js'
import type {ReturnMeta} from '../schema/meta.js'
import type {ReturnReport} from '../schema/report.js'
import {optionsOf} from '../util/options.js'
import {handoffPacketInvalidRule} from '../rules/check/handoff-packet-invalid.js'
import {childWords, quotedText} from '../util/child-words.js'
import {checkParsedReturn, type ChecklistItem} from './check-return.js'
import {checkParsedTranscript} from './check-transcript.js'
import {correctionOf, rewriteBasis} from './correction.js'
import {decide, decideFailedContract, decideInvalidPacket, decideReturnMeta, type Decision} from './decide.js'

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

/** The report a JSON return stands for, once it lints without errors. */
function jsonReport(kind: InputKind, text: string): {report: ReturnReport | null; meta?: ReturnMeta} {
  const value = readJson(text).value
  if (!isObject(value)) return {report: null}
  if (kind === 'meta') return {report: fromReturnMeta(value as ReturnMeta), meta: value as ReturnMeta}
  if (kind === 'subagent') {
    // The markdown model does not name the operation; any success status reads as SUCCESS.
    const meta = migrateSubagentReturn(value, {operation: 'research'}).meta
    return {report: meta ? fromReturnMeta(meta) : null}
  }

  return {report: null}
}

/** Why a text is not accepted before its status is weighed: its first error, or that it holds no return; `looks` is what its name and content suggest. */
function failedReason(diagnostics: readonly Diagnostic[], looks: InputKind): string {
  const first = diagnostics.find((diagnostic) => diagnostic.severity === 'error')
  const count = countErrors(diagnostics)
  const packet = looks === 'handoff' || looks === 'todos' ? `the text reads as a ${looks === 'todos' ? 'todos checklist' : 'handoff message'}, not a return; ` : ''
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

/**
 * Reviews a child's returned text for its parent. Never throws and never
 * honours the text's own `handback-*` comments.
 *
 * @param text The child's final text (markdown return, return-metadata file, console return).
 * @param options `attempt`, `mitigated`, `kind`, `fileName`, `maxBytes`, `correctionMaxLength`, `handoff`, `transcript`.
 */
export function review(text: unknown, options?: ReviewOptions): Review {
  const settings = optionsOf(options)
  const decideOptions = {attempt: settings.attempt ?? 1, mitigated: settings.mitigated === true}
  const fileName = typeof settings.fileName === 'string' ? settings.fileName : undefined
  const maxBytes = typeof settings.maxBytes === 'number' ? {maxBytes: settings.maxBytes} : {}
  // A return is expected: a packet or checklist kind, given or suggested by the name or a leading JSON block, is read as a return.
  const kind = returnKinds.includes(settings.kind as InputKind) ? (settings.kind as InputKind) : detectReturnKind(fileName, text as string)
  let report: ReturnReport | null = null
  let meta: ReturnMeta | undefined
  let diagnostics: Diagnostic[]
  let checklist: ChecklistItem[] | undefined
  let basis: ReturnReport | null = null
  let packetFault: Diagnostic | undefined
  if (kind === 'markdown') {
    // Read once: the rules, the packet check and the correction's rewrite all start from this reading.
    const reading = readReturn(text as string, maxBytes.maxBytes)
    const parsed = diagnoseReturn(reading, maxBytes)
    basis = rewriteBasis(reading)
    report = parsed.report
    diagnostics = parsed.diagnostics
    if (typeof settings.handoff === 'string') {
      const checked = checkParsedReturn(parsed, settings.handoff, maxBytes)
      diagnostics = [...diagnostics, ...checked.diagnostics]
      checklist = checked.checklist
      packetFault = checked.diagnostics.find((diagnostic) => diagnostic.ruleId === handoffPacketInvalidRule.id)
    }

    if (typeof settings.transcript === 'string') diagnostics = [...diagnostics, ...checkParsedTranscript(parsed, settings.transcript, maxBytes).diagnostics]
  } else {
    diagnostics = lintText(text as string, {kind, ...maxBytes}).diagnostics
    if (countErrors(diagnostics) === 0 && typeof text === 'string') ({report, meta} = jsonReport(kind, text))
  }

  let decision: Decision
  // The packet is the parent's: the child cannot mend it, and without it the return cannot be checked.
  if (packetFault) decision = decideInvalidPacket(packetFault.message, decideOptions)
  else if (countErrors(diagnostics) > 0 || report === null) decision = decideFailedContract(failedReason(diagnostics, settings.kind === 'todos' || settings.kind === 'handoff' ? settings.kind : typeof text === 'string' ? detectKind(fileName, text) : kind), decideOptions)
  else if (meta) decision = decideReturnMeta(meta, decideOptions)
  else decision = decide(report, decideOptions)

  const result: Review = {decision, kind, report, diagnostics}
  if (checklist) result.checklist = checklist
  if (decision.action !== 'accept') {
    const limit = typeof settings.correctionMaxLength === 'number' ? {maxLength: settings.correctionMaxLength} : {}
    // The correction speaks of the child's text only, never of the parent's packet.
    const ownDiagnostics = packetFault ? diagnostics.filter((diagnostic) => diagnostic !== packetFault) : diagnostics
    // A retry the child asked for, on a return without errors, is spent on its task: its own hint, never style notes.
    const ownRetry = decision.action === 'retry' && report !== null && countErrors(ownDiagnostics) === 0
    const correction = ownRetry ? '' : correctionOf({kind, diagnostics: ownDiagnostics, source: typeof text === 'string' ? text : ''}, limit, kind === 'markdown' ? basis : undefined)
    result.correction = correction === '' ? retryMessage(decision, report) : correction
  }

  return result
}
