import type { RuleSettings } from '../engine/settings.js';
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
/** Validates a configuration value (already parsed from JSON). */
export declare function resolveConfig(given: unknown): ConfigOutcome;
/** Parses and validates the text of a `handback.config.json`; never throws. */
export declare function parseConfig(text: string): ConfigOutcome;
