/**
 * The promise of `--fix` on JSON: shape changes, values stay. Every leaf of
 * the original (scalar, empty array, empty object) must still be found in the
 * fixed value, as many times as it occurred.
 */
import {isObject} from './document.js'
import {pointerSegment} from '../util/pointer.js'

export interface Leaf {
  pointer: string
  /** Canonical spelling of the value: `JSON.stringify` of the scalar, `[]` or `{}`. */
  value: string
}

/**
 * Every leaf of a JSON value, depth first. Pointers are built by
 * concatenation (cheap ropes until read); `skip` prunes whole subtrees; an
 * object met twice (a cycle, or a value shared by reference) is walked once.
 */
export function leaves(value: unknown, skip: ReadonlySet<string> = new Set()): Leaf[] {
  const found: Leaf[] = []
  const visited = new Set<object>()
  // Only pointers no deeper than the deepest skipped one need a look-up.
  let skipDepth = -1
  for (const pointer of skip) skipDepth = Math.max(skipDepth, pointer === '' ? 0 : pointer.split('/').length - 1)
  const stack: Array<[unknown, string, number]> = [[value, '', 0]]
  while (stack.length > 0) {
    const [current, pointer, depth] = stack.pop()!
    if (depth <= skipDepth && skip.has(pointer)) continue
    if (typeof current === 'object' && current !== null) {
      if (visited.has(current)) continue
      visited.add(current)
    }

    if (Array.isArray(current)) {
      if (current.length === 0) found.push({pointer, value: '[]'})
      for (let index = current.length - 1; index >= 0; index--) stack.push([current[index], pointer + '/' + index, depth + 1])
    } else if (isObject(current)) {
      const keys = Object.keys(current)
      if (keys.length === 0) found.push({pointer, value: '{}'})
      for (const key of keys.reverse()) stack.push([current[key], pointer + '/' + pointerSegment(key), depth + 1])
    } else {
      found.push({pointer, value: canonical(current)})
    }
  }

  return found
}

function canonical(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined'
  } catch {
    // A BigInt has no JSON spelling; a proxy whose reads throw has no string either.
    return typeof value === 'bigint' ? String(value) : `[${typeof value}]`
  }
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
  for (const leaf of leaves(original, ignore)) {
    const count = available.get(leaf.value) ?? 0
    if (count === 0) lost.push(leaf)
    else available.set(leaf.value, count - 1)
  }

  return lost
}
