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

/** A character that can stand in a word: phrases start and end at the edge of a run of them. */
const wordCharacter = /^[\p{L}\p{N}_-]$/u
/** Beyond ASCII, by UTF-16 unit of the Basic Multilingual Plane: 0 not yet known, 1 a word character, 2 not. */
const knownUnits = new Uint8Array(0x10000)

/** The length (1 or 2 units) of the word character at `index`, or 0 when the character there is none. */
function wordUnitsAt(text: string, index: number): number {
  const code = text.charCodeAt(index)
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x2d ? 1 : 0
  if (code >= 0xd800 && code <= 0xdbff) {
    // A letter beyond the plane, read as one character.
    const point = text.codePointAt(index)!
    return point > 0xffff && wordCharacter.test(String.fromCodePoint(point)) ? 2 : 0
  }

  let known = knownUnits[code]!
  if (known === 0) knownUnits[code] = known = wordCharacter.test(String.fromCharCode(code)) ? 1 : 2
  return known === 1 ? 1 : 0
}

/** Where the next run of word characters at or after `from` starts, or -1. */
function wordStart(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    if (wordUnitsAt(text, index) > 0) return index
  }

  return -1
}

const noWords = new Int32Array(0)
/** The few texts read last, with where their words start and end: several lists are read over one text. */
const recentWords: Array<{text: string; bounds: Int32Array}> = []

/** Where each word of `text` starts and ends, as pairs. */
function wordBounds(text: string): Int32Array {
  for (const entry of recentWords) if (entry.text === text) return entry.bounds
  const found: number[] = []
  for (let start = wordStart(text, 0); start !== -1; ) {
    const end = wordEnd(text, start)
    found.push(start, end)
    start = wordStart(text, end)
  }

  const bounds = Int32Array.from(found)
  recentWords.unshift({text, bounds})
  if (recentWords.length > 8) recentWords.pop()
  return bounds
}

/** Where the run of word characters starting at `start` ends. */
function wordEnd(text: string, start: number): number {
  let index = start
  for (let units = wordUnitsAt(text, index); units > 0; units = wordUnitsAt(text, index)) index += units
  return index
}
const startsAtWord = /^[\p{L}\p{N}_]/u

/** The first word of a phrase (lower case, apostrophes straight), by which a scan finds where it could start. */
function firstWord(phrase: string): string {
  return /^[\p{L}\p{N}_-]+/u.exec(phrase.trim().toLowerCase().replaceAll('\u2019', "'"))![0]
}

export class PhraseList {
  private whole: RegExp | undefined
  // The alternatives, tried only where a phrase could start: at a word, those whose first word it
  // is; elsewhere, those starting with another character or holding an unspaced script, where
  // `loose` finds one. An edge tested at every position of a long text cost more than the rest of
  // the reading, and one expression of a whole list cost more to compile than a short run reads.
  private readonly byFirstWord = new Map<string, string[]>()
  private readonly atWord = new Map<string, RegExp>()
  private readonly other: readonly string[]
  private readonly joined: readonly string[]
  private readonly otherStarts: readonly string[]
  private otherAt: RegExp | undefined
  private joinedAt: RegExp | undefined
  private loose: RegExp | undefined
  private readonly firstLetters: ReadonlySet<number>
  private readonly longestFirst: number

  constructor(readonly phrases: readonly string[]) {
    // Longest first, so `not implemented` wins over `not`.
    const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length)
    this.sorted = sorted
    const spaced = sorted.filter((phrase) => !unspaced.test(phrase))
    this.joined = sorted.filter((phrase) => unspaced.test(phrase))
    this.other = spaced.filter((phrase) => !startsAtWord.test(phrase.trim()))
    this.otherStarts = [...new Set(this.other.map((phrase) => phrase.trim().toLowerCase().replaceAll('\u2019', "'")[0]!))]
    for (const phrase of spaced) {
      if (!startsAtWord.test(phrase.trim())) continue
      const word = firstWord(phrase)
      const same = this.byFirstWord.get(word)
      if (same) same.push(phrase)
      else this.byFirstWord.set(word, [phrase])
    }

