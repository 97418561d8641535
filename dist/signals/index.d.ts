/**
 * The reading of what a return shows: every named signal run over the
 * return's passages. A signal is weighed only when it could say a worse
 * state than the return's own, so an ERROR is read no further.
 */
import type { MarkdownContext } from '../markdown/context.js';
import type { ReportSignal, ReturnReport, ReturnState } from '../schema/report.js';
import { type SignalHit } from './signals.js';
export type { Signal, SignalExample, SignalHit } from './signals.js';
export { compileSignature, signalById, signals } from './signals.js';
export { stateSignals, type StateSignal } from './state-signals.js';
/** Every signal id, which `rules` settings may name as a rule id. */
export declare const signalIds: readonly string[];
/** Whether a signal can say a worse state than `state`: a return claiming the worst is never contradicted. */
export declare function signalsCanContradict(state: ReturnState): boolean;
/** The signals that fire on a return and say a worse state than its `state`, each with the words that said it. */
export declare function readSignals(context: MarkdownContext, report: ReturnReport | null): SignalHit[];
/**
 * What the report carries of the reading: another state said beside `state`
 * (the first, `grammar/signals.md`, Signals of another state) and every
 * signal of what the return shows that says a worse state, in that order.
 */
export declare function reportSignals(context: MarkdownContext, report: ReturnReport): ReportSignal[];
