/**
 * `formatInstructions`: the text a parent appends to a child's brief so the
 * child hands back a return the parent can read. The layout, the keys and
 * their value sets come from the zod schemas and the section table; the
 * example is rendered by the converters and so passes the linter by
 * construction (a test parses it). Nothing here is hand-copied from the
 * grammar, so the instructions cannot drift from what is checked.
 */
import * as z from 'zod'
import {renderReturn} from '../convert/render.js'
import {toReturnMeta} from '../convert/to-meta.js'
import type {Operation} from '../json/options.js'
import {operations} from '../json/options.js'
import {successStatus} from '../json/status.js'
import {canonicalSeparator} from '../markdown/interpret.js'
import {canonicalSectionTitles} from '../markdown/model.js'
import {canonicalNone} from '../markdown/values.js'
import {ReturnMetaSchema, returnMetaStatuses} from '../schema/meta.js'
import {AttestationSchema, ReturnStatusSchema, type ReturnReport, type ReturnState} from '../schema/report.js'
import {returnStates} from '../schema/return-state.js'
import {shownValue} from '../util/describe.js'
import {optionsOf} from '../util/options.js'
import {formatInstructionsMarker} from './format-marker.js'

export interface FormatInstructionsOptions {
  /** Narrow the instructions to one state (its keys and rules only). Default: all three. */
  state?: ReturnState
  /** The operation the child performs; names the success status of a return-metadata file. Default: none. */
  operation?: Operation
  /** `markdown` (the return printed as the final message, default) or `meta` (a `.return-meta.json` file). */
  kind?: InstructionKind
}

export interface FormatInstructions {
  /** The text to append to the brief; its first line is `formatInstructionsMarker` plus a sentence. */
  text: string
  /** The filled example inside `text`, alone (a return that lints clean). */
  example: string
  /** Options that were ignored because they were not understood, one sentence each. */
  warnings: string[]
}

export {formatInstructionsMarker}

/** Longest text produced, in characters: the instructions must not crowd out the brief. */
export const formatInstructionsMaxLength = 3000

/**
 * The conditions a return's keys obey, each enforced by the named rule; the
 * test checks every id names a rule, so a renamed rule breaks the build.
 */
export const conditionalRules: ReadonlyArray<{ruleId: string; states: readonly ReturnState[]; text: string}> = [
  {
    ruleId: 'retry-recommended-required',
    states: ['ERROR'],
    text: 'On ERROR, `retry_recommended: yes` or `retry_recommended: no` is required; add `error_code: E_…` (a stable identifier such as E_MISSING_INPUT).'
  },
  {ruleId: 'retry-hint-missing', states: ['ERROR', 'PARTIAL'], text: 'With `retry_recommended: yes`, give `retry_hint:` (what to change for the retry).'},
  {ruleId: 'partial-without-limitations', states: ['PARTIAL'], text: 'On PARTIAL, list what was left undone under `limitations:`, one bullet each.'},
  {ruleId: 'error-keys-on-success', states: ['SUCCESS'], text: 'On SUCCESS, leave out `error_code`, `retry_recommended` and `retry_hint`.'},
  {
    ruleId: 'path-not-repo-relative',
    states: returnStates,
    text: 'Every path (deliverables, `files_created`, `files_modified`) is relative to the repository root: `src/a.ts`, never `/home/…`, `./src/a.ts` or `~/…`.'
  },
  {ruleId: 'list-style', states: returnStates, text: `An empty list is one bullet \`- ${canonicalNone}\`; never write lists inline.`},
  {
    ruleId: 'key-style',
    states: returnStates,
    text: 'Write each key as a plain `key: value` line: no bullets, bold or backticks around keys.'
  }
]

/** Keys the schema accepts but the markdown contract does not define (kept for conversion only). */
const notInContract: ReadonlySet<string> = new Set(['next_steps'])

/** When an optional key belongs in a return; absent keys here apply to every state. */
const keyStates: Readonly<Record<string, readonly ReturnState[]>> = {
  error_code: ['ERROR', 'PARTIAL'],
  retry_recommended: ['ERROR', 'PARTIAL'],
  retry_hint: ['ERROR', 'PARTIAL'],
  limitations: ['PARTIAL']
}

const keyNotes: Readonly<Record<string, string>> = {
  error_code: 'only on ERROR or PARTIAL',
  retry_recommended: 'required on ERROR',
  retry_hint: 'only with retry_recommended: yes',
  limitations: 'required on PARTIAL'
}

