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

/** The JSON Schema (draft 2020-12) of a format. */
export function jsonSchemaOf(name: SchemaName): Record<string, unknown> {
  return z.toJSONSchema(schemas[name]) as Record<string, unknown>
}

/** The committed text of a format's JSON Schema: two-space indentation, final newline. */
export function jsonSchemaText(name: SchemaName): string {
  return JSON.stringify(jsonSchemaOf(name), null, 2) + '\n'
}
