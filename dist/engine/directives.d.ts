/**
 * Inline control comments, as in markdownlint and ESLint:
 * `<!-- handback-disable-next-line rule-id -->`, `<!-- handback-disable rule-id -->`,
 * `<!-- handback-enable rule-id -->`; without ids they apply to every rule.
 *
 * Reading them is the language's job; whether they are honoured is the
 * caller's (`inlineConfig`), since the text is written by the party being checked.
 */
import type { Diagnostic, Place } from './diagnostic.js';
export interface Directive {
    type: 'disable' | 'enable' | 'disable-next-line';
    /** Rule ids; empty means every rule. */
    rules: string[];
    /** Last line of the comment. */
    line: number;
    /** The comment's span. */
    place: Place;
}
/** A disable comment that suppressed nothing: every rule it names, or only the listed ones. */
export interface UnusedDirective {
    directive: Directive;
    /** The named rules that suppressed nothing; empty for a comment naming no rule. */
    rules: string[];
}
export interface AppliedDirectives {
    /** The diagnostics left, in their original order. */
    diagnostics: Diagnostic[];
    /** Disable comments (block and next-line) that suppressed nothing, in document order. */
    unused: UnusedDirective[];
    /** The diagnostics the comments silenced, in their original order. */
    silenced: Diagnostic[];
}
interface Span {
    start?: {
        line?: number;
        column?: number;
    } | undefined;
    end?: {
        line?: number;
        column?: number;
    } | undefined;
}
/** Reads a directive out of an HTML comment's text; `position` is the comment's unist position when known. */
export declare function parseDirective(html: string, line: number, position?: Span): Directive | undefined;
/** One directive as it is written back: `<!-- handback-disable a b -->`, with a long rule list cut short. */
export declare function directiveText(directive: Directive, maxRules?: number): string;
/**
 * Removes diagnostics silenced by directives, in one pass over both sorted
 * by line: the work is linear in diagnostics plus directives (plus the rule
 * ids the directives name), whatever their number.
 *
 * A diagnostic is silenced by the last `disable`/`enable` before its line
 * that applies to its rule, or by a `disable-next-line` on the line above it.
 */
export declare function applyDirectives(diagnostics: readonly Diagnostic[], directives: readonly Directive[]): AppliedDirectives;
export {};