const placeholders: Readonly<Record<string, string>> = {
  summary: '<one sentence>',
  error_code: '<E_IDENTIFIER>',
  retry_hint: '<what to change for the retry>',
  runtime_model_reported: '<model>',
  runtime_mode_reported: '<mode>'
}

interface KeyInfo {
  key: string
  required: boolean
  list: boolean
  placeholder: string
}

/** The keys of a section schema, in the schema's order, with how each is written. */
function keysOf(schema: z.ZodObject): KeyInfo[] {
  const keys: KeyInfo[] = []
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (notInContract.has(key)) continue
    const required = !field.safeParse(undefined).success
    const inner = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field
    const list = inner instanceof z.ZodArray
    let placeholder = '<text>'
    if (inner instanceof z.ZodEnum) placeholder = (inner.options as string[]).join(' | ')
    else if (inner instanceof z.ZodBoolean) placeholder = 'yes | no'
    else if (list) placeholder = key.startsWith('files_') ? '<repo-relative/path>' : '<one item>'
    else if (Object.hasOwn(placeholders, key)) placeholder = placeholders[key] ?? placeholder
    keys.push({key, required, list, placeholder})
  }

  return keys
}

function keyLines(keys: readonly KeyInfo[], state: ReturnState | undefined): string[] {
  const lines: string[] = []
  for (const info of keys) {
    const states = keyStates[info.key]
    if (state !== undefined && states !== undefined && !states.includes(state)) continue
    const note = keyNotes[info.key]
    const suffix = note === undefined ? '' : `   (${note})`
    if (info.list) lines.push(`${info.key}:${suffix}`, `- ${info.placeholder}`)
    else lines.push(`${info.key}: ${state !== undefined && info.key === 'state' ? state : info.placeholder}${suffix}`)
  }

  return lines
}

/** The layout of the markdown return, from the section table and the schemas. */
function markdownLayout(state: ReturnState | undefined): string {
  const sections = [
    [`## ${canonicalSectionTitles.status}`, ...keyLines(keysOf(ReturnStatusSchema), state)],
    [`## ${canonicalSectionTitles.deliverables}`, `- <repo-relative/path>${canonicalSeparator}<one-line description>`],
    [`## ${canonicalSectionTitles.evidence}`, `- <path, command or contract>${canonicalSeparator}<what it shows>`],
    [`## ${canonicalSectionTitles.attestation}`, ...keyLines(keysOf(AttestationSchema), state)]
  ]
  return sections.map((lines) => lines.join('\n')).join('\n\n')
}

/** A filled example for a state, rendered by the converter, so it is canonical. */
function exampleReport(state: ReturnState): ReturnReport {
  const attestation = {
    runtime_model_reported: 'openai/gpt-5.2',
    runtime_mode_reported: 'code',
    files_created: ['src/parser.ts'],
    files_modified: [] as string[]
  }
  const deliverables = [{path: 'src/parser.ts', description: 'the parser'}]
  const evidence = [{text: '`npm test` — 12 passed', path: 'npm test', description: '12 passed'}]
  if (state === 'ERROR') {
    return {
      status: {
        state,
        summary: 'The parser could not be written: the grammar file is missing.',
        error_code: 'E_MISSING_INPUT',
        retry_recommended: true,
        retry_hint: 'Pass the path of the grammar file.'
        // The catch-all of unknown keys (strings) makes TypeScript reject a known boolean key.
      } as ReturnReport['status'],
      deliverables: [],
      evidence: [{text: 'grammar/ — no such folder', path: 'grammar/', description: 'no such folder'}],
      attestation: {...attestation, files_created: []}
    }
  }

  if (state === 'PARTIAL') {
    return {
      status: {state, summary: 'Wrote the parser; the CLI is not started.'},
      deliverables,
      evidence,
      attestation: {...attestation, limitations: ['The CLI command is not written.']}
    }
  }

  return {status: {state, summary: 'Added the parser.'}, deliverables, evidence, attestation}
}

function rulesFor(state: ReturnState | undefined): string[] {
  return conditionalRules.filter((rule) => state === undefined || rule.states.includes(state)).map((rule) => `- ${rule.text}`)
}

function markdownInstructions(state: ReturnState | undefined): {text: string; example: string} {
  const sectionList = Object.values(canonicalSectionTitles)
    .map((title) => `\`## ${title}\``)
    .join(', ')
  const example = renderReturn(exampleReport(state ?? 'SUCCESS'))
  const text = [
    `${formatInstructionsMarker} end your final message with this markdown return, as plain markdown (not in a code fence), and nothing after it.`,
    '',
    `Sections, exactly these headings in this order: ${sectionList}. Replace each <…>; \`a | b\` means write one of them.`,
    '',
    markdownLayout(state),
    '',
    'Rules:',
    ...rulesFor(state),
    '',
    `Example (${state ?? 'SUCCESS'}):`,
    '',
    example
  ].join('\n')
  return {text, example}
}

