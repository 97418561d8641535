/**
 * The signals of another state said beside `state`: the Status heading, a
 * line of the section, another `state` line or console return of the text, a
 * heading that is only a worse state, the summary's opening. The reading is
 * src/markdown/state-disagreement.ts; this table names each judgement, says
 * what it reads, and holds the returns it fires and stays quiet on, which
 * `grammar/signals.md` shows and the tests execute. The parent cannot tell
 * which of two states the writer meant, so `state-invalid` reports each, with
 * the signal's id and a `cause` at the line that said the other state.
 */
import type { StateSignalId } from '../markdown/state-disagreement.js';
import type { SignalExample } from './signals.js';
export interface StateSignal {
    id: StateSignalId;
    /** One line: what the signal reads as another state. */
    description: string;
    /** The places it reads, in words. */
    reads: string;
    /** What it matches: the vocabulary lists and marks it goes by. */
    matches: string;
    /** What leaves it quiet. */
    quiet: string;
    examples: {
        fires: SignalExample[];
        quiet: SignalExample[];
    };
}
export declare const stateSignals: readonly StateSignal[];
/** The state signals by id. */
export declare const stateSignalById: ReadonlyMap<string, StateSignal>;
