/**
 * The words of status values that every language shares, apart from zod so
 * that reading markdown never loads it: normalization, negation, and the
 * markdown `state` synonyms. Words are read whole, never by substring; a
 * negated word is never a synonym of any status. grammar/statuses.md documents them.
 */
import type {ReturnState} from './report.js'
import {returnStates} from './return-state.js'
import english from '../vocabulary/languages/en.json' with {type: 'json'}

/** Lowercase, `_` between words, quotes and closing punctuation removed. */
export function normalizeStatusWord(word: string): string {
  const text = word.trim().toLowerCase()
  // Closing punctuation is cut by hand: `/[.!]+$/` is quadratic on a long run of `!`.
  let end = text.length
  while (end > 0 && (text[end - 1] === '.' || text[end - 1] === '!')) end--
  return text.slice(0, end).replaceAll(/[\s-]+/g, '_')
}

// English words of the vocabulary (src/vocabulary/languages/en.json): status words are English.
const negationWords = new Set([...english.negation, ...english.nothing])

/** The words of a list as status words: lowercase, `_` between words. */
const joined = (words: readonly string[]): string[] => words.map((word) => word.replaceAll(' ', '_'))

/** A prefix that turns a word into its opposite when what follows is a status word (`uncompleted`, `incomplete`, `unplanned`). */
const negatingPrefix = new RegExp(`^(?:${english.negatingPrefix.join('|')})_?(?=${english.negatable.join('|')})`)

/**
 * Whether a status word is negated: a negation word (`not implemented`,
 * `no commit`, `wasn't done`, `never planned`) or a negating prefix
 * (`unimplemented`, `incomplete`, `unsynced`). A negated word is never read
 * as any status: it is unknown, so no fix or rewrite can turn it into its opposite.
 */
export function isNegated(word: string): boolean {
  if (typeof word !== 'string') return false
  const tokens = normalizeStatusWord(word)
    .replaceAll(/['’`]/g, '')
    .split(/[^a-z]+/)
    .filter((token) => token.length > 0)
  return tokens.some((token) => negationWords.has(token) || negatingPrefix.test(token))
}

/**
 * Markdown `state` synonyms, read with a warning (`value-style`). The keys are
 * lowercase with `_` between words; emoji and markup are removed before lookup.
 */
export const markdownStateSynonyms: Readonly<Record<string, ReturnState>> = Object.fromEntries([
  ...joined(english.stateSuccess).map((word) => [word, 'SUCCESS']),
  ...joined(english.stateError).map((word) => [word, 'ERROR']),
  ...joined(english.statePartial).map((word) => [word, 'PARTIAL'])
])

/** Words a writer may mean, offered as a suggestion only: reading them as a state would guess. */
export const markdownStateSuggestions: Readonly<Record<string, ReturnState>> = Object.fromEntries([
  ...joined(english.meantPartial).map((word) => [word, 'PARTIAL']),
  ...joined(english.meantError).map((word) => [word, 'ERROR'])
])

/** The markdown state a lowercase `_`-joined word reads as, and whether it is the canonical spelling. */
export function readStateWord(word: string): {state: ReturnState; canonical: boolean} | undefined {
  if (typeof word !== 'string') return undefined
  const state = returnStates.find((candidate) => candidate === word)
  if (state) return {state, canonical: true}
  const normal = normalizeStatusWord(word)
  const upper = returnStates.find((candidate) => candidate === normal.toUpperCase())
  if (upper) return {state: upper, canonical: false}
  if (isNegated(normal) || !Object.hasOwn(markdownStateSynonyms, normal)) return undefined
  return {state: markdownStateSynonyms[normal] as ReturnState, canonical: false}
}

/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export const vocabularyExpressions: readonly RegExp[] = [negatingPrefix]
