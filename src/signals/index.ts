/**
 * The reading of what a return shows: every named signal run over the
 * return's passages. A signal is weighed only when it could say a worse
 * state than the return's own, so an ERROR is read no further.
 */
import type {MarkdownContext} from '../markdown/context.js'
import type {ReturnReport, ReturnState} from '../schema/report.js'
import {collectPassages} from './passages.js'
import {signals, type SignalHit} from './signals.js'
import type {RuleSettings} from '../engine/settings.js'
import type {Signature, SignatureKind} from '../vocabulary/index.js'

import {stateSignals} from './state-signals.js'

export type {Signal, SignalExample, SignalHit} from './signals.js'
export {compileSignature, signalById, signals} from './signals.js'
export {stateSignals, type StateSignal} from './state-signals.js'

/** Every signal id, which `rules` settings may name as a rule id. */
export const signalIds: readonly string[] = [...signals.map((signal) => signal.id), ...stateSignals.map((signal) => signal.id)]

const signatureKinds: readonly string[] = ['tests', 'compiler', 'exit', 'http', 'fail-line']

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

/** The signals that fire on a return and say a worse state than its `state`, each with the words that said it. */
export function readSignals(context: MarkdownContext, report: ReturnReport | null): SignalHit[] {
  const custom = customSignatures(context.settings?.signatures)
  const state = report?.status.state
  if (!report || (state !== 'SUCCESS' && state !== 'PARTIAL')) return []
  const candidates = signals.filter((signal) => worseThan(signal.says, state))
  if (candidates.length === 0) return []
  const passages = collectPassages(context, report)
  const input = {report, passages, summaryPlace: context.positions.get('/status/summary'), statePlace: context.positions.get('/status/state'), custom}
  const hits: SignalHit[] = []
  for (const signal of candidates) {
    const found = signal.detect(input)
    if (found) hits.push(found)
  }

  return hits
}
