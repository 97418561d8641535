/** Interpretation of the values of the return language, shared by extraction and rules. */
import type {ReturnState} from '../schema/report.js'
import {returnStates as states} from '../schema/return-state.js'
import {isNegated, markdownStateSuggestions as stateSuggestions, markdownStateSynonyms, readStateWord} from '../schema/status-words.js'
import {nearest} from '../util/suggest.js'
import {markRoles, wordsOf, type WordListName} from '../vocabulary/index.js'
import {phraseList, phraseText} from '../vocabulary/phrases.js'
import {unwrapInline} from './values.js'

/** The one-word phrases of lists of the vocabulary, in every language. */
function singleWords(...lists: WordListName[]): string[] {
  return wordsOf(...lists).filter((phrase) => !/\s/.test(phrase))
}

export const returnStates: readonly ReturnState[] = states

export interface StateReading {
  /** The state, when the value names one (in any case, markup removed). */
  state: ReturnState | undefined
  /** True when written exactly as the contract spells it. */
  canonical: boolean
  /** The nearest valid state, for a value that names none. */
  suggestion: ReturnState | undefined
  /** A status mark written beside the word that stands for another state (`SUCCESS ❌`): the value then names none. */
  conflict?: string
  /** A remark after the state and a dash (`SUCCESS - all tests pass`), which names no worse outcome. */
  remark?: string
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

/** Marks writers put beside a state, by the state they stand for (src/vocabulary/marks.json). */
const stateMarks: ReadonlyArray<[ReturnState, RegExp]> = states.map((state) => [
  state,
  new RegExp(`[${Object.values(markRoles).filter((role) => role.says === state).flatMap((role) => role.marks).join('')}]`, 'u')
])

/** The first mark in `text` that stands for `state`. */
export function stateMark(text: string, state: ReturnState): string | undefined {
  return stateMarks.find(([marked]) => marked === state)![1].exec(text)?.[0]
}

/** The state a text of marks alone stands for (`❌`, `✅ ✅`), by its first mark; undefined for any other text. */
export function marksOnlyState(text: string): ReturnState | undefined {
  if (withoutEmoji(text) !== '') return undefined
  let first: [ReturnState, number] | undefined
  for (const [state, mark] of stateMarks) {
    const found = mark.exec(text)
    if (found && (first === undefined || found.index < first[1])) first = [state, found.index]
  }

  return first?.[0]
}

/** The first mark in `text` that stands for a state other than `state`. */
function conflictingMark(text: string, state: ReturnState): string | undefined {
  for (const [other, mark] of stateMarks) {
    if (other === state) continue
    const found = mark.exec(text)
    if (found) return found[0]
  }

  return undefined
}

/** Words before a failure word that take it back: `0 failed`, `no errors`, `nothing blocked`. */
const countsNothing: ReadonlySet<string> = new Set(['0', ...singleWords('negation', 'nothing', 'zero')])

/** Words earlier in the same clause that tell of a failure mended: `fixed 3 failed tests`, `previously blocked on the key`. */
const mended: ReadonlySet<string> = new Set(singleWords('repair'))

/** A count of nothing right after a failure word: `failed: 0`, `failures 0`. */
const nothingAfter: ReadonlySet<string> = new Set(['0', ...singleWords('nothing', 'zero')])

/** Nouns a failure word names a kind of, not an outcome: `error handling`, `error pages`, `fail-fast`, `error_code`. */
const modifiedNoun: ReadonlySet<string> = new Set(singleWords('kindNoun'))

/** Punctuation that closes a clause of a heading: what a word of repair says does not reach past it. */
const clauseBreak = /[(\[\]),;:.!?\u2014\u2013]|\s-\s/u

/**
 * A phrase of a Status heading's suffix that tells of a worse outcome than
 * the `state` key beside it says, when the suffix as a whole is no state:
 * a failure word over `SUCCESS` or `PARTIAL` (`## Status (FAILED)`,
 * `## Status: BLOCKED on review`, `## Status — ERROR (tests)`), a partial
 * word or a negated success over `SUCCESS` (`## Status: NOT COMPLETE`,
 * `## Status: Incomplete`). Words are read whole, up to three at a time, so
 * `partial success` is `PARTIAL`; `0 failed` and `no errors` say nothing
 * worse. A heading telling of a better outcome than the key is left alone.
 */
export function worseStateInSuffix(suffix: string, state: ReturnState): string | undefined {
  if (typeof suffix !== 'string' || (state !== 'SUCCESS' && state !== 'PARTIAL')) return undefined
  // Each word with the text between it and the word before: a clause break there ends what a word of repair says.
  const words: string[] = []
  const clause: number[] = []
  const joined: string[] = []
  let clauseStart = 0
  let end = 0
  for (const match of suffix.matchAll(/[\p{L}\p{N}'\u2019]+/gu)) {
    const between = suffix.slice(end, match.index)
    end = match.index + match[0].length
    if (words.length > 0 && clauseBreak.test(between)) clauseStart = words.length
    joined.push(between)
    clause.push(clauseStart)
    words.push(match[0])
  }

  // The last word of repair before each word (-1 for none), found in one pass: a long heading costs no rescans.
  const mendedAt: number[] = []
  let lastMended = -1
  for (let index = 0; index < words.length; index++) {
    mendedAt.push(lastMended)
    if (mended.has(words[index]!.toLowerCase())) lastMended = index
  }

  const worse = (read: ReturnState | undefined): boolean => read === 'ERROR' || (state === 'SUCCESS' && read === 'PARTIAL')
  // `0 failed`, `0 tests failed`; `fixed the login failure`; `failed: 0`; `error handling`, `fail-fast`.
  const takenBack = (index: number, length: number): boolean => {
    const before = words.slice(Math.max(clause[index]!, index - 2), index).map((word) => word.toLowerCase())
    if (countsNothing.has(before.at(-1) ?? '') || (before.length >= 2 && countsNothing.has(before.at(-2)!)) || mendedAt[index]! >= clause[index]!) return true
    const after = words[index + length]
    if (after === undefined) return false
    return nothingAfter.has(after.toLowerCase()) || (/^[ \t_-]*$/.test(joined[index + length]!) && modifiedNoun.has(after.toLowerCase()))
  }

  let index = 0
  while (index < words.length) {
    let step = 1
    for (let length = Math.min(3, words.length - index); length >= 1; length--) {
      const phrase = words.slice(index, index + length).join(' ')
      const read = readStateWord(phrase)?.state
      if (read !== undefined) {
        if (worse(read) && !takenBack(index, length)) return phrase
        step = length
        break
      }

      if (state !== 'SUCCESS') continue
      // `not complete`, `never finished`; `incomplete`, `unsuccessful`.
      if (length === 2 && isNegated(words[index]!) && readStateWord(words[index + 1]!)?.state === 'SUCCESS') return phrase
      const unprefixed = negatingPrefix.exec(phrase)?.[1]
      if (length === 1 && unprefixed !== undefined && isNegated(phrase) && readStateWord(unprefixed)?.state === 'SUCCESS') return phrase
    }

    index += step
  }

  return undefined
}

/** A prefix that may negate the word it starts (`incomplete`, `unsuccessful`), and the rest of the word. */
const negatingPrefix = new RegExp(`^(?:${singleWords('negatingPrefix').join('|')})[-_]?(.+)$`, 'i')

/** Longer than any state word or synonym, with room for spacing: such a value is prose, not a state. */
const longestStateValue = 64

/**
 * Reads a `state` value: the contract's word in any case, or a synonym
 * (`COMPLETE`, `✅ DONE`, `Partially complete`), markup and emoji removed.
 * A mark of another state beside the word (`SUCCESS ❌`) leaves the value
 * naming no state: the parent cannot tell which one the writer meant.
 */
export function readState(raw: string): StateReading {
  if (typeof raw !== 'string') return {state: undefined, canonical: false, suggestion: undefined}
  const {text: unwrapped, wrap} = unwrapInline(raw)
  const text = withoutEmoji(unwrapInline(withoutEmoji(unwrapped)).text)
  const reading = text.length > longestStateValue ? undefined : readWord(text, wrap === undefined && text === unwrapped)
  if (reading?.state === undefined) return reading?.suggestion !== undefined ? reading : (withRemark(raw) ?? reading ?? {state: undefined, canonical: false, suggestion: undefined})
  const conflict = conflictingMark(raw, reading.state)
  return conflict ? {state: undefined, canonical: false, suggestion: undefined, conflict} : reading
}

/**
 * The failure forms as one expression, each escaped, edged by letters of any script (`\b` knows
 * only ASCII); one that matches nothing when the vocabulary lists none.
 */
const failureForms = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${singleWords('failureForm').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '(?!)'})(?![\\p{L}\\p{N}_])`,
  'giu'
)

/** Verbs and plurals of failure read as the failure word (`the build fails`, `tests failing`, `(with failures)`), so a count of nothing still takes them back (`nothing failing`). */
export function asFailureWords(text: string): string {
  return text.replace(failureForms, 'failed')
}

/** Words of a remark that take part of a success back: a contrast (`but`, `except`) or a caveat (`pending`, `missing`). */
const caveat = {test: (text: string): boolean => phraseList('contrast').test(phraseText(text)) || phraseList('caveat').test(phraseText(text))}

/**
 * A state with a remark after a dash (`SUCCESS - all tests pass`): the state,
 * unless the remark tells of a worse outcome (`SUCCESS — except the build
 * fails`), which leaves the value naming none.
 */
function withRemark(raw: string): StateReading | undefined {
  const dash = /\s[\u2014\u2013-]\s/.exec(raw)
  if (!dash) return undefined
  const head = readState(raw.slice(0, dash.index))
  if (head.state === undefined || head.remark !== undefined) return undefined
  const remark = raw.slice(dash.index + dash[0].length).trim()
  const failures = asFailureWords(remark)
  const worse = worseStateInSuffix(failures, head.state) !== undefined || conflictingMark(remark, head.state) !== undefined
  // A caveat leaves the parent to guess how much is done: `SUCCESS — but the docs are pending`.
  if (worse || (head.state === 'SUCCESS' && caveat.test(remark))) return {state: undefined, canonical: false, suggestion: undefined}
  return {state: head.state, canonical: false, suggestion: undefined, remark}
}

function readWord(text: string, plain: boolean): StateReading {
  const upper = text.toUpperCase()
  const state = returnStates.find((candidate) => candidate === upper)
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
const bulletSeparators = [' — ', ' – ', ' - ', ': '] as const
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

/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export const vocabularyExpressions: readonly RegExp[] = [negatingPrefix, failureForms]
