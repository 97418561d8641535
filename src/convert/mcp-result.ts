/**
 * `toCallToolResult`: a report as an MCP `CallToolResult`: the report as
 * `structuredContent`, the same JSON serialized as the text content (for
 * clients that read only `content`, as the MCP specification advises), and
 * `isError` when the child reports ERROR. Nothing here loads the MCP SDK,
 * nor refers to its types: a library user need not install it.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {ReturnReportSchema, type ReturnReport} from '../schema/report.js'
import {reportInvalidDiagnostic} from './report-invalid.js'
import {plainOf} from '../util/snapshot.js'
import {maxReportValues} from '../engine/input-rules.js'

/** The MCP `CallToolResult` this module writes: a subset of the SDK's type, assignable to it (a test holds that). */
// A type alias, not an interface: it then fits the SDK's index signature.
export type CallToolResult = {
  content: Array<{type: 'text'; text: string}>
  structuredContent?: Record<string, unknown>
  isError?: boolean
}

export interface ToCallToolResultResult {
  /** The result, or `null` when `report` is not a report. */
  result: CallToolResult | null
  diagnostics: Diagnostic[]
}

/**
 * A report as a tool result. `structuredContent` is the report itself (its
 * JSON Schema is `grammar/schemas/report.schema.json`), so a tool can declare
 * that schema as its `outputSchema`. Never throws: a value that is not a
 * report gives `result: null` and a `report-invalid` diagnostic.
 *
 * @param report A report, as `parseReturn` gives it.
 */
export function toCallToolResult(given: ReturnReport): ToCallToolResultResult {
  const report = plainOf(given, maxReportValues) as ReturnReport
  if (!ReturnReportSchema.safeParse(report).success) return {result: null, diagnostics: [reportInvalidDiagnostic(report)]}
  // A copy through JSON: structured content must be plain JSON, whatever prototype the caller's object had.
  const structuredContent = JSON.parse(JSON.stringify(report)) as Record<string, unknown>
  return {
    result: {
      content: [{type: 'text', text: JSON.stringify(structuredContent, null, 2)}],
      structuredContent,
      ...(report.status.state === 'ERROR' ? {isError: true} : {})
    },
    diagnostics: []
  }
}
