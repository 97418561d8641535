import { type RuleSettings } from '../engine/settings.js';
/** What a nested configuration would weaken, and so does not count: one line each, for the run's warning. */
export interface AddedChecks {
    settings: RuleSettings;
    /** The settings of the nested configuration left out, as `key` or `rules.id`. */
    ignored: string[];
}
/**
 * The caller's settings with what a nested configuration adds: each of its
 * rule severities that is higher than the caller's (under the resulting
 * preset), `strict` over `recommended`, `reportUnusedDisableDirectives: true`.
 */
export declare function addChecks(base: RuleSettings, nested: RuleSettings): AddedChecks;
