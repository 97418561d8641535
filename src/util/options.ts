/**
 * Options as a public function receives them: callers in JavaScript may pass
 * anything. A plain object is read as given (each field is still checked
 * where it is used); `null`, numbers, strings, arrays and functions read as
 * no options, so the defaults apply instead of a `TypeError`.
 */
export function optionsOf<T extends object>(value: T | null | undefined): T {
  return (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as T
}

/** A list as given, or an empty one when it is not an array. */
export function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : []
}

/** A string as given, or `fallback` when it is not a string. */
export function textOf(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}
