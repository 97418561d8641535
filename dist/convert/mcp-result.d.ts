/**
 * `toCallToolResult`: a report as an MCP `CallToolResult`: the report as
 * `structuredContent`, the same JSON serialized as the text content (for
 * clients that read only `content`, as the MCP specification advises), and
 * `isError` when the child reports ERROR. Nothing here loads the MCP SDK,
 * nor refers to its types: a library user need not install it.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import { type ReturnReport } from '../schema/report.js';
/** The MCP `CallToolResult` this module writes: a subset of the SDK's type, assignable to it (a test holds that). */
export type CallToolResult = {
    content: Array<{
        type: 'text';
        text: string;
    }>;
    structuredContent?: Record<string, unknown>;
    isError?: boolean;
};
export interface ToCallToolResultResult {
    /** The result, or `null` when `report` is not a report. */
    result: CallToolResult | null;
    diagnostics: Diagnostic[];
}
/**
 * A report as a tool result. `structuredContent` is the report itself (its
 * JSON Schema is `grammar/schemas/report.schema.json`), so a tool can declare
 * that schema as its `outputSchema`. Never throws: a value that is not a
 * report gives `result: null` and a `report-invalid` diagnostic.
 *
 * @param report A report, as `parseReturn` gives it.
 */
export declare function toCallToolResult(given: ReturnReport): ToCallToolResultResult;
