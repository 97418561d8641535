import type { RuleSettings, RuleSetting } from '../engine/settings.js';
import { type Config } from './schema.js';
export type ConfigOutcome = {
    ok: true;
    config: Config;
    settings: RuleSettings;
} | {
    ok: false;
    problems: string[];
};
/** The known rule id nearest to a misspelt one, if any is close. */
export declare function suggestRuleId(id: string): string | undefined;
/** A severity as the engine knows it, from a word or ESLint's 0, 1, 2. */
export declare function severityFromConfig(value: RuleSetting | 0 | 1 | 2): RuleSetting;
/** Rule settings from a validated configuration: severities only, options aside. */
export declare function settingsFromConfig(config: Config): RuleSettings;
/** Validates a configuration value (already parsed from JSON). */
export declare function resolveConfig(given: unknown): ConfigOutcome;
/** Parses and validates the text of a `handback.config.json`; never throws. */
export declare function parseConfig(text: string): ConfigOutcome;
