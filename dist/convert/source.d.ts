/**
 * What `convert` reads of a kind: the input read with its diagnostics, then
 * as return-metadata. Each kind `convert` reads holds its own in its folder
 * (src/kinds/<kind>/convert.ts), listed by `npm run kinds`; here are the
 * pieces they share.
 */
import type { Diagnostic, Place } from '../engine/diagnostic.js';
import { type JsonDocument } from '../json/document.js';
import type { JsonOptions } from '../json/options.js';
import type { ReturnMeta } from '../schema/meta.js';
import type { ReturnReport } from '../schema/report.js';
import { type ConvertContext } from './context.js';
/** What `convertText` writes: a markdown return or return-metadata. */
export type ConvertTo = 'markdown' | 'meta';
/** The options of a conversion a kind's reading asks. */
export interface SourceOptions {
    to: ConvertTo;
    context?: Partial<ConvertContext>;
    maxBytes?: number;
}
export interface Input {
    report?: ReturnReport | null;
    positions?: ReadonlyMap<string, Place>;
    value?: unknown;
    at: (pointer: string) => Place;
    diagnostics: Diagnostic[];
}
/** What `convert` reads of a kind: the input read with its diagnostics, then as return-metadata; the markdown return also straight to markdown. */
export interface Source {
    read(text: string, options: SourceOptions): Input;
    /** The input as return-metadata (`null` when it cannot be), with the conversion's diagnostics. */
    toMeta(input: Input, options: SourceOptions): {
        meta: ReturnMeta | null;
        diagnostics: readonly Diagnostic[];
    };
    /** The input rendered as a markdown return without going through return-metadata; `null` when it cannot be. */
    toMarkdown?(input: Input): string | null;
}
/** The options of the JSON readers, from the conversion's context. */
export declare function jsonOptionsOf(options: SourceOptions): JsonOptions;
/** A JSON input read: its diagnostics, and its value when the text could be read. */
export declare function readJsonInput(text: string, diagnostics: Diagnostic[], valueOf: (document: JsonDocument) => unknown): Input;
/** A JSON value as written, when the text parses. */
export declare const parsedValue: (document: JsonDocument) => unknown;
