import type { Fix, Place } from '../engine/diagnostic.js';
import type { Rule } from '../engine/rule.js';
import type { RuleSettings } from '../engine/settings.js';
import type { ReturnReport } from '../schema/report.js';
import type { Positions } from './extract.js';
import type { ReturnModel } from './model.js';
export interface MarkdownContext {
    model: ReturnModel;
    /** The extracted report; `null` without a Status section. With an invalid `state` the rest is read all the same (`state` is `''`), so rules that do not depend on it still run. */
    extracted: ReturnReport | null;
    positions: Positions;
    /** A fix replacing a span of the input. */
    replace(place: Place, text: string): Fix;
    /** A fix replacing whole lines `from`…`to` (1-based, inclusive, line endings included) with `text`. */
    replaceLines(from: number, to: number, text: string): Fix;
    /** The input's line ending, kept by fixes. */
    eol: string;
    /** The settings the rules run with, for rules that read more than a severity (a team's own signatures). */
    settings?: RuleSettings;
}
/** Builds the context for one input; `shift` is the length of a stripped byte order mark. */
export declare function createContext(source: string, shift: number, model: ReturnModel, extracted: ReturnReport | null, positions: Positions): MarkdownContext;
export type MarkdownRule = Rule<MarkdownContext>;
/** Identity helper that types a markdown rule. */
export declare function markdownRule<Id extends string>(rule: Rule<MarkdownContext, Id>): MarkdownRule;