const exampleIdentity = {
  session_id: 'sess_1736700000_abc123',
  agent_type: 'implementation-agent',
  delegation_depth: 1,
  delegation_path: ['orchestrator', 'implement', 'implementation-agent']
}

function metaInstructions(state: ReturnState | undefined, operation: Operation | undefined): {text: string; example: string} {
  const op = operation ?? 'implement'
  const report = exampleReport(state ?? 'SUCCESS')
  const {meta} = toReturnMeta(report, {operation: op, ...exampleIdentity})
  // A partial file also says where to resume, which the markdown report cannot carry.
  const filled = meta !== null && meta.status === 'partial' ? {
          ...meta,
          partial_progress: {stage: 'parser_written', details: 'The parser is written; the CLI command is not.'},
          errors: [{type: 'incomplete', message: 'The CLI command is not written.', recoverable: true, recommendation: 'Write the CLI command next.'}]
        } : meta
  const example = `${JSON.stringify(filled, null, 2)}\n`
  const required = Object.entries(ReturnMetaSchema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => `\`${key}\``)
    .join(', ')
  const success = operation === undefined ? operations.map((name) => `\`${successStatus[name]}\``).join(' or ') : `\`${successStatus[operation]}\``
  const text = [
    `${formatInstructionsMarker} write your result as JSON to the return-metadata file (\`.return-meta.json\`) named in the brief.`,
    '',
    `Required fields: ${required}; \`metadata\` holds \`session_id\`, \`agent_type\`, \`delegation_depth\` and \`delegation_path\` as given in the brief.`,
    `- \`status\` is one of ${returnMetaStatuses.map((status) => `\`${status}\``).join(', ')}; on success ${success}, never \`completed\`.`,
    '- Each artifact is an object `{"type", "path", "summary"}`; `path` is relative to the repository root.',
    '- `implemented` needs `completion_data.completion_summary`; `partial`, `failed` and `blocked` need `errors` (`type`, `message`, `recoverable`, `recommendation`); `partial` also `partial_progress` (`stage`, `details`).',
    '',
    'Example:',
    '',
    example
  ].join('\n')
  return {text, example}
}

function stateOf(value: unknown): ReturnState | undefined {
  return returnStates.find((state) => state === value)
}

function operationOf(value: unknown): Operation | undefined {
  return operations.find((operation) => operation === value)
}

/** The instructions for each kind a child may be asked to hand back, the first the default. */
const instructions = {
  markdown: (state: ReturnState | undefined) => markdownInstructions(state),
  meta: metaInstructions
} satisfies Readonly<Record<string, (state: ReturnState | undefined, operation: Operation | undefined) => {text: string; example: string}>>

/** A kind a child may be asked to hand back: a markdown return or a return-metadata file. */
export type InstructionKind = keyof typeof instructions

/** The kinds a child may be asked to hand back, the default first: `template --kind`'s values. */
export const instructionKinds = Object.keys(instructions) as [InstructionKind, ...InstructionKind[]]

/**
 * The text a parent appends to a child's brief: marker line, layout, the
 * rules that apply, and a filled example. Never throws; an option it cannot
 * read is ignored and named in `warnings`.
 *
 * @param options `state` (narrow to one state), `operation` (names the
 *   success status for `meta`), `kind` (`markdown`, default, or `meta`).
 */
export function formatInstructions(options?: FormatInstructionsOptions | null): FormatInstructions {
  const given = optionsOf(options) as Record<string, unknown>
  const warnings: string[] = []
  const state = stateOf(given['state'])
  if (given['state'] !== undefined && state === undefined) warnings.push(`Unexpected state ${shownValue(given['state'])}, expected ${returnStates.join(', ')}; ignored.`)
  const operation = operationOf(given['operation'])
  if (given['operation'] !== undefined && operation === undefined) warnings.push(`Unexpected operation ${shownValue(given['operation'])}, expected ${operations.join(', ')}; ignored.`)
  const named = instructionKinds.find((kind) => kind === given['kind'])
  const [fallback] = instructionKinds
  if (given['kind'] !== undefined && named === undefined) warnings.push(`Unexpected kind ${shownValue(given['kind'])}, expected ${instructionKinds.join(' or ')}; ${fallback} used.`)
  const {text, example} = instructions[named ?? fallback](state, operation)
  return {text, example, warnings}
}
