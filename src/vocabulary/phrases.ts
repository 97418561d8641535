/**
 * Phrases of the word tables, found in text: every language's list of one
 * kind compiled into one expression. A phrase is read whole (a word of a
 * spaced script never inside another word; `…` stands for up to five words
 * between its parts, none of them ending a clause: `konnte … nicht`), case
 * and curly apostrophes aside.
 */
import {escapePattern, languages, type WordListName} from './index.js'

export interface PhraseMatch {
  /** Index in the text, and length, of what matched. */
  index: number
  length: number
}

/** A character of a script written without spaces between words, where phrases are not counted in words. */
export const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u


function phraseBody(phrase: string): string {
  const parts = phrase
    .trim()
    .toLowerCase()
    .replaceAll('\u2019', "'")
    .split('…')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => escapePattern(part).replace(/\s+/g, '\\s+'))
  // A gap never steps over a word that closes a clause (`not load-tested; the totals are correct` is no `not … correct`).
  return parts.join('\\s+(?:\\S*[^\\s;.:!?。；]\\s+){0,5}?')
}

/**
 * One expression for a list: the phrases of spaced scripts between one pair
 * of word edges, then those of unspaced scripts. An edge tested once per
 * position, not once per phrase, keeps a scan quick whatever the list's length.
 * A hyphen joins a word to a name (`--update-todo`, `placeholder-only`): no
 * phrase starts or ends at one.
 */
