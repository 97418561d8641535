import type { ReturnModel, SectionModel } from './model.js';
export interface StateDisagreement {
    /** What says another state: the Status heading, a line of the section, a mark opening the summary, or another `state` line of the text. */
    where: 'heading' | 'line' | 'summary' | 'other';
    /** The other state as written there (`❌ FAILED`, `❌`). */
    said: string;
    /** For `other`: the 1-based line of that `state` line. */
    line?: number;
}
export declare function stateDisagreement(model: ReturnModel, section: SectionModel, state: string): StateDisagreement | undefined;
