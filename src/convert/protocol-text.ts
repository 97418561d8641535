/**
 * `convertToProtocol`: any input `convertText` reads (markdown return,
 * return-metadata, console return) to an A2A task or an MCP tool result,
 * by way of the report: the input is first read as `convertText` reads it
 * for markdown, with the same refusals.
 */
import {countErrors, type Diagnostic} from '../engine/diagnostic.js'
import {internalError} from '../engine/guard.js'
import {optionsOf} from '../util/options.js'
import {toA2ATask, type ToA2ATaskOptions} from './a2a.js'
import {convertReading, convertTo, type ConvertFrom, type ConvertTextOptions, type ConvertTo} from './convert-text.js'
import {toCallToolResult} from './mcp-result.js'

export type ProtocolTarget = 'a2a' | 'mcp'

/** Everything `convert` writes: `convertText`'s targets, then the protocols'. */
export const convertTargets: ReadonlyArray<ConvertTo | ProtocolTarget> = [...convertTo, 'a2a', 'mcp']

export interface ConvertToProtocolOptions extends Omit<ConvertTextOptions, 'to'> {
  to: ProtocolTarget
  /** Options of `toA2ATask` (`to: 'a2a'` only). */
  a2a?: ToA2ATaskOptions
}

export interface ConvertToProtocolResult {
  from: ConvertFrom
  /** The task or tool result, or `null` when refused. */
  value: unknown
  /** `value` as indented JSON with a final newline, or `null`. */
  output: string | null
  diagnostics: Diagnostic[]
  refused?: 'input' | 'conversion'
}

/**
 * Converts an input text to an A2A `Task` (`to: 'a2a'`) or an MCP
 * `CallToolResult` (`to: 'mcp'`). Never throws.
 */
export function convertToProtocol(text: string, options: ConvertToProtocolOptions): ConvertToProtocolResult {
  const given = optionsOf(options)
  try {
    const {to: _to, a2a, ...rest} = given
    const {result: markdown, outputReport: report} = convertReading(text, {...rest, to: 'markdown'})
    if (markdown.output === null) {
      return {from: markdown.from, value: null, output: null, diagnostics: markdown.diagnostics, refused: markdown.refused ?? 'conversion'}
    }

    const converted = report === null ? null : given.to === 'mcp' ? toCallToolResult(report) : toA2ATask(report, a2a)
    const value = converted === null ? null : 'task' in converted ? converted.task : converted.result
    const diagnostics = [...markdown.diagnostics, ...(converted?.diagnostics ?? [])]
    if (value === null || countErrors(converted?.diagnostics ?? []) > 0) return {from: markdown.from, value: null, output: null, diagnostics, refused: 'conversion'}
    return {from: markdown.from, value, output: `${JSON.stringify(value, null, 2)}\n`, diagnostics}
  } catch (error) {
    return {from: 'markdown', value: null, output: null, diagnostics: [internalError(error)], refused: 'conversion'}
  }
}
