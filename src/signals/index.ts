/**
 * The reading of what a return shows: every named signal run over the
 * return's passages. A signal is weighed only when it could say a worse
 * state than the return's own, so an ERROR is read no further.
 */
import type {MarkdownContext} from '../markdown/context.js'
import type {ReportSignal, ReturnReport, ReturnState} from '../schema/report.js'
import type {ReturnModel} from '../markdown/model.js'
import {firstSection} from '../markdown/sections.js'
import {stateDisagreement} from '../markdown/state-disagreement.js'
import {returnStates} from '../markdown/interpret.js'
import {collectPassages} from './passages.js'
import {signals, type SignalHit} from './signals.js'
import type {RuleSettings} from '../engine/settings.js'
import {failureSignatureKinds, type Signature, type SignatureKind} from '../vocabulary/index.js'

import {readingWords} from '../vocabulary/phrases.js'
import {stateSignals} from './state-signals.js'

export type {Signal, SignalExample, SignalHit} from './signals.js'
export {compileSignature, signalById, signals} from './signals.js'
export {stateSignals, type StateSignal} from './state-signals.js'

/** Every signal id, which `rules` settings may name as a rule id. */
export const signalIds: readonly string[] = [...signals.map((signal) => signal.id), ...stateSignals.map((signal) => signal.id)]

const signatureKinds: readonly string[] = failureSignatureKinds

/** A team's own signatures as the engine reads them; one that is not well formed is left out (the settings check reports it). */
function customSignatures(given: RuleSettings['signatures']): Signature[] {
  if (!Array.isArray(given)) return []
  const read: Signature[] = []
  for (const entry of given as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue
    const {id, kind, pattern, flags, tool} = entry as Record<string, unknown>
    if (typeof id !== 'string' || typeof pattern !== 'string' || !signatureKinds.includes(kind as string)) continue
    read.push({id, kind: kind as SignatureKind, pattern, flags: typeof flags === 'string' ? flags : '', tool: typeof tool === 'string' ? tool : 'custom', matches: [], misses: []})
  }

  return read
}

const rank: Readonly<Record<ReturnState, number>> = {SUCCESS: 0, PARTIAL: 1, ERROR: 2}

/** Whether `said` is a worse outcome than `state`. */
function worseThan(said: ReturnState, state: ReturnState): boolean {
  return rank[said] > rank[state]
}

/** Whether a signal can say a worse state than `state`: a return claiming the worst is never contradicted. */
export function signalsCanContradict(state: ReturnState): boolean {
  return signals.some((signal) => worseThan(signal.says, state))
}

/** The built-in reading of a model, by state: the report's signals and the rule read it once. */
const readings = new WeakMap<ReturnModel, Map<ReturnState, SignalHit[]>>()

/** The signals that fire on a return and say a worse state than its `state`, each with the words that said it. */
export function readSignals(context: MarkdownContext, report: ReturnReport | null): SignalHit[] {
  const custom = customSignatures(context.settings?.signatures)
  const state = report?.status.state
  if (!report || (state !== 'SUCCESS' && state !== 'PARTIAL')) return []
  if (custom.length > 0) return detectSignals(context, report, state, custom)
  let known = readings.get(context.model)
  if (!known) readings.set(context.model, (known = new Map()))
  let hits = known.get(state)
  if (!hits) known.set(state, (hits = detectSignals(context, report, state, custom)))
  return hits
}

/**
 * What the report carries of the reading: another state said beside `state`
 * (the first, `grammar/signals.md`, Signals of another state) and every
 * signal of what the return shows that says a worse state, in that order.
 */
export function reportSignals(context: MarkdownContext, report: ReturnReport): ReportSignal[] {
  const found: ReportSignal[] = []
  const section = firstSection(context.model, 'status')
  const other = section && returnStates.includes(report.status.state) ? stateDisagreement(context.model, section, report.status.state) : undefined
  if (other) found.push({signal: other.signal, text: other.said, line: other.line})
  for (const hit of readSignals(context, report)) found.push({signal: hit.signal, text: hit.text, line: hit.place.line})
  return found
}

function detectSignals(context: MarkdownContext, report: ReturnReport, state: 'SUCCESS' | 'PARTIAL', custom: readonly Signature[]): SignalHit[] {
  const candidates = signals.filter((signal) => worseThan(signal.says, state))
  if (candidates.length === 0) return []
  return readingWords(() => {
    const passages = collectPassages(context, report)
    const filesListed = context.positions.has('/attestation/files_created') || context.positions.has('/attestation/files_modified')
    const input = {report, passages, summaryPlace: context.positions.get('/status/summary'), statePlace: context.positions.get('/status/state'), custom, filesListed}
    const hits: SignalHit[] = []
    for (const signal of candidates) {
      const found = signal.detect(input)
      if (found) hits.push(found)
    }

    return hits
  })
}
