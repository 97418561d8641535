/** The fields a schema requires, as `shapeOf` reads them, are the ones its JSON Schema (zod's own `toJSONSchema`) lists as required, at every depth. */
import * as z from 'zod'
import {describe, expect, it} from 'vitest'
import {shapeOf, type FieldShape} from '../src/schema/fields.js'
import {ReturnMetaSchema} from '../src/schema/meta.js'
import {SubagentReturnSchema} from '../src/schema/subagent.js'
import {HandoffPacketSchema} from '../src/schema/handoff.js'

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  $ref?: string
  anyOf?: JsonSchema[]
}

/** Every object of a JSON Schema with the fields it requires, by path, `$ref`s followed. */
function requiredByPath(schema: JsonSchema, definitions: Record<string, JsonSchema>, path = ''): Record<string, string[]> {
  const resolved = schema.$ref ? definitions[schema.$ref.split('/').at(-1)!]! : schema
  const out: Record<string, string[]> = {}
  if (resolved.properties) {
    out[path] = [...(resolved.required ?? [])].sort()
    for (const [key, child] of Object.entries(resolved.properties)) Object.assign(out, requiredByPath(child, definitions, `${path}/${key}`))
  }

  if (resolved.items) Object.assign(out, requiredByPath(resolved.items, definitions, `${path}/*`))
  for (const option of resolved.anyOf ?? []) Object.assign(out, requiredByPath(option, definitions, path))
  return out
}

function requiredOfShape(shape: FieldShape, path = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  if (shape.kind === 'object') {
    out[path] = shape.fields.filter((field) => field.required).map((field) => field.key).sort()
    for (const field of shape.fields) Object.assign(out, requiredOfShape(field.shape, `${path}/${field.key}`))
  }

  if (shape.kind === 'array') Object.assign(out, requiredOfShape(shape.item, `${path}/*`))
  return out
}

describe('shapeOf', () => {
  for (const [name, schema] of [['ReturnMeta', ReturnMetaSchema], ['SubagentReturn', SubagentReturnSchema], ['HandoffPacket', HandoffPacketSchema]] as const) {
    it(`${name}: the required fields at every depth are those of its JSON Schema`, () => {
      const json = z.toJSONSchema(schema, {io: 'input', unrepresentable: 'any'}) as JsonSchema & {$defs?: Record<string, JsonSchema>}
      const expected = requiredByPath(json, json.$defs ?? {})
      expect(Object.keys(expected).length).toBeGreaterThan(1)
      expect(requiredOfShape(shapeOf(schema))).toEqual(expected)
    })
  }

  it('reads a boolean, a number, a list of objects and a list of text apart, for the placeholders they get', () => {
    const shape = shapeOf(ReturnMetaSchema)
    const field = (key: string) => (shape.kind === 'object' ? shape.fields.find((candidate) => candidate.key === key) : undefined)
    expect(field('artifacts')?.shape.kind).toBe('array')
    const errors = field('errors')?.shape
    expect(errors?.kind === 'array' && errors.item.kind === 'object' && errors.item.fields.find((candidate) => candidate.key === 'recoverable')?.shape).toEqual({kind: 'boolean'})
    const metadata = field('metadata')?.shape
    expect(metadata?.kind === 'object' && metadata.fields.find((candidate) => candidate.key === 'delegation_path')?.shape).toEqual({kind: 'array', item: {kind: 'value'}})
    expect(metadata?.kind === 'object' && metadata.fields.find((candidate) => candidate.key === 'delegation_depth')?.shape).toEqual({kind: 'number'})
  })
})
