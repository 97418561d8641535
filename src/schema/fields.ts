/**
 * The fields of an object schema and which it requires, read from the zod schema itself, so
 * that code filling in what a file lacks (the correction's rewrite) follows
 * the contract as the schemas state it, never a second list.
 */
import type * as z from 'zod'

/** The shape of a field's value, as far as a placeholder needs it. */
export type FieldShape = {kind: 'object'; fields: readonly Field[]} | {kind: 'array'; item: FieldShape} | {kind: 'boolean'} | {kind: 'number'} | {kind: 'value'}

export interface Field {
  key: string
  /** Whether the schema refuses the object without it. */
  required: boolean
  shape: FieldShape
}

interface Definition {
  type: string
  innerType?: z.ZodType
  element?: z.ZodType
  shape?: Record<string, z.ZodType>
}

function definitionOf(schema: z.ZodType): Definition {
  return (schema as unknown as {_zod: {def: Definition}})._zod.def
}

/** The shape of the values a schema accepts: optional, nullable and default wrappers looked through. */
export function shapeOf(schema: z.ZodType): FieldShape {
  const definition = definitionOf(schema)
  if (definition.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(definition.type)) return shapeOf(definition.innerType)
  if (definition.type === 'object' && definition.shape) {
    return {kind: 'object', fields: Object.entries(definition.shape).map(([key, field]) => ({key, required: !field.safeParse(undefined).success, shape: shapeOf(field)}))}
  }

  if (definition.type === 'array' && definition.element) return {kind: 'array', item: shapeOf(definition.element)}
  if (definition.type === 'boolean') return {kind: 'boolean'}
  if (definition.type === 'number') return {kind: 'number'}
  return {kind: 'value'}
}


/** The fields an object shape requires, in its order; none for another shape. */
export function requiredFields(shape: FieldShape): Field[] {
  return shape.kind === 'object' ? shape.fields.filter((field) => field.required) : []
}

/** The shape of a field of an object shape (of the items, for a list); `{kind: 'value'}` when there is none. */
export function fieldShape(shape: FieldShape, key: string): FieldShape {
  const found = shape.kind === 'object' ? shape.fields.find((field) => field.key === key)?.shape : undefined
  return found?.kind === 'array' ? found.item : (found ?? {kind: 'value'})
}
