import {maxReportValues} from './bounds.js'
import {describeValue} from './describe.js'
import {snapshot} from './snapshot.js'

/** The names an options object answers to: its own and inherited enumerable keys, and the getters its class defines. */
function optionNames(value: object): string[] {
  const names = new Set<string>()
  for (const key in value) names.add(key)
  // A class instance's accessors (`get preset()`) live on its prototypes, not enumerable.
  for (let proto = Object.getPrototypeOf(value) as object | null; proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const key of Object.getOwnPropertyNames(proto)) if (key !== 'constructor' && typeof Object.getOwnPropertyDescriptor(proto, key)?.get === 'function') names.add(key)
  }

  return [...names]
}

/**
 * Options as a public function receives them: callers in JavaScript may pass
 * anything. An object is read once, field by field, into a plain copy (each
 * field is still checked where it is used), so a getter or proxy cannot throw
 * later. A field that throws when read, or holds more than `maxReportValues`
 * values (a sparse array's length counts), is left out alone: the others
 * still apply. `null`, numbers, strings, arrays and functions, and an object
 * whose keys cannot be listed, read as no options, so the defaults apply
 * instead of a `TypeError`.
 */
export function optionsOf<T extends object>(value: T | null | undefined): T {
  if (describeValue(value) !== 'object') return {} as T
  let names: string[]
  try {
    names = optionNames(value as object)
  } catch {
    return {} as T
  }

  const options: Record<string, unknown> = {}
  for (const name of names) {
    let field: unknown
    try {
      field = (value as Record<string, unknown>)[name]
    } catch {
      continue
    }

    const taken = snapshot(field, maxReportValues)
    // As data, even when the key is `__proto__`.
    if (taken.ok) Object.defineProperty(options, name, {value: taken.value, enumerable: true, writable: true, configurable: true})
  }

  return options as T
}
