import type { InputKind, RuleMeta } from '../engine/rule.js';
/** What a rule applies to: an input kind, or `convert` for the diagnostics of a conversion. */
export type RuleKind = InputKind | 'convert' | 'check';
export interface RegisteredRule extends RuleMeta {
    /** The kinds whose rule lists hold this rule, in the order of `ruleKinds`. */
    kinds: readonly RuleKind[];
}
/** Every rule once, in documentation order, with the kinds it applies to. */
export declare const allRules: readonly RegisteredRule[];
