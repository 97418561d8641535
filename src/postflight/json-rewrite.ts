/** What the rewrites of the JSON kinds share: placeholders where a value is missing or wrong, and the fence the child reads. */
import type {Diagnostic} from '../engine/diagnostic.js'
import {isObject} from '../json/document.js'
import {fencedText} from '../util/child-words.js'
import {fromPointer} from '../util/pointer.js'
import {visible} from '../util/visible.js'
import {placeholderStart} from './markdown-rewrite.js'

/** What the child is asked to state for a required field its file lacks. */
function missingPlaceholder(key: string): unknown {
  switch (key) {
    case 'artifacts':
      return []
    case 'metadata':
      return {}
    case 'delegation_path':
      return [`[fill in: ${key}]`]
    case 'recoverable':
      return '[fill in: true or false]'
    default:
      return `[fill in: ${key}]`
  }
}

/** The object's required fields, in the contract's order, each filled in when absent; then its other fields as written. */
export function withRequired(value: unknown, keys: readonly string[]): unknown {
  if (!isObject(value)) return value
  const filled: Record<string, unknown> = {}
  for (const key of keys) filled[key] = Object.hasOwn(value, key) ? value[key] : missingPlaceholder(key)
  return {...filled, ...value}
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
