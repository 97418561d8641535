/**
 * What takes a failure back: the words around a match that make it no
 * failure of this work. Each reading is a word list of the vocabulary; this
 * module only says where around the match each list is looked for.
 */
import {markRoles} from '../vocabulary/index.js'
import {phraseList, phraseText} from '../vocabulary/phrases.js'

/** Ends of sentences in every script; a semicolon joins two parts of one (`failed at first; fixed by …`). */
const sentenceEnd = /[.!?](?=\s|$)|[。！？\n]/gu

/** Words before a match that may negate or subordinate it. */
const windowWords = 4

interface Span {
  start: number
  end: number
}

function sentenceOf(text: string, index: number): Span {
  let start = 0
  for (const match of text.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length
    if (match.index >= index) return {start, end}
    start = end
  }

  return {start, end: text.length}
}

/** The clauses of a sentence, cut before each word of contrast (`but`, `aber`, `但是`). */
function clausesOf(text: string, sentence: Span): Span[] {
  const starts = [sentence.start]
  for (const match of phraseList('contrast').all(text.slice(sentence.start, sentence.end))) starts.push(sentence.start + match.index)
  return starts.map((start, index) => ({start, end: starts[index + 1] ?? sentence.end}))
}

/** The last few words before `index` in its clause. */
function wordsBefore(text: string, clause: Span, index: number): string {
  const before = text.slice(clause.start, index)
  const words = before.trimEnd().split(/\s+/)
  const tail = words.slice(-windowWords).join(' ')
  // Unspaced scripts have no words to count: a few characters stand for them.
  return tail.length > 24 ? tail.slice(-8) : tail
}

/** The match and the few words after it in its clause. */
function wordsAfter(text: string, clause: Span, index: number): string {
  const words = text.slice(index, clause.end).split(/\s+/)
  const head = words.slice(0, windowWords + 2).join(' ')
  return head.length > 48 ? head.slice(0, 16) : head
}

const passMarks = new RegExp(`[${markRoles.check.marks.join('')}]`, 'u')

/** Whether a line shows a pass mark (`✅`, `✓`): what it says passed, whatever it names. */
export function showsPass(text: string): boolean {
  return passMarks.test(text)
}

/** Whether `index` falls inside an inline code span or quotes of the line: a name or a message quoted, not an outcome said. */
export function quoted(text: string, index: number): boolean {
  let ticks = 0
  let quotes = 0
  for (let at = 0; at < index; at++) {
    const char = text[at]
    if (char === '`') ticks++
    else if (char === '"' || char === '\u201C' || char === '\u201D' || char === '\u00AB' || char === '\u00BB') quotes++
  }

  return ticks % 2 === 1 || quotes % 2 === 1
}

export interface TakenBack {
  /** Which reading took the match back, for documentation and tests. */
  by: 'repair' | 'before' | 'negation' | 'subordinate' | 'intended' | 'benign'
}

/**
 * Whether the words around a match take it back: a repair in its clause or
 * a later one of the sentence (`was failing, now passes`; `failed, but I
 * fixed it`), a run before the fix in its clause, a negation or a
 * subordinating word just before it (`no tests fail`, `when the token is
 * missing it fails`), or a word saying the outcome was meant (`expected`).
 */
export function takenBack(given: string, index: number): TakenBack | undefined {
  const text = phraseText(given)
  const sentence = sentenceOf(text, index)
  const clauses = clausesOf(text, sentence)
  const at = clauses.findLastIndex((clause) => clause.start <= index)
  const clause = clauses[Math.max(0, at)]!
  const rest = text.slice(clause.start, sentence.end)
  if (phraseList('repair').test(rest)) return {by: 'repair'}
  const own = text.slice(clause.start, clause.end)
  if (phraseList('before').test(own)) return {by: 'before'}
  if (phraseList('intended').test(own)) return {by: 'intended'}
  // `could not reproduce the bug`, `unable to find any issue`: nothing wrong was found.
  if (phraseList('benign').test(wordsAfter(text, clause, index))) return {by: 'benign'}
  const before = wordsBefore(text, clause, index)
  if (phraseList('negation').test(before)) return {by: 'negation'}
  if (phraseList('subordinate').test(before)) return {by: 'subordinate'}
  return undefined
}

/** Whether a bullet's text says that what stands under it is a run before a fix or one mended since. */
export function ownerTakesBack(owner: string | undefined): boolean {
  if (owner === undefined) return false
  const text = phraseText(owner)
  return phraseList('before').test(text) || phraseList('repair').test(text)
}
