/** `parseReturn`: markdown in, typed report, diagnostics and tree out; never throws. */
import type { Root } from 'mdast';
import { type Diagnostic, type Place } from '../engine/diagnostic.js';
import { defaultMaxBytes } from '../engine/guard.js';
import type { RuleSettings } from '../engine/settings.js';
import { type MarkdownContext } from '../markdown/context.js';
import type { ReturnModel } from '../markdown/model.js';
import type { ReturnReport } from '../schema/report.js';
export { defaultMaxBytes };
export interface ParseOptions extends RuleSettings {
    /** Largest input read, in UTF-8 bytes; default 1 MiB (`defaultMaxBytes`). */
    maxBytes?: number;
}
export interface ParseResult {
    /** The typed report; `null` when there is no Status section or no valid `state`. */
    report: ReturnReport | null;
    /** Every problem found, sorted by place. */
    diagnostics: Diagnostic[];
    /** What the text's own `handback-*` comments silenced, sorted by place; empty unless `inlineConfig` is on. */
    suppressed: Diagnostic[];
    /** The mdast tree of the whole input. */
    tree: Root;
    /** Source span of every extracted value, keyed by JSON pointer into `report` (`/status/state`, `/deliverables/0/path`). */
    positions: ReadonlyMap<string, Place>;
}
/** A markdown text read once: what every set of rule settings is then checked against. */
export type ReturnReading = {
    ok: false;
    refusal: Diagnostic;
} | {
    ok: true;
    report: ReturnReport | null;
    tree: Root;
    positions: ReadonlyMap<string, Place>;
    directives: ReturnModel['directives'];
    context: MarkdownContext;
    /** Estimated parse time of the text, in microseconds (`measureComplexity`). */
    parseWork: number;
};
/**
 * Reads `markdown` (refusing what is too large or too complex); rules run
 * later, with `diagnoseReturn`. `workLeft` lowers the parse-time bound (in
 * microseconds) for callers that read several texts in one answer.
 */
export declare function readReturn(markdown: string, maxBytes: number | undefined, workLeft?: number): ReturnReading;
/** Runs the markdown rules with `options` over a reading. */
export declare function diagnoseReturn(reading: ReturnReading, options: ParseOptions): ParseResult;
/**
 * Parses a child's markdown return. Whatever the input, the result is a
 * value: problems are diagnostics with a rule id and a place.
 */
export declare function parseReturn(markdown: string, given?: ParseOptions): ParseResult;
