/** What the rewrites of the JSON kinds share: placeholders where a value is missing or wrong, and the fence the child reads. */
import type {Diagnostic} from '../engine/diagnostic.js'
import {isObject} from '../json/document.js'
import {fencedText} from '../util/child-words.js'
import {requiredFields, type Field, type FieldShape} from '../schema/fields.js'
import {fromPointer} from '../util/pointer.js'
import {visible} from '../util/visible.js'
import {placeholderStart} from './markdown-rewrite.js'

/** What the child is asked to state for a required field its file lacks, by the shape its schema gives it. */
function missingPlaceholder(field: Field): unknown {
  switch (field.shape.kind) {
    case 'object':
      return {}
    case 'array':
      return field.shape.item.kind === 'object' ? [] : [`[fill in: ${field.key}]`]
    case 'boolean':
      return '[fill in: true or false]'
    default:
      return `[fill in: ${field.key}]`
  }
}

/**
 * The value with each field its schema requires filled in when absent, the
 * required ones first in the schema's order, then its other fields as
 * written; objects and lists of objects within it likewise.
 */
export function withRequired(value: unknown, shape: FieldShape): unknown {
  if (shape.kind === 'array') return Array.isArray(value) ? value.map((item) => withRequired(item, shape.item)) : value
  if (shape.kind !== 'object' || !isObject(value)) return value
  const filled: Record<string, unknown> = {}
  for (const field of shape.fields) if (field.required) filled[field.key] = Object.hasOwn(value, field.key) ? value[field.key] : missingPlaceholder(field)
  const result: Record<string, unknown> = {...filled, ...value}
  for (const field of shape.fields) if (Object.hasOwn(result, field.key)) result[field.key] = withRequired(result[field.key], field.shape)
  return result
}

/** The value given for a required field when it is one (text not blank, a number, a list not empty), else the placeholder asking for it. */
function givenOr(value: unknown, field: Field): unknown {
  switch (field.shape.kind) {
    case 'number':
      return typeof value === 'number' ? value : `[fill in: ${field.key}]`
    case 'array':
      return Array.isArray(value) && value.length > 0 ? value : missingPlaceholder(field)
    default:
      return textOr(value, field.key)
  }
}

/** Each field `shape` requires, as `read` gives it or its placeholder. */
export function requiredGiven(shape: FieldShape, read: (key: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(requiredFields(shape).map((field) => [field.key, givenOr(read(field.key), field)]))
}

/** Replaces each text value an error points at with a placeholder: the child's to restate. */
export function placeholdersAtErrors(root: Record<string, unknown>, diagnostics: readonly Diagnostic[]): void {
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity !== 'error' || typeof diagnostic.pointer !== 'string' || diagnostic.pointer === '') continue
    const segments = fromPointer(diagnostic.pointer)
    const key = segments.at(-1)
    let parent: unknown = root
    for (const segment of segments.slice(0, -1)) parent = isObject(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[segment] : undefined
    // An item of a list (a bare-string artifact) is wrong in shape, not in text: its text is kept.
    if (key === undefined || /^\d+$/.test(key)) continue
    if ((isObject(parent) || Array.isArray(parent)) && typeof (parent as Record<string, unknown>)[key] === 'string') {
      ;(parent as Record<string, unknown>)[key] = `[fill in: ${key}]`
    }
  }
}

/** The text given, or a placeholder when it is missing or blank. */
export function textOr(value: unknown, placeholder: string): unknown {
  return typeof value === 'string' && value.trim() !== '' ? value : `[fill in: ${placeholder}]`
}

/** The JSON rewrite as the child reads it, in a fence. */
export function jsonRewriteText(rewrite: string): string {
  return `Write this file again without the ~~~ lines, each "${placeholderStart} …]" replaced:\n${fencedText(rewrite.split('\n').map(visible).join('\n'))}`
}
