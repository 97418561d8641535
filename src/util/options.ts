import {maxJsonValues} from './bounds.js'
import {describeValue} from './describe.js'
import {snapshot} from './snapshot.js'

/**
 * Options as a public function receives them: callers in JavaScript may pass
 * anything. A plain object is read once into a plain copy (each field is
 * still checked where it is used), so a getter or proxy cannot throw later;
 * `null`, numbers, strings, arrays, functions, and objects that throw when
 * read or hold more than `maxJsonValues` values read as no options, so the
 * defaults apply instead of a `TypeError`.
 */
export function optionsOf<T extends object>(value: T | null | undefined): T {
  if (describeValue(value) !== 'object') return {} as T
  const taken = snapshot(value, maxJsonValues)
  return (taken.ok ? taken.value : {}) as T
}

/** A list as given, or an empty one when it is not an array. */
export function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : []
}

/** A string as given, or `fallback` when it is not a string. */
export function textOf(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}