function listPattern(phrases: readonly string[]): string {
  const spaced = phrases.filter((phrase) => !unspacedScript.test(phrase)).map(phraseBody)
  const joined = phrases.filter((phrase) => unspacedScript.test(phrase)).map(phraseBody)
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

/** A text's words as phrases look them up: where each starts, and the word itself. */
interface TextWords {
  text: string
  starts: Int32Array
  words: string[]
  /** Whether the text holds a character of an unspaced script. */
  unspaced: boolean
  /** By list id, the indices of the words that open a phrase of that list; found for the lists made so far. */
  openings: Array<number[] | undefined>
  lists: number
}

/** By word, the ids of the lists with a phrase it opens: a text's words are looked up once for every list. */
const openers = new Map<string, number[]>()
let listsMade = 0

const noWords: TextWords = {text: '', starts: new Int32Array(0), words: [], unspaced: false, openings: [], lists: 0}
/** The texts read last, with their words: many lists are read over each passage of a return, each word cut out once. */
const recentWords = new Map<string, TextWords>()
/**
 * At most this many texts, and this many characters of them, kept: memory
 * stays bounded whatever the input. Within a reading (`readingWords`) the
 * bound is wide, for every passage of a return is read by many lists; once
 * the outermost reading ends, the texts are let go.
 */
const bounds = {idle: {texts: 8, characters: 1 << 16}, reading: {texts: 256, characters: 1 << 21}}
let readingDepth = 0
let recentLength = 0

/** What pure readings of a text answered within the current reading, by reading and by text: let go with the words. */
const memos: Array<Map<string, Map<string, unknown>>> = []

/** Runs `read` with the words of every text it reads kept until it ends, then forgets them. */
export function readingWords<T>(read: () => T): T {
  readingDepth++
  try {
    return read()
  } finally {
    if (--readingDepth === 0) {
      recentWords.clear()
      recentLength = 0
      for (const memo of memos) memo.clear()
    }
  }
}

/**
 * A pure reading of a text, `read(text, key)`, answered once per text and
 * key while a reading (`readingWords`) lasts: the signals ask the same of the
 * same passages many times. Outside a reading nothing is kept.
 */
export function memoInReading<V>(read: (text: string, key: string) => V): (text: string, key: string) => V {
  const memo = new Map<string, Map<string, unknown>>()
  memos.push(memo)
  return (text, key) => {
    if (readingDepth === 0) return read(text, key)
    let byKey = memo.get(text)
    if (!byKey) memo.set(text, (byKey = new Map()))
    if (byKey.has(key)) return byKey.get(key) as V
    const value = read(text, key)
    byKey.set(key, value)
    return value
  }
}

/** How many texts, and characters of them, are kept with their words now. */
export function wordsKept(): {texts: number; characters: number} {
  return {texts: recentWords.size, characters: recentLength}
}

/** The words of `text`, cut out once for every list read over it. */
function wordsOf(text: string): TextWords {
  const seen = recentWords.get(text)
  if (seen) return seen
  const starts: number[] = []
  const words: string[] = []
  for (let start = wordStart(text, 0); start !== -1; ) {
    const end = wordEnd(text, start)
    starts.push(start)
    words.push(text.slice(start, end))
    start = wordStart(text, end)
  }

  const entry: TextWords = {text, starts: Int32Array.from(starts), words, unspaced: unspacedScript.test(text), openings: [], lists: 0}
  const bound = readingDepth > 0 ? bounds.reading : bounds.idle
  if (text.length > bound.characters) return entry
  // The oldest text read goes first: the passages of one return are read together.
  for (const [old] of recentWords) {
    if (recentWords.size < bound.texts && recentLength + text.length <= bound.characters) break
    recentWords.delete(old)
    recentLength -= old.length
  }

  recentWords.set(text, entry)
  recentLength += text.length
  return entry
}

/** The indices of the words of `known` that open a phrase of list `id`. */
function openingsOf(known: TextWords, id: number): readonly number[] {
  if (known.lists !== listsMade) {
    const openings: Array<number[] | undefined> = []
    for (let index = 0; index < known.words.length; index++) {
      for (const list of openers.get(known.words[index]!) ?? []) (openings[list] ??= []).push(index)
    }

    known.openings = openings
    known.lists = listsMade
  }

  return known.openings[id] ?? []
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

/** Whether a UTF-16 unit is a blank as `\s` reads it. */
function isBlank(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
}

/** Whether the character just before `index` can stand in a word. */
function wordBefore(text: string, index: number): boolean {
  if (index === 0) return false
  const code = text.charCodeAt(index - 1)
  return code >= 0xdc00 && code <= 0xdfff && index >= 2 ? wordUnitsAt(text, index - 2) === 2 : wordUnitsAt(text, index - 1) > 0
}

/**
 * A phrase of a spaced script as the scan walks it: its words, with whether
 * a gap of a few words (`…`) comes before each. Matching one walks the text
 * as the phrase's expression would (`\s+` between words, up to five words
 * not ending a clause for a gap, a word's edge after), with no expression to compile: a short run
 * meets hundreds of first words, and compiling each cost more than the reading.
 */
interface WalkedPhrase {
  words: readonly string[]
  gapBefore: readonly boolean[]
}

function walkedPhrase(phrase: string): WalkedPhrase {
  const words: string[] = []
  const gapBefore: boolean[] = []
  const parts = phrase.trim().toLowerCase().replaceAll('\u2019', "'").split('…').map((part) => part.trim()).filter((part) => part !== '')
  parts.forEach((part, index) => {
    part.split(/\s+/).forEach((word, position) => {
      words.push(word)
      gapBefore.push(index > 0 && position === 0)
    })
  })
  return {words, gapBefore}
}

/** Marks that close a clause: a gap of a phrase never steps over a word ending in one. */
const clauseEnd: ReadonlySet<number> = new Set([...';.:!?。；'].map((mark) => mark.charCodeAt(0)))

/** Where `phrase`, from its word `step` on, ends when it stands at `at` of `text` and ends at a word's edge; -1 when it does not. */
function walk(text: string, at: number, phrase: WalkedPhrase, step: number): number {
  if (step === phrase.words.length) return at < text.length && wordUnitsAt(text, at) > 0 ? -1 : at
  let index = at
  if (step > 0) {
    // Blanks between words: at least one, all of them (a word never starts with one).
    const start = index
    while (index < text.length && isBlank(text.charCodeAt(index))) index++
    if (index === start) return -1
  }

  // A gap: as few words between as will do, at most five.
  for (let skipped = 0; ; skipped++) {
    const word = phrase.words[step]!
    if (text.startsWith(word, index)) {
      const end = walk(text, index + word.length, phrase, step + 1)
      if (end !== -1) return end
    }

    if (!phrase.gapBefore[step] || skipped === 5) return -1
    const start = index
    while (index < text.length && !isBlank(text.charCodeAt(index))) index++
    if (index === start || clauseEnd.has(text.charCodeAt(index - 1))) return -1
    const blank = index
    while (index < text.length && isBlank(text.charCodeAt(index))) index++
    if (index === blank) return -1
  }
}

/** The length of what a sticky expression matches at `index`, if it does. */
function stickyLength(expression: RegExp | undefined, text: string, index: number): number | undefined {
  if (!expression) return undefined
  expression.lastIndex = index
  return expression.exec(text)?.[0].length
}

export class PhraseList {
  private whole: RegExp | undefined
  // The alternatives, tried only where a phrase could start: at a word, those whose first word it
  // is; elsewhere, those starting with another character or holding an unspaced script, where
  // `loose` finds one. An edge tested at every position of a long text cost more than the rest of
  // the reading, and one expression of a whole list cost more to compile than a short run reads.
  private readonly byFirstWord = new Map<string, string[]>()
  private readonly atWord = new Map<string, WalkedPhrase[]>()
  private readonly other: readonly string[]
  private readonly joined: readonly string[]
  private readonly otherStarts: readonly string[]
  private otherAt: RegExp | undefined
  private joinedAt: RegExp | undefined
  private loose: RegExp | undefined
  private readonly id: number

  constructor(readonly phrases: readonly string[]) {
    // Longest first, so `not implemented` wins over `not`.
    const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length)
    this.sorted = sorted
    const spaced = sorted.filter((phrase) => !unspacedScript.test(phrase))
    this.joined = sorted.filter((phrase) => unspacedScript.test(phrase))
    this.other = spaced.filter((phrase) => !startsAtWord.test(phrase.trim()))
    this.otherStarts = [...new Set(this.other.map((phrase) => phrase.trim().toLowerCase().replaceAll('\u2019', "'")[0]!))]
    for (const phrase of spaced) {
      if (!startsAtWord.test(phrase.trim())) continue
      const word = firstWord(phrase)
      const same = this.byFirstWord.get(word)
      if (same) same.push(phrase)
      else this.byFirstWord.set(word, [phrase])
    }

    this.id = listsMade++
    for (const word of this.byFirstWord.keys()) {
      const lists = openers.get(word)
      if (lists) lists.push(this.id)
      else openers.set(word, [this.id])
    }

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
    const known = this.byFirstWord.size > 0 || this.joined.length > 0 ? wordsOf(text) : noWords
    const {starts, words} = known
    // The words that open some phrase of the list, in order; `next` the first not yet tried.
    const openings = this.byFirstWord.size > 0 ? openingsOf(known, this.id) : []
    let next = 0
    // A loose phrase holds its first character, or a character of an unspaced script: a text without either holds none.
    const loose = (this.joined.length > 0 && known.unspaced) || this.otherStarts.some((start) => text.includes(start))
    let looseAt = loose ? this.nextLoose(text, 0) : -1
    let from = 0
    for (;;) {
      while (next < openings.length && starts[openings[next]!]! < from) next++
      if (looseAt !== -1 && looseAt < from) looseAt = this.nextLoose(text, from)
      const word = next < openings.length ? starts[openings[next]!]! : -1
      const atWord = word !== -1 && (looseAt === -1 || word <= looseAt)
      const at = atWord ? word : looseAt
      if (at === -1) return
      const length = this.matchAt(text, at, atWord ? words[openings[next]!] : undefined, known.unspaced)
      if (length === undefined) {
        // A first word that starts no phrase here; the next candidate is further on.
        if (atWord) next++
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
  private matchAt(text: string, index: number, known?: string, unspacedText = true): number | undefined {
    let spaced: RegExp | undefined
    let opened = false
    if (known !== undefined || (wordUnitsAt(text, index) > 0 && !wordBefore(text, index))) {
      const word = known ?? text.slice(index, wordEnd(text, index))
      const phrases = this.byFirstWord.get(word)
      if (phrases) {
        opened = true
        let walked = this.atWord.get(word)
        if (!walked) this.atWord.set(word, (walked = phrases.map(walkedPhrase)))
        // Longest first, as the list's expression tries them.
        for (const phrase of walked) {
          const end = walk(text, index, phrase, 0)
          if (end !== -1) return end - index
        }
      }
    }

    // A hyphen stands in a word yet opens no word of a phrase's first: a phrase opening with one (`--env prod`) is among the others.
    if (!opened && this.other.length > 0 && !startsAtWord.test(text.slice(index, index + 2))) spaced = this.otherAt ??= new RegExp(listPattern(this.other), 'uy')
    // A phrase of an unspaced script stands only in a text holding one of its characters.
    const joined = this.joined.length > 0 && unspacedText ? (this.joinedAt ??= new RegExp(listPattern(this.joined), 'uy')) : undefined
    return stickyLength(spaced, text, index) ?? stickyLength(joined, text, index)
  }
}

/** The lists made, by the names they were asked for in order: a tree of names, so a lookup builds no key. */
interface ListNode {
  list?: PhraseList
  next?: Map<WordListName, ListNode>
}

const lists: ListNode = {}

/** Every language's phrases of one list (or of a few, read as one), compiled once. */
export function phraseList(...names: [WordListName, ...WordListName[]]): PhraseList {
  let node = lists
  for (const name of names) {
    node.next ??= new Map()
    let child = node.next.get(name)
    if (!child) node.next.set(name, (child = {}))
    node = child
  }

  return (node.list ??= new PhraseList(languages.flatMap((table) => names.flatMap((name) => table[name]))))
}

/** The words of a repair in every language: `repair` and the words of no longer (`no longer fails`), which a reading of repairs takes together. */
export function repairWords(): PhraseList {
  return phraseList('repair', 'noLonger')
}