    this.firstLetters = new Set([...this.byFirstWord.keys()].map((word) => word.charCodeAt(0)))
    this.longestFirst = Math.max(0, ...[...this.byFirstWord.keys()].map((word) => word.length))
  }

  private readonly sorted: readonly string[]

  /** The whole list as one expression: what `all` finds is what this finds, left to right. */
  get pattern(): RegExp {
    return (this.whole ??= new RegExp(listPattern(this.sorted), 'gu'))
  }

  /** Every match in `text` (already passed through `phraseText`). */
  all(text: string): PhraseMatch[] {
    const found: PhraseMatch[] = []
    this.scan(text, (match) => {
      found.push(match)
      return true
    })
    return found
  }

  /** Whether `text` (already passed through `phraseText`) holds a phrase. */
  test(text: string): boolean {
    let any = false
    this.scan(text, () => {
      any = true
      return false
    })
    return any
  }

  /** The length of a phrase of the list standing at `index` of `text` (already passed through `phraseText`), if one does. */
  at(text: string, index: number): number | undefined {
    return this.matchAt(text, index)
  }

  /** Calls `take` with each match, left to right and not overlapping, as `pattern` finds them, until it answers false. */
  private scan(text: string, take: (match: PhraseMatch) => boolean): void {
    // The next word that opens some phrase: its start, or -1.
    const bounds = this.byFirstWord.size > 0 ? wordBounds(text) : noWords
    let next = 0
    const nextWord = (): number => {
      while (next < bounds.length) {
        const start = bounds[next]!
        const end = bounds[next + 1]!
        next += 2
        // Most words open no phrase: their length and first letter say so without a copy.
        if (end - start <= this.longestFirst && this.firstLetters.has(text.charCodeAt(start)) && this.byFirstWord.has(text.slice(start, end))) return start
      }

      return -1
    }

    // A loose phrase holds its first character, or a character of an unspaced script: a text without either holds none.
    const loose = (this.joined.length > 0 && unspaced.test(text)) || this.otherStarts.some((start) => text.includes(start))
    let word = nextWord()
    let looseAt = loose ? this.nextLoose(text, 0) : -1
    let from = 0
    for (;;) {
      while (word !== -1 && word < from) word = nextWord()
      if (looseAt !== -1 && looseAt < from) looseAt = this.nextLoose(text, from)
      const at = word !== -1 && (looseAt === -1 || word <= looseAt) ? word : looseAt
      if (at === -1) return
      const length = this.matchAt(text, at)
      if (length === undefined) {
        // A first word that starts no phrase here; the next candidate is further on.
        if (word === at) word = nextWord()
        else looseAt = this.nextLoose(text, at + 1)
        continue
      }

      if (!take({index: at, length})) return
      from = at + length
    }
  }

  private nextLoose(text: string, from: number): number {
    if (this.other.length + this.joined.length === 0) return -1
    const loose = (this.loose ??= new RegExp(listPattern([...this.other, ...this.joined]), 'gu'))
    loose.lastIndex = from
    return loose.exec(text)?.index ?? -1
  }

  /** The length of what the list matches at `index`, as `pattern` would: a spaced phrase (one of those the character there may start), then an unspaced one. */
  private matchAt(text: string, index: number): number | undefined {
    let spaced: RegExp | undefined
    // A phrase opening with a hyphen (a flag: `--check`) stands where a run of word characters starts, and opens no word of the list.
    const phrases = wordUnitsAt(text, index) > 0 ? this.byFirstWord.get(text.slice(index, wordEnd(text, index))) : undefined
    if (phrases) {
      const word = text.slice(index, wordEnd(text, index))
      spaced = this.atWord.get(word)
      if (!spaced) this.atWord.set(word, (spaced = new RegExp(listPattern(phrases), 'uy')))
    } else if (this.other.length > 0) spaced = this.otherAt ??= new RegExp(listPattern(this.other), 'uy')
    if (this.joined.length > 0) this.joinedAt ??= new RegExp(listPattern(this.joined), 'uy')
    for (const expression of [spaced, this.joinedAt]) {
      if (!expression) continue
      expression.lastIndex = index
      const match = expression.exec(text)
      if (match) return match[0].length
    }

    return undefined
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
