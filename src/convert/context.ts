/**
 * What a conversion to return-metadata needs besides the markdown: the
 * operation (it names the success status) and the identity of the child,
 * which only the parent knows.
 */
import type {Diagnostic, Place} from '../engine/diagnostic.js'
import {operations, type Operation} from '../json/options.js'
import identityMissing from '../rules/convert/identity-missing.js'
import {stamp} from '../engine/rule.js'
import {plainOf} from '../util/snapshot.js'

export type {Operation} from '../json/options.js'

export interface ConvertContext {
  /** The operation the return answers: `research` → `researched`, `plan` → `planned`, `implement` → `implemented`. */
  operation: Operation
  session_id: string
  agent_type: string
  /** Nesting depth in the delegation chain, a non-negative integer. */
  delegation_depth: number
  /** Delegation steps from the orchestrator to the child. */
  delegation_path: string[]
  /** Execution time in seconds; left out of the metadata when absent. */
  duration_seconds?: number
  /** The task's language; with `meta`, an `implemented` return needs `claudemd_suggestions`. */
  language?: string
}

/** The fields of `metadata` a return-metadata file cannot do without, in the contract's order. */
export const requiredIdentityFields = ['session_id', 'agent_type', 'delegation_depth', 'delegation_path'] as const

export type IdentityField = (typeof requiredIdentityFields)[number]

export interface Identity {
  session_id: string
  agent_type: string
  delegation_depth: number
  delegation_path: string[]
}

/** Place of findings that have no span in the input. */
export const startPlace: Place = {line: 1, column: 1, endLine: 1, endColumn: 1}

/** Whether a value is usable for an identity field. */
export function isIdentityValue(field: IdentityField, value: unknown): boolean {
  switch (field) {
    case 'session_id':
    case 'agent_type':
      return typeof value === 'string' && value.trim() !== ''
    case 'delegation_depth':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0
    case 'delegation_path':
      return Array.isArray(value) && value.every((step) => typeof step === 'string')
  }
}

export type IdentityReading =
  | {identity: Identity; missing: []; unusable: []}
  | {identity: undefined; missing: IdentityField[]; unusable: IdentityField[]}

/**
 * The identity of a context, or the fields that are missing: absent or
 * unusable (an empty id, a negative depth); `unusable` lists the latter.
 */
export function readIdentity(context: unknown): IdentityReading {
  // A plain copy: a getter or proxy cannot throw below, and a sparse path of length 2^32 - 1 is not walked.
  const plain = plainOf(context)
  const source = typeof plain === 'object' && plain !== null ? (plain as Record<string, unknown>) : {}
  const value = (field: IdentityField): unknown => (Object.hasOwn(source, field) ? source[field] : undefined)
  const missing = requiredIdentityFields.filter((field) => !isIdentityValue(field, value(field)))
  if (missing.length > 0) return {identity: undefined, missing, unusable: missing.filter((field) => value(field) !== undefined)}
  return {
    identity: {
      session_id: source['session_id'] as string,
      agent_type: source['agent_type'] as string,
      delegation_depth: source['delegation_depth'] as number,
      delegation_path: [...(source['delegation_path'] as string[])]
    },
    missing: [],
    unusable: []
  }
}

const expectedValue: Record<IdentityField, string> = {
  session_id: 'a non-empty string',
  agent_type: 'a non-empty string',
  delegation_depth: 'a non-negative integer',
  delegation_path: 'a list of strings'
}

/** The one diagnostic naming every missing identity field; `unusable` ones are those given with a wrong value. */
export function identityDiagnostic(missing: readonly IdentityField[], place: Place = startPlace, unusable: readonly IdentityField[] = []): Diagnostic {
  const names = missing.map((field) => `\`${field}\``).join(', ')
  const wrong = unusable.map((field) => `\`${field}\` must be ${expectedValue[field]}`).join('; ')
  return stamp(identityMissing, 'error', {
    messageId: missing.length === 1 ? 'missingOne' : 'missingMany',
    data: {fields: names, required: requiredIdentityFields.map((field) => `\`${field}\``).join(', '), wrong: wrong ? ` (${wrong})` : ''},
    place,
    pointer: '/metadata',
    expected: [...missing],
    note: 'Pass them in the context (`--session-id`, `--agent-type`, `--delegation-depth`, `--delegation-path`, or `--context FILE.json`).'
  })
}

/** Whether a value names an operation. */
export function isOperation(value: unknown): value is Operation {
  return typeof value === 'string' && (operations as readonly string[]).includes(value)
}

const contextFields = ['operation', 'session_id', 'agent_type', 'delegation_depth', 'delegation_path', 'duration_seconds', 'language'] as const

/**
 * The context held by a JSON object (a `--context` file): its fields at the
 * top level or, for the identity, under `metadata`, so an earlier
 * `.return-meta.json` can serve. Values are not checked here; the converters do.
 */
export function contextFromObject(given: unknown): Partial<ConvertContext> {
  const value = plainOf(given)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const source = value as Record<string, unknown>
  const nested = source['metadata']
  const metadata = typeof nested === 'object' && nested !== null && !Array.isArray(nested) ? (nested as Record<string, unknown>) : {}
  const context: Record<string, unknown> = {}
  for (const field of contextFields) {
    if (Object.hasOwn(source, field)) context[field] = source[field]
    else if (Object.hasOwn(metadata, field)) context[field] = metadata[field]
  }

  return context as Partial<ConvertContext>
}
