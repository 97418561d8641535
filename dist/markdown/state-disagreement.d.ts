import type { ReturnModel, SectionModel } from './model.js';
/**
 * The named signals of another state said beside `state` (grammar/signals.md;
 * src/signals/state-signals.ts holds their descriptions and examples).
 */
export declare const stateSignalIds: readonly ["status-heading-disagrees", "status-line-disagrees", "state-line-elsewhere", "console-return-in-code", "state-heading", "summary-opening-worse"];
export type StateSignalId = (typeof stateSignalIds)[number];
export interface StateDisagreement {
    /** The signal that read it. */
    signal: StateSignalId;
    /** What says another state: the Status heading, a line of the section, the summary's opening, or another line of the text. */
    where: 'heading' | 'line' | 'summary' | 'other';
    /** The other state as written there (`❌ FAILED`, `❌`). */
    said: string;
    /** The 1-based line that says it. */
    line: number;
}
export declare function stateDisagreement(model: ReturnModel, section: SectionModel, state: string): StateDisagreement | undefined;
/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export declare const vocabularyExpressions: readonly RegExp[];
