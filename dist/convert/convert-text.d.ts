/**
 * `convertText`: one input text (markdown return, return-metadata file or
 * console return) to markdown or return-metadata text. What the CLI's
 * `convert` runs; diagnostics of the input come first, then the conversion's.
 */
import { type Diagnostic } from '../engine/diagnostic.js';
import type { ReturnReport } from '../schema/report.js';
import type { ConvertContext } from './context.js';
import { convertSources } from '../kinds/convert.generated.js';
import { type ConvertTo } from './source.js';
/** The kinds `convert` reads (the markdown return, the return-metadata file, the console return): those whose folder holds a `convert.ts`. */
export type ConvertFrom = keyof typeof convertSources;
export declare const convertFrom: [ConvertFrom, ...ConvertFrom[]];
export type { ConvertTo } from './source.js';
/** What `convertText` writes: return-metadata or a markdown return. */
export declare const convertTo: readonly ConvertTo[];
export interface ConvertTextOptions {
    to: ConvertTo;
    /** The kind of the input; detected by `detectConvertKind` when absent. */
    from?: ConvertFrom;
    /** File name of the input, for detection. */
    fileName?: string;
    /** Operation and identity (see `ConvertContext`); the identity is needed to write return-metadata from markdown. */
    context?: Partial<ConvertContext>;
    /** Largest input read, in UTF-8 bytes; default 1 MiB. */
    maxBytes?: number;
    /**
     * Converts what the lenient readers understand even when the input has
     * errors (they stay among the diagnostics). Default false: an input with
     * errors is refused.
     */
    lenient?: boolean;
}
export interface ConvertTextResult {
    from: ConvertFrom;
    /** The converted text; `null` when the conversion is refused (an error among the diagnostics). */
    output: string | null;
    /** Problems of the input, then of the conversion, sorted by place in the input. */
    diagnostics: Diagnostic[];
    /** Why `output` is `null`: errors in the input, or a conversion that lacks what it needs. */
    refused?: 'input' | 'conversion';
    /**
     * The output linted as its target kind, positioned in the output: what the
     * input did not say (a markdown return's `summary` and runtime attestation
     * from return-metadata, for one) shows here. Empty when the output lints
     * clean; absent when there is no output.
     */
    outputDiagnostics?: Diagnostic[];
}
/** The kind of a `convert` input: `detectKind`'s answer, with JSON that is no return read as return-metadata. */
export declare function detectConvertKind(fileName: string | undefined, text: string): ConvertFrom;
/** A conversion, with the report its markdown output reads as (`null` for other outputs): `convertToProtocol` needs it, and the output is parsed once. */
export interface Conversion {
    result: ConvertTextResult;
    outputReport: ReturnReport | null;
}
/** `convertText`, with the report of its markdown output. */
export declare function convertReading(text: string, given: ConvertTextOptions): Conversion;
/**
 * Converts an input text to markdown or return-metadata. Never throws; the
 * output is `null` when the input has errors or the conversion needs what it
 * was not given (identity, operation).
 */
export declare function convertText(text: string, given: ConvertTextOptions): ConvertTextResult;
