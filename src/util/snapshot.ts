/**
 * Plain copies of the objects a caller passes, taken once at the boundary so
 * the code below reads data that cannot throw or hang: a getter, a proxy or a
 * revoked proxy makes the value unreadable, and an array's `length` counts
 * toward the bound (a sparse array of length 2^32 - 1 holds one value but
 * would take hours to walk).
 */
import {maxJsonValues} from './bounds.js'

export type Snapshot = {ok: true; value: unknown} | {ok: false; reason: 'unreadable' | 'too-large'}

class TooLarge extends Error {}

/**
 * A copy of `value` in plain data, holding at most `maxValues` values (array
 * slots count, holes included). Arrays become dense arrays, dates, maps and
 * sets copies of themselves, other objects (class instances, objects without
 * a prototype) plain objects of their own enumerable string keys; cycles and
 * shared values stay shared; primitives and functions are kept as they are.
 */
export function snapshot(value: unknown, maxValues: number): Snapshot {
  const copies = new Map<object, unknown>()
  let count = 0
  const copy = (current: unknown): unknown => {
    if (++count > maxValues) throw new TooLarge()
    if (typeof current !== 'object' || current === null) return current
    const seen = copies.get(current)
    if (seen !== undefined) return seen
    if (Array.isArray(current)) {
      const length = current.length
      if (count + length > maxValues) throw new TooLarge()
      const list: unknown[] = []
      copies.set(current, list)
      for (let index = 0; index < length; index++) list.push(copy(current[index]))
      return list
    }

    // Options hold these (`now`, `positions`): copied through their own prototype's methods, which a subclass or proxy cannot replace.
    if (current instanceof Date) return new Date(Date.prototype.getTime.call(current))
    if (current instanceof Map) {
      const map = new Map<unknown, unknown>()
      copies.set(current, map)
      for (const [key, item] of Map.prototype.entries.call(current)) map.set(copy(key), copy(item))
      return map
    }

    if (current instanceof Set) {
      const set = new Set<unknown>()
      copies.set(current, set)
      for (const item of Set.prototype.values.call(current)) set.add(copy(item))
      return set
    }

    const object: Record<string, unknown> = {}
    copies.set(current, object)
    for (const key of Object.keys(current)) {
      // As data, even when the key is `__proto__`.
      Object.defineProperty(object, key, {value: copy((current as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true})
    }

    return object
  }

  try {
    return {ok: true, value: copy(value)}
  } catch (error) {
    return {ok: false, reason: error instanceof TooLarge ? 'too-large' : 'unreadable'}
  }
}

/**
 * The snapshot of `value`, or `undefined` when it cannot be taken: an
 * unreadable value, or one holding more values than a JSON input may
 * (`maxJsonValues`), reads as missing.
 */
export function plainOf(value: unknown, maxValues = maxJsonValues): unknown {
  const taken = snapshot(value, maxValues)
  return taken.ok ? taken.value : undefined
}

/**
 * The items of a caller's list, each still as given, or `undefined` when it
 * is not an array, cannot be read, or is longer than `maxItems` (sparse slots
 * count: the length is what a loop walks).
 */
export function itemsOf(value: unknown, maxItems = maxJsonValues): unknown[] | undefined {
  try {
    if (!Array.isArray(value) || value.length > maxItems) return undefined
    return Array.from(value as unknown[])
  } catch {
    return undefined
  }
}
