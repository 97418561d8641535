/**
 * `convertToProtocol`: any input `convertText` reads (markdown return,
 * return-metadata, console return) to an A2A task or an MCP tool result,
 * by way of the report: the input is first read as `convertText` reads it
 * for markdown, with the same refusals.
 */
import { type Diagnostic } from '../engine/diagnostic.js';
import { type ToA2ATaskOptions } from './a2a.js';
import { type ConvertFrom, type ConvertTextOptions, type ConvertTo } from './convert-text.js';
export type ProtocolTarget = 'a2a' | 'mcp';
/** Everything `convert` writes: `convertText`'s targets, then the protocols'. */
export declare const convertTargets: ReadonlyArray<ConvertTo | ProtocolTarget>;
export interface ConvertToProtocolOptions extends Omit<ConvertTextOptions, 'to'> {
    to: ProtocolTarget;
    /** Options of `toA2ATask` (`to: 'a2a'` only). */
    a2a?: ToA2ATaskOptions;
}
export interface ConvertToProtocolResult {
    from: ConvertFrom;
    /** The task or tool result, or `null` when refused. */
    value: unknown;
    /** `value` as indented JSON with a final newline, or `null`. */
    output: string | null;
    diagnostics: Diagnostic[];
    refused?: 'input' | 'conversion';
}
/**
 * Converts an input text to an A2A `Task` (`to: 'a2a'`) or an MCP
 * `CallToolResult` (`to: 'mcp'`). Never throws.
 */
export declare function convertToProtocol(text: string, options: ConvertToProtocolOptions): ConvertToProtocolResult;
