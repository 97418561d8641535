/**
 * The promise of `--fix` on JSON: shape changes, values stay. Every leaf of
 * the original (scalar, empty array, empty object) must still be found in the
 * fixed value, as many times as it occurred.
 */
import {isObject} from './document.js'
import {toPointer, type Segment} from '../util/pointer.js'

export interface Leaf {
  pointer: string
  /** Canonical spelling of the value: `JSON.stringify` of the scalar, `[]` or `{}`. */
  value: string
}

/** Every leaf of a JSON value, depth first. */
export function leaves(value: unknown): Leaf[] {
  const found: Leaf[] = []
  const stack: Array<[unknown, Segment[]]> = [[value, []]]
  while (stack.length > 0) {
    const [current, path] = stack.pop()!
    if (Array.isArray(current)) {
      if (current.length === 0) found.push({pointer: toPointer(path), value: '[]'})
      for (let index = current.length - 1; index >= 0; index--) stack.push([current[index], [...path, index]])
    } else if (isObject(current)) {
      const keys = Object.keys(current)
      if (keys.length === 0) found.push({pointer: toPointer(path), value: '{}'})
      for (const key of keys.reverse()) stack.push([current[key], [...path, key]])
    } else {
      found.push({pointer: toPointer(path), value: JSON.stringify(current) ?? 'undefined'})
    }
  }

  return found
}

/**
 * Leaves of `original` not found in `fixed`. `ignore` lists pointers of the
 * original (with everything under them) whose value a fix was allowed to
 * rewrite or drop: a status under `operation`, a duplicate of a value kept elsewhere.
 */
export function lostValues(original: unknown, fixed: unknown, ignore: ReadonlySet<string> = new Set()): Leaf[] {
  const available = new Map<string, number>()
  for (const leaf of leaves(fixed)) available.set(leaf.value, (available.get(leaf.value) ?? 0) + 1)
  const lost: Leaf[] = []
  for (const leaf of leaves(original)) {
    if (ignored(leaf.pointer, ignore)) continue
    const count = available.get(leaf.value) ?? 0
    if (count === 0) lost.push(leaf)
    else available.set(leaf.value, count - 1)
  }

  return lost
}

function ignored(pointer: string, ignore: ReadonlySet<string>): boolean {
  for (let current = pointer; ; current = current.slice(0, current.lastIndexOf('/'))) {
    if (ignore.has(current)) return true
    if (current === '') return false
  }
}
