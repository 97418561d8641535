/**
 * Diagnostics follow the vocabulary of `vfile-message`: a reason at a place,
 * stamped with the rule that found it. Lines and columns are 1-based; `end*`
 * point just past the span, as in unist positions.
 */
/** How much a diagnostic matters: errors fail a lint run, warnings only under `strict`. */
export type Severity = 'error' | 'warning' | 'info';
/** One edit that repairs the problem: replace `range` (UTF-16 offsets into the input) with `text`. */
export interface Fix {
    range: [number, number];
    text: string;
}
/** A span related to a diagnostic, such as the first of two duplicate sections. */
export interface RelatedPlace {
    message: string;
    line: number;
    column: number;
    endLine?: number;
    endColumn?: number;
}
export interface Diagnostic {
    /** Kebab-case id of the rule that found the problem, saying what is wrong. */
    ruleId: string;
    /** The named signal of the reading that fired, for rules that judge what a return shows (`evidence-tests-failed`). */
    signal?: string;
    source: 'handback';
    severity: Severity;
    /** The text, formatted from the rule's message `messageId` with `data`; for people, never to be parsed. */
    message: string;
    /** Which of the rule's `messages` this is: what code decides on. */
    messageId?: string;
    /** The values of the message's placeholders. */
    data?: Record<string, string | number>;
    line: number;
    column: number;
    endLine?: number;
    endColumn?: number;
    /** Where the rule is documented. */
    url?: string;
    /** JSON pointer of the value concerned, in the extracted report or the JSON input. */
    pointer?: string;
    /** Values that would have been accepted. */
    expected?: string[];
    /** Extra advice. */
    note?: string;
    cause?: RelatedPlace;
    fix?: Fix;
}
/** A span of the input: 1-based, end exclusive. */
export interface Place {
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
}
/** Counts errors in a diagnostic list. */
export declare function countErrors(diagnostics: readonly Diagnostic[]): number;
/** Orders diagnostics by place, then by rule id, so output is stable. */
export declare function compareDiagnostics(a: Diagnostic, b: Diagnostic): number;
