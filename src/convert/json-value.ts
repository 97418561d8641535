/** Plain JSON data helpers shared by the converters. */
import {isObject, setOwn} from '../json/document.js'

/** A deep copy of JSON data; keys are set as own properties, so `__proto__` stays data. */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneJson(item)) as T
  if (isObject(value)) {
    const copy: Record<string, unknown> = {}
    for (const key of Object.keys(value)) setOwn(copy, key, cloneJson(value[key]))
    return copy as T
  }

  return value
}

/** Whether two JSON values are equal, object key order aside. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, index) => jsonEqual(item, b[index]))
  }

  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    if (keys.length !== Object.keys(b).length) return false
    return keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
  }

  return false
}
