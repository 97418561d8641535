/**
 * The tools `handback mcp` serves: each a name, a description, zod input and
 * output schemas (the MCP SDK turns them into the JSON Schemas clients see)
 * and a function from arguments to the structured result. The functions are
 * the library's own; nothing here knows of MCP transports.
 */
import * as z from 'zod'
import {convertFrom, convertText} from '../convert/convert-text.js'
import {convertTargets, convertToProtocol} from '../convert/protocol-text.js'
import {operations} from '../json/options.js'
import {lintText} from '../kinds/every.js'
import {parseReturn} from '../pipeline/parse-return.js'
import {formatInstructions, instructionKinds} from '../postflight/format-instructions.js'
import {review} from '../kinds/every.js'
import {DiagnosticSchema} from '../schema/diagnostic.js'
import {inputKinds, type InputKind} from '../kinds/detect.js'
import {ReturnReportSchema} from '../schema/report.js'
import {returnStates} from '../schema/return-state.js'

const text = z.string().describe('The text the child handed back.')
const preset = z.enum(['recommended', 'strict']).optional().describe('`strict` turns every warning into an error. Default `recommended`.')
// Every kind the linter reads, so a text detected as a handoff packet or a todos checklist is a result, not an error.
const anyKind = z.enum(inputKinds)
const kind = anyKind.optional().describe('The kind of input; detected when absent.')
const fileName = z.string().optional().describe('The file name of the input, for kind detection.')
const diagnostics = z.array(DiagnosticSchema)

/** One tool: schemas as zod raw shapes (objects), and the function that answers. */
interface ToolDefinition<Input extends z.ZodRawShape, Output extends z.ZodRawShape> {
  name: string
  title: string
  description: string
  input: Input
  /** The shape of the structured result; absent for a tool whose result is text for a model (`text`). */
  output?: Output
  /** The structured result; the SDK checks it against `output` before sending it. */
  run: (args: z.infer<z.ZodObject<Input>>) => object
  /**
   * For a result that is text for a model (instructions, a converted return):
   * the text blocks to send instead of structured content. Hosts show a model
   * `structuredContent` compacted into one JSON string, line breaks escaped.
   */
  text?: (result: never) => string[]
}

function tool<Input extends z.ZodRawShape, Output extends z.ZodRawShape>(definition: ToolDefinition<Input, Output>): ToolDefinition<Input, Output> {
  return definition
}

const parseReturnTool = tool({
  name: 'parse_return',
  title: 'Parse a markdown return',
  description: 'Parses a markdown return (## Status, ## Deliverables, ## Evidence, ## Runtime Attestation) into a typed report, with positioned diagnostics.',
  input: {text, preset},
  output: {report: ReturnReportSchema.nullable().describe('The typed report; null when there is no Status section or no valid state.'), diagnostics},
  run: (args) => {
    const {report, diagnostics: found} = parseReturn(args.text, args.preset ? {preset: args.preset} : {})
    return {report, diagnostics: found}
  }
})

const lintTool = tool({
  name: 'lint',
  title: 'Lint a return',
  description: 'Checks a markdown return, a .return-meta.json, a console JSON return, a progress file, a handoff packet or a todos checklist against its contract.',
  input: {text, kind, fileName, preset},
  output: {kind: anyKind, diagnostics},
  run: (args) => {
    // The text's own comments are never honoured here, so nothing is suppressed: the result is the schema's.
    const {kind: read, diagnostics: found} = lintText(args.text, {...(args.kind ? {kind: args.kind} : {}), ...(args.fileName ? {fileName: args.fileName} : {}), ...(args.preset ? {preset: args.preset} : {})})
    return {kind: read, diagnostics: found}
  }
})

