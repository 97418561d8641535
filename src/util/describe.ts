/**
 * Words for values a caller passed, for messages: reading a value to name it
 * must not throw, whatever it is (a revoked proxy throws on `Array.isArray`,
 * an object without a prototype on `String`).
 */

/** `null`, `array`, or the value's `typeof`; `object` when even that cannot be read. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  try {
    return Array.isArray(value) ? 'array' : typeof value
  } catch {
    return typeof value
  }
}

/** `String(value)`, or `fallback` when the value has no string form (no prototype, a `toString` that throws). */
export function stringOf(value: unknown, fallback = `[${describeValue(value)}]`): string {
  if (typeof value === 'string') return value
  try {
    return String(value)
  } catch {
    return fallback
  }
}

/** An error's message, or the string form of whatever else was thrown; never throws itself. */
export function errorText(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message) : String(error)
  } catch {
    return `[${describeValue(error)}]`
  }
}

/** A caller's value in a message, short whatever it is: scalars as JSON (strings cut at 40 characters), anything else by its kind. */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value)
  if (typeof value === 'bigint') return `${value}n`
  return describeValue(value)
}

/**
 * A whole number with its thousands grouped by commas (`5,000`), as
 * `toLocaleString('en-US')` writes it without loading ICU's locale data,
 * which costs a cold process some 10 ms.
 */
export function groupedDigits(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)))
  let grouped = ''
  for (let end = digits.length; end > 0; end -= 3) grouped = digits.slice(Math.max(0, end - 3), end) + (grouped === '' ? '' : ',' + grouped)
  return (value < 0 ? '-' : '') + grouped
}
