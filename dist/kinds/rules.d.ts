import type { RuleMeta } from '../engine/rule.js';
import { type InputKind } from './detect.js';
/** What a rule applies to: an input kind, or `check` and `convert` for the diagnostics of a check or a conversion. */
export type RuleKind = InputKind | 'convert' | 'check';
export interface RegisteredRule extends RuleMeta {
    /** The kinds whose rule lists hold this rule, in the order of the lists. */
    kinds: readonly RuleKind[];
}
/** Every rule once, in documentation order, with the kinds it applies to. */
export declare const allRules: readonly RegisteredRule[];
