/**
 * JSON Schemas of the formats, generated from their zod schemas (never
 * written by hand). `handback schema NAME` prints them and `npm run schemas`
 * commits them as grammar/schemas/NAME.schema.json.
 */
import * as z from 'zod'
import {HandoffPacketSchema} from './handoff.js'
import {ReturnMetaSchema} from './meta.js'
import {ProgressFileSchema} from './progress.js'
import {ReturnReportSchema} from './report.js'
import {SubagentReturnSchema} from './subagent.js'

export const schemaNames = ['report', 'meta', 'subagent', 'progress', 'handoff'] as const
export type SchemaName = (typeof schemaNames)[number]

const schemas: Record<SchemaName, z.ZodType> = {
  report: ReturnReportSchema,
  meta: ReturnMetaSchema,
  subagent: SubagentReturnSchema,
  progress: ProgressFileSchema,
  handoff: HandoffPacketSchema
}

/**
 * The schema with its root definition written at the top, where zod writes
 * only a `$ref` to it: the top then says `"type": "object"`, as an MCP tool's
 * `outputSchema` must, and tools that read only the top level see the shape.
 * The definition stays under `$defs` when another definition refers to it.
 */
export function rootInline(schema: Record<string, unknown>): Record<string, unknown> {
  const ref = schema['$ref']
  const defs = schema['$defs'] as Record<string, unknown> | undefined
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/') || defs === undefined) return schema
  const name = ref.slice('#/$defs/'.length)
  const root = defs[name]
  if (root === null || typeof root !== 'object' || Array.isArray(root)) return schema
  const others = Object.fromEntries(Object.entries(defs).filter(([key]) => key !== name))
  const stillReferred = JSON.stringify(others).includes(JSON.stringify(ref)) || JSON.stringify(root).includes(JSON.stringify(ref))
  const {$ref: _ref, $defs: _defs, ...rest} = schema
  const keptDefs = stillReferred ? defs : others
  return {...rest, ...(root as Record<string, unknown>), ...(Object.keys(keptDefs).length > 0 ? {$defs: keptDefs} : {})}
}

/** The JSON Schema (draft 2020-12) of a format, its root an object schema. */
export function jsonSchemaOf(name: SchemaName): Record<string, unknown> {
  return rootInline(z.toJSONSchema(schemas[name]) as Record<string, unknown>)
}

/** The committed text of a format's JSON Schema: two-space indentation, final newline. */
export function jsonSchemaText(name: SchemaName): string {
  return JSON.stringify(jsonSchemaOf(name), null, 2) + '\n'
}
