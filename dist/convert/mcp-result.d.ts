/**
 * `toCallToolResult`: a report as an MCP `CallToolResult`: the report as
 * `structuredContent`, the same JSON serialized as the text content (for
 * clients that read only `content`, as the MCP specification advises), and
 * `isError` when the child reports ERROR. The MCP SDK is referred to for
 * its types only; nothing here loads it.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Diagnostic } from '../engine/diagnostic.js';
import { type ReturnReport } from '../schema/report.js';
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
