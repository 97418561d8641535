/** Interpretation of the values of the return language, shared by extraction and rules. */
import type {ReturnState} from '../schema/report.js'
import {returnStates as states} from '../schema/return-state.js'
import {isNegated, markdownStateSynonyms} from '../schema/status-words.js'
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

// The state synonyms and the negation check are the status-word tables every language shares.
export {markdownStateSynonyms}

/** Words a writer may mean, offered as a suggestion only: reading them as a state would guess. */
const stateSuggestions: Readonly<Record<string, ReturnState>> = {
  incomplete: 'PARTIAL',
  not_complete: 'PARTIAL',
  not_completed: 'PARTIAL',
  in_progress: 'PARTIAL',
  unsuccessful: 'ERROR',
  not_successful: 'ERROR'
}

/** The value without emoji (✅ ❌ ⚠️), their joiners and variation selectors, and a closing `.` or `!`. */
function withoutEmoji(text: string): string {
  let out = text.replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0E\uFE0F\u200D\u20E3]/gu, ' ').trimEnd()
  // A loop, not `/[.!]+\s*$/`: that backtracks quadratically on long runs of `!`.
  let end = out.length
  while (end > 0 && (out[end - 1] === '.' || out[end - 1] === '!')) end--
  out = out.slice(0, end)
  return out.trim()
}

/**
 * Reads a `state` value: the contract's word in any case, or a synonym
 * (`COMPLETE`, `✅ DONE`, `Partially complete`), markup and emoji removed.
 */
export function readState(raw: string): StateReading {
  if (typeof raw !== 'string') return {state: undefined, canonical: false, suggestion: undefined}
  const {text: unwrapped, wrap} = unwrapInline(raw)
  const text = withoutEmoji(unwrapInline(withoutEmoji(unwrapped)).text)
  const upper = text.toUpperCase()
  const state = returnStates.find((candidate) => candidate === upper)
  const plain = wrap === undefined && text === unwrapped
  if (state) return {state, canonical: plain && text === state, suggestion: undefined}
  const word = text.toLowerCase().replace(/[\s-]+/g, '_')
  // hasOwn: `constructor` or `__proto__` must not find Object's members.
  if (Object.hasOwn(stateSuggestions, word)) return {state: undefined, canonical: false, suggestion: stateSuggestions[word]}
  const synonym = !isNegated(word) && Object.hasOwn(markdownStateSynonyms, word) ? markdownStateSynonyms[word] : undefined
  if (synonym) return {state: synonym, canonical: false, suggestion: undefined}
  const suggestion = isNegated(word) ? undefined : nearest(upper, returnStates)
  return {state: undefined, canonical: false, suggestion}
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
