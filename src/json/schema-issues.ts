/**
 * The zod schema of each kind is the single statement of its shape: rules
 * about missing and mistyped fields read the issues of one `safeParse`.
 */
import type {z} from 'zod'
import {isObject} from './document.js'
import {valueAt, type JsonContext} from './context.js'
import {toPointer} from '../util/pointer.js'

export interface SchemaIssue {
  pointer: string
  /** The field name (or index) the issue is about. */
  key: string
  /** Pointer of the object or array that holds it. */
  parent: string
  /** Whether the value is absent from an existing object. */
  missing: boolean
  /** Whether the schema lets the field be absent: then `null` reads as absent, as jq's `//` reads it. */
  optional: boolean
  value: unknown
  issue: z.core.$ZodIssue
}

const cache = new WeakMap<object, SchemaIssue[]>()

interface SchemaNode {
  _zod?: {def?: {type?: string; innerType?: SchemaNode}}
  shape?: Record<string, SchemaNode>
  element?: SchemaNode
  safeParse?: (value: unknown) => {success: boolean}
}

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'])

/** The schema of the field at `path`, through objects and arrays; undefined where the path leaves the schema. */
function fieldSchema(schema: SchemaNode, path: ReadonlyArray<string | number>): SchemaNode | undefined {
  let current: SchemaNode | undefined = schema
  for (const segment of path) {
    while (current && wrappers.has(current._zod?.def?.type ?? '')) current = current._zod?.def?.innerType
    if (!current) return undefined
    current = typeof segment === 'number' ? current.element : current.shape && Object.hasOwn(current.shape, segment) ? current.shape[segment] : undefined
  }

  return current
}

function isOptional(schema: SchemaNode, path: ReadonlyArray<string | number>): boolean {
  if (path.length === 0) return false
  return fieldSchema(schema, path)?.safeParse?.(undefined).success === true
}

/** The schema issues of the context's root, computed once per document. */
export function schemaIssues(context: Pick<JsonContext, 'traits' | 'document' | 'root'>): SchemaIssue[] {
  const {root, document, traits} = context
  if (!root || !traits) return []
  const cached = cache.get(document)
  if (cached) return cached
  const schema = traits.schema
  const result = schema.safeParse(root)
  const issues: SchemaIssue[] = []
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol')
    const pointer = toPointer(path)
    const parentPath = path.slice(0, -1)
    const parent = toPointer(parentPath)
    const holder = valueAt(root, parent)
    const key = path.length > 0 ? String(path[path.length - 1]) : ''
    const missing = isObject(holder) && path.length > 0 && !Object.hasOwn(holder, key)
    const value = valueAt(root, pointer)
    issues.push({pointer, key, parent, missing, optional: value === null && isOptional(schema as unknown as SchemaNode, path), value, issue})
  }

  cache.set(document, issues)
  return issues
}

/** Short wording of a JSON value for messages: `string \`x\``, `number 3`, `null`, `array`, `object`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'string') return `string \`${value.length > 40 ? value.slice(0, 37) + '…' : value}\``
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} \`${String(value)}\``
  return typeof value
}

const typeWords: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'a boolean',
  array: 'an array',
  object: 'an object'
}

/** What a schema issue says would have been accepted, in words. */
export function expectedText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeWords[issue.expected] ?? `a value of type ${issue.expected}`
    case 'invalid_value':
      return issue.values.map((value) => `\`${String(value)}\``).join(', ')
    case 'too_small':
      return issue.origin === 'number' ? `a number of at least ${String(issue.minimum)}` : `at least ${String(issue.minimum)} items`
    case 'too_big':
      return issue.origin === 'number' ? `a number of at most ${String(issue.maximum)}` : `at most ${String(issue.maximum)} items`
    case 'invalid_format':
      return issue.format === 'datetime' ? 'an ISO 8601 date-time' : `a string in ${issue.format} format`
    default:
      return issue.message
  }
}

/** Top-level fields a kind's schema names; everything else is the file's own and stays put. */
export function knownKeys(schema: z.ZodType): Set<string> {
  const shape = (schema as unknown as {shape?: Record<string, unknown>}).shape ?? {}
  return new Set(Object.keys(shape))
}
