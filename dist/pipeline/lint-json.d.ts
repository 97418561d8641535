/**
 * Linting and fixing of the JSON kinds: read with positions, run the kind's
 * rules, and for `--fix` apply their edits pass after pass, keeping the result
 * only if every value of the input is still in it.
 */
import { type Diagnostic } from '../engine/diagnostic.js';
import { type JsonDocument } from '../json/document.js';
import type { JsonOptions } from '../json/options.js';
import { type JsonKind } from '../kinds/traits.generated.js';
import type { FixResult } from './fix-return.js';
/** Runs the kind's rules over a document already read; malformed JSON gets the input rules only. */
export declare function lintDocument(kind: JsonKind, document: JsonDocument, options: JsonOptions): Diagnostic[];
/** Lints one JSON input of the given kind; never throws. */
export declare function lintJson(kind: JsonKind, text: string, given?: JsonOptions): Diagnostic[];
/** `lintJson`, with the document read when the text could be read: what comes after the rules starts from it, not from the text again. */
export declare function readJsonInput(kind: JsonKind, text: string, given?: JsonOptions): {
    diagnostics: Diagnostic[];
    document?: JsonDocument;
};
export interface ValueCheck {
    /** Leaves of the input missing from the output (rewrites allowed by the options excepted). */
    lost: string[];
    /** Top-level fields outside the kind's schema whose value moved or changed. */
    moved: string[];
}
/** Checks the promise of `--fix`: every value kept, unknown fields where they were. */
export declare function checkFixedValues(kind: JsonKind, givenBefore: unknown, givenAfter: unknown, given?: JsonOptions): ValueCheck;
/**
 * Applies every fix the kind's rules offer. The output is kept only if it
 * parses and keeps every value of the input; otherwise the input is returned.
 */
export declare function fixJson(kind: JsonKind, text: string, given?: JsonOptions): FixResult;
