/**
 * What the JSON kinds share: the text read once, with positions, and linted
 * by the kind's rules; the report, the decision and the correction's rewrite
 * then start from the value read, never from the text again.
 */
import { type Diagnostic } from '../engine/diagnostic.js';
import { type JsonKind } from './traits.generated.js';
import type { Decision, DecideOptions } from '../postflight/decide.js';
import type { Kind } from '../postflight/kind.js';
import type { ReturnReport } from '../schema/report.js';
export interface JsonKindSpec {
    /** The correction's first sentence. */
    subject: string;
    /** The report a value without errors stands for, and the decision on it; none for a kind that is no return of its own. */
    report?: (value: Record<string, unknown>) => {
        report: ReturnReport | null;
        decide: (options: DecideOptions) => Decision;
    };
    /** The value, as read tolerantly, rewritten for the child; none for a kind without a rewrite. */
    rewrite?: (value: unknown, diagnostics: readonly Diagnostic[]) => string | undefined;
}
export declare function jsonKind(name: JsonKind, spec: JsonKindSpec): Kind;
