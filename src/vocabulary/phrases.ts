/**
 * Phrases of the word tables, found in text: every language's list of one
 * kind compiled into one expression. A phrase is read whole (a word of a
 * spaced script never inside another word; `…` stands for up to five words
 * between its parts: `konnte … nicht`), case and curly apostrophes aside.
 */
import {escapePattern, languages, type WordListName} from './index.js'

export interface PhraseMatch {
  /** Index in the text, and length, of what matched. */
  index: number
  length: number
}

/** Scripts written without spaces between words, or with particles joined to them: their phrases match inside words. */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u


function phraseBody(phrase: string): string {
  const parts = phrase
    .trim()
    .toLowerCase()
    .replaceAll('\u2019', "'")
    .split('…')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => escapePattern(part).replace(/\s+/g, '\\s+'))
  return parts.join('\\s+(?:\\S+\\s+){0,5}?')
}

/**
 * One expression for a list: the phrases of spaced scripts between one pair
 * of word edges, then those of unspaced scripts. An edge tested once per
 * position, not once per phrase, keeps a scan quick whatever the list's length.
 * A hyphen joins a word to a name (`--update-todo`, `placeholder-only`): no
 * phrase starts or ends at one.
 */
function listPattern(phrases: readonly string[]): string {
  const spaced = phrases.filter((phrase) => !unspaced.test(phrase)).map(phraseBody)
  const joined = phrases.filter((phrase) => unspaced.test(phrase)).map(phraseBody)
  const parts: string[] = []
  if (spaced.length > 0) parts.push(`(?<![\\p{L}\\p{N}_-])(?:${spaced.join('|')})(?![\\p{L}\\p{N}_-])`)
  if (joined.length > 0) parts.push(`(?:${joined.join('|')})`)
  // A list with no phrase matches nothing.
  return parts.length > 0 ? parts.join('|') : '(?!)'
}

/** The text as phrases are matched against it: lower case, curly apostrophes straightened; the same length as the text. */
export function phraseText(text: string): string {
  const lower = text.toLowerCase()
  // A few letters change length in lower case (`İ`); positions then come from the text as written.
  return (lower.length === text.length ? lower : text).replaceAll('\u2019', "'")
}

export class PhraseList {
  readonly pattern: RegExp

  constructor(readonly phrases: readonly string[]) {
    // Longest first, so `not implemented` wins over `not`.
    const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length)
    this.pattern = new RegExp(listPattern(sorted), 'gu')
  }

  /** Every match in `text` (already passed through `phraseText`). */
  all(text: string): PhraseMatch[] {
    const found: PhraseMatch[] = []
    for (const match of text.matchAll(this.pattern)) found.push({index: match.index, length: match[0].length})
    return found
  }

  /** Whether `text` (already passed through `phraseText`) holds a phrase. */
  test(text: string): boolean {
    this.pattern.lastIndex = 0
    const found = this.pattern.test(text)
    this.pattern.lastIndex = 0
    return found
  }
}

const lists = new Map<string, PhraseList>()

/** Every language's phrases of one list (or of a few, read as one), compiled once. */
export function phraseList(...names: [WordListName, ...WordListName[]]): PhraseList {
  const key = names.join(' ')
  let list = lists.get(key)
  if (!list) {
    list = new PhraseList(languages.flatMap((table) => names.flatMap((name) => table[name])))
    lists.set(key, list)
  }

  return list
}
