/**
 * A rule's documentation as markdown, built from its metadata only: the entry
 * in `grammar/rules.md` and the `help` of SARIF rules both come from here.
 */
import type { RuleMeta } from '../engine/rule.js';
import type { RegisteredRule } from '../kinds/rules.js';
/** The body of a rule's documentation, without a heading: what, why, severity, fixable, messages, examples. */
export declare function ruleHelpMarkdown(rule: RegisteredRule): string;
/** The same documentation as plain text, for consumers that do not render markdown. */
export declare function ruleHelpText(rule: RuleMeta): string;
