/** Runs a list of rules over one context, stamping what they find. */
import type { Diagnostic } from './diagnostic.js';
import type { Rule } from './rule.js';
import { type RuleSettings } from './settings.js';
export declare function runRules<Context>(rules: readonly Rule<Context>[], context: Context, settings: RuleSettings): Diagnostic[];
