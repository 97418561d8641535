/** Interpretation of the values of the return language, shared by extraction and rules. */
import type {ReturnState} from '../schema/report.js'
import {returnStates as states} from '../schema/return-state.js'
import {nearest} from '../util/suggest.js'
import {unwrapInline} from './values.js'

export const returnStates: readonly ReturnState[] = states

export interface StateReading {
  /** The state, when the value names one (in any case, markup removed). */
  state: ReturnState | undefined
  /** True when written exactly as the contract spells it. */
  canonical: boolean
  /** The nearest valid state, for a value that names none. */
  suggestion: ReturnState | undefined
}

const stateSynonyms: Record<string, ReturnState> = {
  ok: 'SUCCESS',
  done: 'SUCCESS',
  complete: 'SUCCESS',
  completed: 'SUCCESS',
  succeeded: 'SUCCESS',
  successful: 'SUCCESS',
  pass: 'SUCCESS',
  passed: 'SUCCESS',
  fail: 'ERROR',
  failed: 'ERROR',
  failure: 'ERROR',
  error: 'ERROR',
  errored: 'ERROR',
  blocked: 'ERROR',
  incomplete: 'PARTIAL',
  partially_complete: 'PARTIAL',
  in_progress: 'PARTIAL'
}

export function readState(raw: string): StateReading {
  const {text, wrap} = unwrapInline(raw)
  const upper = text.toUpperCase()
  const state = returnStates.find((candidate) => candidate === upper)
  if (state) return {state, canonical: wrap === undefined && text === state, suggestion: undefined}
  const word = text.toLowerCase().replace(/[\s-]+/g, '_')
  // hasOwn: `constructor` or `__proto__` must not find Object's members.
  const synonym = Object.hasOwn(stateSynonyms, word) ? stateSynonyms[word] : undefined
  return {state: undefined, canonical: false, suggestion: synonym ?? nearest(upper, returnStates)}
}

export interface SplitBullet {
  left: string
  right: string
  /** The separator as written, such as ` — ` or `: `; undefined when there is none. */
  separator: string | undefined
  /** Index in the bullet text where the separator starts. */
  separatorIndex: number
}

/** Separators between a path and its description; ` — ` is canonical. */
export const bulletSeparators = [' — ', ' – ', ' - ', ': '] as const
export const canonicalSeparator = ' — '

/** Splits `path — description` at the earliest separator of any kind. */
export function splitBullet(text: string): SplitBullet {
  let best: SplitBullet | undefined
  for (const separator of bulletSeparators) {
    const index = text.indexOf(separator)
    if (index > 0 && (best === undefined || index < best.separatorIndex)) {
      best = {left: text.slice(0, index).trim(), right: text.slice(index + separator.length).trim(), separator, separatorIndex: index}
    }
  }

  return best ?? {left: text.trim(), right: '', separator: undefined, separatorIndex: -1}
}

/**
 * A path as written in a bullet, markup removed: `` `src/a.ts` `` → `src/a.ts`,
 * and a link `[src/a.ts](src/a.ts)` → its destination.
 */
export function readPath(raw: string): {path: string; wrapped: boolean} {
  const {text, wrap} = unwrapInline(raw)
  const link = linkDestination(text)
  if (link !== undefined) return {path: link, wrapped: true}
  return {path: text, wrapped: wrap !== undefined}
}

/** The destination of a whole-text inline link `[label](destination)`, or undefined. */
function linkDestination(text: string): string | undefined {
  if (!text.startsWith('[') || !text.endsWith(')')) return undefined
  const middle = text.indexOf('](')
  if (middle < 1 || text.indexOf(']', 1) !== middle) return undefined
  const destination = text.slice(middle + 2, -1).trim()
  if (destination === '' || /\s/.test(destination)) return undefined
  return unwrapInline(destination).text
}