const convertTool = tool({
  name: 'convert',
  title: 'Convert a return',
  description:
    'Converts a markdown return, a return-metadata file or a console return to return-metadata JSON (`meta`), the canonical markdown return (`markdown`), an A2A Task (`a2a`) or an MCP CallToolResult (`mcp`). Return-metadata from markdown needs the operation and identity in `context`.',
  input: {
    text,
    to: z.enum(convertTargets),
    from: z.enum(convertFrom).optional().describe('The kind of input; detected when absent.'),
    fileName,
    lenient: z.boolean().optional().describe('Convert what can be read even when the input has errors.'),
    context: z
      .looseObject({
        operation: z.enum(operations as [string, ...string[]]).optional(),
        session_id: z.string().optional(),
        agent_type: z.string().optional(),
        delegation_depth: z.number().int().nonnegative().optional(),
        delegation_path: z.array(z.string()).optional()
      })
      .optional()
      .describe('Operation and identity, for `to: meta` from markdown.')
  },
  run: (args) => {
    const common = {
      ...(args.from ? {from: args.from} : {}),
      ...(args.fileName ? {fileName: args.fileName} : {}),
      ...(args.lenient ? {lenient: true} : {}),
      ...(args.context ? {context: args.context as never} : {})
    }
    const result = args.to === 'a2a' || args.to === 'mcp' ? convertToProtocol(args.text, {...common, to: args.to}) : convertText(args.text, {...common, to: args.to})
    return {from: result.from, output: result.output, diagnostics: result.diagnostics, ...(result.refused ? {refused: result.refused} : {})}
  },
  // The converted text first, as it would be written to a file; what was read and any diagnostics after it, as JSON.
  text: (result: {from: string; output: string | null; diagnostics: unknown[]; refused?: string}) => [
    ...(result.output === null ? [] : [result.output]),
    JSON.stringify({from: result.from, ...(result.refused ? {refused: result.refused} : {}), diagnostics: result.diagnostics}, null, 2)
  ]
})

const reviewTool = tool({
  name: 'review',
  title: 'Review a child return',
  description:
    'The parent-boundary decision on a child return: accept, retry or escalate (with the reason, a hint and the retry budget), the report, the diagnostics and, when the return fails its contract, the correction to send back to the child.',
  input: {
    text,
    attempt: z.number().int().positive().optional().describe('Which run of the child produced the return, 1-based. Default 1.'),
    mitigated: z.boolean().optional().describe('Whether the parent changed inputs, scope or constraints (raises the retry budget).'),
    kind: z.enum(['markdown', 'meta', 'subagent']).optional().describe('The kind of return; detected when absent.'),
    fileName
  },
  output: {
    decision: z.looseObject({
      action: z.enum(['accept', 'retry', 'escalate']),
      reason: z.string(),
      hint: z.string().optional(),
      maxRetries: z.number().int()
    }),
    kind: z.string(),
    report: z.unknown().describe('The report read from the return, in its kind’s shape; null when none could be read.'),
    diagnostics,
    correction: z.string().optional().describe('The message to send back to the child when its return fails its contract.')
  },
  run: (args) => {
    const result = review(args.text, {
      ...(args.attempt === undefined ? {} : {attempt: args.attempt}),
      ...(args.mitigated === undefined ? {} : {mitigated: args.mitigated}),
      ...(args.kind ? {kind: args.kind} : {}),
      ...(args.fileName ? {fileName: args.fileName} : {})
    })
    // The fields the output schema names, as plain JSON: structured content must match it exactly.
    const {decision, kind: reviewed, report, diagnostics: found, correction} = result
    return JSON.parse(JSON.stringify({decision, kind: reviewed, report: report ?? null, diagnostics: found, ...(typeof correction === 'string' ? {correction} : {})})) as object
  }
})

const formatInstructionsTool = tool({
  name: 'format_instructions',
  title: 'Format instructions for a child brief',
  description: 'The text a parent appends to a child’s brief so the child hands back a return the parent can read: layout, rules and a filled example that lints clean.',
  input: {
    state: z.enum(returnStates).optional().describe('Only the keys and rules of this state.'),
    operation: z.enum(operations as [string, ...string[]]).optional().describe('Names the success status of a return-metadata file.'),
    kind: z.enum(instructionKinds).optional().describe('`markdown` (default) or `meta` (.return-meta.json).')
  },
  run: (args) => formatInstructions(args as Parameters<typeof formatInstructions>[0]),
  // The instructions as they go into a brief (the example is part of them); warnings after, one block each.
  text: (result: {text: string; warnings: string[]}) => [result.text, ...result.warnings.map((warning) => `warning: ${warning}`)]
})

/** Every tool of the server, in the order they are listed. */
export const mcpTools = [parseReturnTool, lintTool, convertTool, reviewTool, formatInstructionsTool] as const
