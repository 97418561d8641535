/**
 * What else in a return says a state: the Status heading, a line of the
 * section, the summary's opening, another `state` or `status` line anywhere
 * in the text, a heading that is only a state. When it says a worse one than
 * the `state` key, the parent cannot tell which the writer meant.
 */
import type {ReturnState} from '../schema/report.js'
import {alternation, confusables, markClass, wordsOf} from '../vocabulary/index.js'
import {phraseList, phraseText, repairWords} from '../vocabulary/phrases.js'
import {asFailureWords, marksOnlyState, readState, stateMark, worseStateInSuffix} from './interpret.js'
import {markdownStateSynonyms} from '../schema/status-words.js'
import type {ReturnModel, SectionModel} from './model.js'
import {markdownLangs} from './fence-langs.js'
import {normalizeKey, scanBullet, scanKeyLine} from './key-line.js'
import {collectBlocks} from './tree.js'
import {atxTitle, recognizeTitle, statusKeys} from './read-model.js'
import {keysOf} from './sections.js'
import {isNone, parseYesNo, unwrapInline} from './values.js'

/**
 * The named signals of another state said beside `state` (grammar/signals.md;
 * src/signals/state-signals.ts holds their descriptions and examples).
 */
export const stateSignalIds = ['status-heading-disagrees', 'status-line-disagrees', 'state-line-elsewhere', 'console-return-in-code', 'state-heading', 'summary-opening-worse'] as const
export type StateSignalId = (typeof stateSignalIds)[number]

export interface StateDisagreement {
  /** The signal that read it. */
  signal: StateSignalId
  /** What says another state: the Status heading, a line of the section, the summary's opening, or another line of the text. */
  where: 'heading' | 'line' | 'summary' | 'other'
  /** The other state as written there (`❌ FAILED`, `❌`). */
  said: string
  /** The 1-based line that says it. */
  line: number
}

/** A fence line: after container marks and list markers (`- ```yaml`), the fence and its info string's first word. */
const fenceOpening = /^[\s>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})\s*([^\s`]*)/

/**
 * Follows fenced code blocks line by line: `next` tells whether a line may
 * hold a return's `state` (outside any fence, or inside a fence of prose such
 * as ```` ```markdown ````, whose own fences nest, once a Status heading has
 * opened a return in it: a bare fence of log lines or settings is no return).
 * A line-level reading: enough to set code apart, not a CommonMark parser.
 */
class FenceTracker {
  private readonly open: Array<{mark: string; prose: boolean; status: boolean}> = []

  /** `inStatus`: the line is in the return's own Status section, where a fence's `state` needs no heading of its own. */
  next(line: string, inStatus: boolean): boolean {
    // Most lines hold no run of three backticks or tildes: the expression is spared them.
    const fence = line.includes('```') || line.includes('~~~') ? fenceOpening.exec(line) : null
    const top = this.open.at(-1)
    if (fence && top && fence[1]![0] === top.mark[0] && fence[1]!.length >= top.mark.length && line.trim() === fence[1]) {
      this.open.pop()
      return false
    }

    if (fence && (!top || top.prose)) {
      this.open.push({mark: fence[1]!, prose: markdownLangs.has(fence[2]!.toLowerCase()), status: inStatus})
      return false
    }

    if (top === undefined) return true
    if (!top.prose) return false
    const title = atxTitle(line.replace(/^[\s>]*/, ''))
    if (title !== undefined && recognizeTitle(title)?.kind === 'status') top.status = true
    return top.status
  }
}

/** Keys that name the outcome as `status` does (`result`, `final_status`): read as a state line in the Status section, and outright anywhere. */
const outcomeKeys: ReadonlySet<string> = new Set(wordsOf('outcomeName').map((name) => name.replace(/\s+/g, '_')))
/** Keys whose `no` says the work is not done (`success: no`, `completed: false`): the one-word synonyms of `SUCCESS`. */
const doneKeys: ReadonlySet<string> = new Set(Object.keys(markdownStateSynonyms).filter((word) => markdownStateSynonyms[word] === 'SUCCESS' && !word.includes('_')))
/** Keys whose `yes` says it failed or is partial (`failed: yes`, `partial: true`): the one-word synonyms of `ERROR` and `PARTIAL`. */
const failedKeys: ReadonlySet<string> = new Set(Object.keys(markdownStateSynonyms).filter((word) => markdownStateSynonyms[word] !== 'SUCCESS' && !word.includes('_')))

/** Words one of the keys of a state line holds: lines without any are passed over unread. */
const mayStateLine = new RegExp(alternation(['state', 'status', ...[...outcomeKeys, ...doneKeys, ...failedKeys].flatMap((key) => key.split('_'))]), 'i')

/** Container and comment marks before a line's text: `>`, indentation, `<!--`. */
const lineOpening = /^[\s>]*(?:<!--\s*|\[\/\/\]:[ \t]*#[ \t]*\(\s*)?/

/**
 * Another `state` line of the text naming a worse state than the return's:
 * a second return in a fence, under a sub-heading, in an HTML comment or in
 * another section (`state: ERROR` after a return saying SUCCESS). The
 * return's own `state` line (`ownLine`) is left out, and so is one naming the
 * same or a better state (a fenced example that agrees).
 */
function otherStateLine(model: ReturnModel, ownLine: number | undefined, state: string, status: {from: number; to: number}): StateDisagreement | undefined {
  const {lines} = model
  const inStatus = (line: number): boolean => line >= status.from && line <= status.to
  const code = indentedCodeLines(model, lines, inStatus)
  const fences = new FenceTracker()
  const drawn = drawnLines(lines)
  const tellsOutcome = outcomeLines(model)
  for (let index = 0; index < lines.length; index++) {
    // Code, configuration and logs in a fence hold `state:` keys of their own: only a return in a prose fence counts.
    if (!fences.next(lines[index]!, inStatus(index + 1)) || code.has(index + 1) || index + 1 === ownLine || !mayStateLine.test(drawn[index]!)) continue
    const line = stateLineIn(drawn[index]!)
    if (line === undefined) continue
    const read = saidState(line)
    // `status: failed` outside the Status section tells of something else (a CI run, a ticket, an API response), unless it
    // stands on a line of its own before the return, under a heading of the outcome or among the attestation's keys.
    if (line.key === 'status' && !inStatus(index + 1) && !(line.outright && read !== undefined && tellsOutcome(index + 1))) continue
    if (read !== 'ERROR' && !(state === 'SUCCESS' && read === 'PARTIAL')) continue
    // A run of `state` lines naming different states lists the values (`- state: SUCCESS`, `- state: ERROR`): a return has one.
    const listed = [index, index + 2].some((near) => {
      const other = near === ownLine || code.has(near) ? undefined : stateLineOf(drawn[near - 1] ?? '')
      return other !== undefined && saidState(other) !== read
    })
    if (!listed) return {signal: 'state-line-elsewhere', where: 'other', said: `${line.name ?? line.key}: ${line.value}`, line: index + 1}
  }

  return undefined
}

/** A text that is nothing but a negated success (`INCOMPLETE`, `Not done`): partial, when the state is a success. */
function negatedOnly(text: string, state: string): ReturnState | undefined {
  const words = text.replace(/[\p{Extended_Pictographic}\uFE0F.!]/gu, '').trim()
  if (state !== 'SUCCESS' || words.length > 40) return undefined
  const phrase = worseStateInSuffix(words, 'SUCCESS')
  return phrase !== undefined && phrase.toLowerCase() === words.toLowerCase() ? 'PARTIAL' : undefined
}

/** Keys of a run before a fix or a baseline (`tests_before`, `previous_run`, `baseline`): a word of the key is one of `earlier`. */
const beforeFix: ReadonlySet<string> = new Set(wordsOf('earlier').filter((word) => /^[a-z]+$/.test(word)))
const ofRunBefore = (key: string): boolean => key.split('_').some((word) => beforeFix.has(word))

/** What a count of failures counts (`failed`, `tests failing`, `errors`): the vocabulary's `failureCount`. */
const failureCount = wordsOf('failureCount')
const countedFailures = new RegExp(`(?:^|[\\s(,;])[1-9]\\d*[ \\t]+(?:${alternation(failureCount)})(?![\\p{L}\\p{N}_])`, 'iu')
const failureCountKeys: ReadonlySet<string> = new Set(failureCount.map((words) => words.split(/\s+/).reverse().join('_')))

/** A count of failures above zero: `failed: 3`, `errors: 2`, `tests: 3 failed, 309 passed`; not `0 failed`, `fixed 3 failed tests`. */
function failuresCounted(key: string, value: string): boolean {
  if (failureCountKeys.has(key) && /^[ \t*_`]*[1-9]\d*\b/.test(value)) return true
  return countedFailures.test(value) && !repaired.test(value)
}

/** A heading or label opening with a name of the outcome: `## Final Result`, `## Outcome`, `### Verdict`, `Result:`. */
const outcomeTitle = new RegExp(`^(?:${alternation(wordsOf('outcomeName'))})(?![\\p{L}\\p{N}_])`, 'iu')

/**
 * Where a `status` or outcome line of its own says the return's outcome
 * outside the Status section: before the return's first heading (`**Status:**
 * ❌ FAILED — …` over a fenced return), under a heading titling the outcome
 * (`## Final Result`), or among the keys of Runtime Attestation. Elsewhere
 * (Evidence, Notes) it tells of a run before or after a fix.
 */
function outcomeLines(model: ReturnModel): (line: number) => boolean {
  const first = model.sections[0]?.headingLine.line ?? Number.POSITIVE_INFINITY
  const {sections} = model
  return (line) => {
    if (line < first) return true
    // The last heading at or above the line, by binary search: a text may hold thousands.
    let low = 0
    let high = sections.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (sections[middle]!.headingLine.line <= line) low = middle + 1
      else high = middle
    }

    const under = sections[low - 1]
    // Runtime Attestation is keys, as Status is: a `status:` line there is a statement, not a story.
    return under !== undefined && (under.kind === 'attestation' || (under.kind === undefined && outcomeTitle.test(under.title.replace(/^[^\p{L}]+/u, ''))))
  }
}

/** The state the first line under a heading says (`FAILED — the suite fails`, `❌ The suite fails in Firefox`), with the line. */
function firstLineState(lines: readonly string[], heading: number, last: number): {state: ReturnState; text: string; line: number} | undefined {
  for (let line = heading + 1; line <= last; line++) {
    const text = (lines[line - 1] ?? '').replace(/^[\s>*_-]+/, '').trim()
    if (text === '' || /^(?:=+|-+)$/.test(text)) continue
    const head = text.split(/\s[\u2014\u2013-]\s|[:.](?:\s|$)/)[0]!.trim()
    const state = readState(head).state ?? marksOnlyState(head) ?? (openingFailure(text, crossOrStop) === undefined ? undefined : 'ERROR')
    return state === undefined ? undefined : {state, text, line}
  }

  return undefined
}

/** A count of nothing (`0`, `none`, `zero`, `nichts`). */
const nothingCount = `0|${alternation(wordsOf('nothing', 'zero'))}`
const countsNothingAlone = new RegExp(`^(?:${nothingCount})(?: ?\\([^()]*\\))?\\.?$`, 'iu')

/** A count of nothing after a dash, alone, takes a failure word back: `Failed — 0` in a tally of passed, failed and skipped. */
function countsNothingAfter(rest: readonly string[]): boolean {
  return rest.length === 1 && countsNothingAlone.test(rest[0]!.trim())
}

/** `None`, `None.`, `0`, or a none with a remark after a dash or a stop (`None — all 48 tests pass`, `Nothing; every item shipped`): the line lists nothing. */
function saysNone(content: string): boolean {
  const [first] = content.split(/\s[\u2014\u2013-]\s|[;:,](?:\s|$)|\.\s/)
  const word = first!.trim().replace(/\.$/, '')
  return isNone(word) || countsNothingAlone.test(word)
}

/**
 * What the lines after a heading (1-based, to `last`) hold: nothing, only
 * lines saying none (`- None`, `(none)`, `None.`, `0`: the heading titles an
 * empty list), or content.
 */
function bodyUnder(lines: readonly string[], heading: number, last: number): 'empty' | 'none' | 'content' {
  let none = false
  for (let line = heading + 1; line <= last; line++) {
    const text = lines[line - 1]!
    const bullet = scanBullet(text)
    const content = (bullet ? text.slice(bullet.contentStart) : text).trim()
    if (content === '') continue
    // A setext heading's underline belongs to the heading.
    if (line === heading + 1 && /^(?:=+|-+)$/.test(content)) continue
    if (!saysNone(content)) return 'content'
    none = true
  }

  return none ? 'none' : 'empty'
}

/** Emphasis, brackets and HTML tags before a text's first word: `(FAILED)`, `**FAILED**`, `<b>FAILED</b>`; not code ticks or quotes, which quote an error message. */
const leadingWrap = /^(?:[\s*_([{]|<\/?[a-z]{1,10}>)+/i
/** A label naming the outcome before the words that say it: `Status: ERROR — tests failing`, `Result: FAILED`. */
const outcomeLabel = new RegExp(`${outcomeTitle.source}[ \\t]*[:\\u2014\\u2013-][ \\t]*`, 'iu')
/** Phrases of work not done, which open a summary of it: `No changes made`, `Not finished`, `WIP` (failure said in words, `Could not complete …`, is the `summary-failure` signal's). */
const notDone = phraseList('notDone', 'unfinished')
/** Words after such a phrase that make it a finding: `Could not reproduce the bug`. */
const benign = phraseList('benign')

/** The phrase of work not done opening a text, unless a finding (`Could not reproduce …`). */
function undoneOpening(text: string): string | undefined {
  const lower = phraseText(text.slice(0, 120))
  const found = notDone.at(lower, 0)
  if (found === undefined) return undefined
  const after = lower.slice(found, found + 40)
  return benign.all(after).some((match) => after.slice(0, match.index).trim() === '') ? undefined : text.slice(0, found)
}
/** Words of repair: what follows a failure word in a summary of a mended failure. */
const repaired = {test: (text: string): boolean => repairWords().test(phraseText(text))}
/** What may end the opening words of a text: a colon, a dash, a bracket, a quote, a tag, the end of a sentence. */
const openingEnd = /[:\u2014\u2013()[\]{}<>"\u201d]|\s-\s|[.!?;,](?:\s|$)/

/** A count of nothing opening the rest of a tally: `0, Passed: 48`, `none — all endpoints respond`. */
const tallyOfNothing = new RegExp(`^[ \\t*_\`]*(?:${nothingCount})[ \\t*_\`]*(?:[,;]|\\.(?!\\d)|\\s[\\u2014\\u2013-]\\s|$)`, 'iu')
/** A word and the cause of a failure after it (`Blocked on missing credentials`, `Failed due to …`); not `Blocked on nothing`. */
const failureAndCause = new RegExp(`^([A-Za-z]+)[ \\t]+(?:${alternation(wordsOf('cause'))})(?![\\p{L}\\p{N}_])(?![ \\t]+(?:${alternation(wordsOf('nothing', 'negation'))})(?![\\p{L}\\p{N}_]))`, 'iu')

/**
 * The worse state a success's text opens with, before its first separator:
 * `FAILED — the build broke`, `Blocked: waiting for review`, `(FAILED) …`,
 * `Status: ERROR — …`, a negated success (`Not completed — …`,
 * `Incomplete: …`), work not done said as a phrase (`Could not complete …`,
 * `No changes made`), or a failure word and a preposition (`Blocked on
 * credentials`, `Failed due to …`), unless a word of repair follows (`Error on
 * checkout fixed`). A partial return may open with what
 * is not done (`Blocked: the UI waits for review; the API is done`), so only
 * a success is read. A tally is none (`Failed: 0, Passed: 48`, `Error: none —
 * all endpoints respond`), nor a phrase naming a kind of thing (`Failed tests fixed: …`).
 */
function worseOpening(text: string, state: string): string | undefined {
  if (state !== 'SUCCESS') return undefined
  // A word of repair tells a story of a failure mended: `Error on checkout fixed`, `Aborted on a conflict; resolved …`.
  if (repaired.test(text.slice(0, 240))) return undefined
  let rest = text.replace(leadingWrap, '')
  const label = outcomeLabel.exec(rest)
  if (label) rest = rest.slice(label[0].length).replace(leadingWrap, '')
  const end = openingEnd.exec(rest)
  const head = (end ? rest.slice(0, end.index) : rest).trim()
  // The work not done, said as a phrase: `Could not complete …`, `Unable to finish …`, `No changes made`, `Gave up after …`.
  const undone = undoneOpening(rest)
  if (undone !== undefined) return undone
  if (head === '') return undefined
  const after = end ? rest.slice(end.index + end[0].length) : ''
  // A count of nothing right after the separator is a tally, whatever follows: `Failed: 0, Passed: 48 — green`, `Error: none — all endpoints respond`.
  if (tallyOfNothing.test(after)) return undefined
  const word = readState(head).state
  if (word === 'ERROR' || word === 'PARTIAL') return head
  // `Not completed`, `Incomplete`, `Unsuccessful`: the whole opening a negated success.
  const negated = head.length <= 40 ? worseStateInSuffix(head, 'SUCCESS') : undefined
  if (negated !== undefined && negated.toLowerCase() === head.toLowerCase()) return head
  // `Blocked on missing credentials`, `Failed due to …`; not `Failed to reproduce the bug`, a finding of its own, nor `Blocked by default`.
  const verb = failureAndCause.exec(head)
  const read = verb ? readState(verb[1]!).state : undefined
  return read === 'ERROR' ? verb![0] : undefined
}

/**
 * Letters of other scripts drawn like Latin ones: `stаte: ЕRROR` (Cyrillic
 * `а`, `Е`), `ᴇʀʀᴏʀ` (small capitals), `ᎬRROR` (Cherokee) read as
 * `state: ERROR` to the parent, so they are read so here. The table is
 * Unicode's confusables data (src/vocabulary/confusables.json).
 */
const lookalike = new RegExp(`[${Object.keys(confusables).join('')}]`, 'gu')
/** Letters drawn as a blank: the Hangul fillers and the braille blank (`state:\u3164ERROR`). */
const blankLetters = /[\u115F\u1160\u3164\uFFA0\u2800]/g
/** Characters drawn as nothing (zero-width, soft hyphen, bidi controls, variation selectors). */
const invisible = /\p{Default_Ignorable_Code_Point}/gu
/** A backslash escape of ASCII punctuation, drawn as the punctuation alone: `state\: ERROR`. */
const escapedPunctuation = /\\([!-/:-@[-`{-~])/g

/** Text as the parent sees it drawn: compatibility forms (fullwidth `：`, NBSP), invisible characters and lookalike letters undone. */
function asDrawn(text: string): string {
  return text.normalize('NFKC').replace(blankLetters, ' ').replace(invisible, '').replace(lookalike, (char) => confusables[char]!)
}

/** Whether each character met beyond ASCII is drawn as written, alone and beside any other: no mark, no jamo (they compose), nothing `asDrawn` changes. */
const drawnAsWritten = new Map<string, boolean>()
const composing = /[\p{M}\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uD7B0-\uD7FF]/u

function asWritten(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    if (text.charCodeAt(index) < 0x80) continue
    const char = String.fromCodePoint(text.codePointAt(index)!)
    let plain = drawnAsWritten.get(char)
    if (plain === undefined) {
      plain = !composing.test(char) && asDrawn(char) === char
      // Bounded: a text of many rare characters must not grow it without end.
      if (drawnAsWritten.size < 4096) drawnAsWritten.set(char, plain)
    }

    if (!plain) return false
    index += char.length - 1
  }

  return true
}

/** The lines as drawn, in one pass over the text; a text of ASCII and of characters drawn as written (`—`, `✅`, `é`) is drawn as written. */
function drawnLines(lines: readonly string[]): readonly string[] {
  const text = lines.join('\n')
  if (asWritten(text)) return lines
  // No compatibility form decomposes to a line feed, so the lines stay the same lines.
  const drawn = asDrawn(text).split('\n')
  return drawn.length === lines.length ? drawn : lines.map(asDrawn)
}

/** `"state": "ERROR"` (or `"status": "failed"`, a console return's) on a line of unfenced JSON. */
const jsonState = /"(state|status)"[ \t]*:[ \t]*"([^"]{0,40})"/i
/** `state = ERROR`, `state — ERROR`: another separator than the colon, the key alone or wrapped. */
const looseState = /^[*_`]{0,2}(state|status)[*_`]{0,2}[ \t]*(?:=|[-\u2013\u2014])[ \t]*(\S.*)$/i

/**
 * The key and value of a `state` line (or `status`, the JSON formats' name
 * for it, and a console return's `"status"` on a line of JSON), container,
 * list, heading and comment marks removed; undefined for any other line. Given the line as drawn
 * (`drawnLines`), so a state line the parent sees is one here: spelled with
 * lookalike or invisible characters, escaped (`state\: ERROR`), as a heading (`### state: ERROR`),
 * a table row (`| state | ERROR |`), unfenced JSON, with `=` or a dash, or
 * as the whole summary (`summary: state: ERROR`).
 */

/** A key line standing on its own, not a list item nor in a quote or a comment: a statement of the text, not an entry of a list or a quotation. */
function outright(text: string, scanned: {bullet: unknown}): boolean {
  return scanned.bullet === undefined && !/^[\s]*(?:>|<!--)/.test(text)
}

interface StateLine {
  key: 'state' | 'status' | '"status"'
  /** The key as written, when it is another name of the outcome (`Result`). */
  name?: string
  value: string
  /** The state the line says when it is no state word (`completed: false`). */
  state?: ReturnState
  /** For `status` and the other names of the outcome: an unbulleted line outside quotes and comments. */
  outright?: boolean
}

function stateLineOf(text: string): StateLine | undefined {
  // A comment's close is cut with trimEnd, not `/\s*-->\s*$/`, which backtracks on long runs of blanks.
  const comment = /^[\s>]*\[\/\/\]:/.test(text)
  let opened = text.replace(escapedPunctuation, '$1').replace(lineOpening, '').trimEnd()
  if (opened.endsWith('-->')) opened = opened.slice(0, -3).trimEnd()
  // `[//]: # (state: ERROR)`, a link definition written as a comment, holds its text in parentheses.
  if (comment && opened.endsWith(')')) opened = opened.slice(0, -1).trimEnd()
  // `<state>ERROR</state>`: the state as an XML element.
  const element = /^<(state|status)>([^<]{0,64})<\/\1>$/i.exec(opened)
  if (element) return {key: element[1]!.toLowerCase() === 'state' ? 'state' : 'status', value: element[2]!.trim(), outright: true}
  opened = opened.replace(/^#{1,6}[ \t]+/, '')
  // `**Status: ❌ FAILED**`, `_Status: FAILED_`: emphasis around the whole line, not the key alone.
  const emphasis = /^(\*\*|__|\*|_)(?=\S)/.exec(opened)?.[1]
  if (emphasis && opened.length > emphasis.length * 2 && opened.endsWith(emphasis) && !opened.slice(emphasis.length, -emphasis.length).includes(emphasis)) opened = opened.slice(emphasis.length, -emphasis.length).trim()
  if (opened.startsWith('|')) {
    const cells = opened.split('|')
    return cells.length > 3 && normalizeKey(unwrapInline(cells[1]!).text) === 'state' ? {key: 'state', value: cells[2]!.trim()} : undefined
  }

  const json = opened.startsWith('{') || opened.startsWith('"') ? jsonState.exec(opened) : null
  if (json) {
    if (json[1]!.toLowerCase() === 'state') return {key: 'state', value: json[2]!}
    // A console return's `"status"` sits beside its `"summary"`; alone it is an API response's or a log line's.
    return /"summary"[ \t]*:/i.test(opened) ? {key: '"status"', value: json[2]!} : undefined
  }
  const scanned = scanKeyLine(opened)
  // `status: FAILED` is the state under the JSON formats' key name: the parent reads it as one.
  if (scanned?.key === 'state' || scanned?.key === 'status') return {key: scanned.key, name: scanned.rawKey, value: scanned.value, outright: outright(text, scanned)}
  // `result: FAILED`, `**Outcome:** ❌ Failed`: other names of the outcome, read as `status` is.
  if (scanned && outcomeKeys.has(scanned.key)) return {key: 'status', name: scanned.rawKey, value: scanned.value, outright: outright(text, scanned)}
  // `success: no`, `completed: false`: the work is not done; `failed: yes` it failed.
  const yesNo = scanned && (doneKeys.has(scanned.key) || failedKeys.has(scanned.key)) ? parseYesNo(scanned.value)?.value : undefined
  if (yesNo !== undefined && doneKeys.has(scanned!.key) === !yesNo) {
    return {key: 'status', name: scanned!.rawKey, value: scanned!.value, state: doneKeys.has(scanned!.key) ? 'PARTIAL' : 'ERROR', outright: false}
  }
  if (scanned?.key === 'summary') {
    const inner = scanKeyLine(scanned.value)
    return inner?.key === 'state' && inner.bullet === undefined ? {key: 'state', value: inner.value} : undefined
  }

  if (scanned) return undefined
  const bullet = scanBullet(opened)
  const loose = looseState.exec(bullet ? opened.slice(bullet.contentStart) : opened)
  if (!loose) return undefined
  return {key: loose[1]!.toLowerCase() === 'state' ? 'state' : 'status', value: loose[2]!, outright: bullet === undefined && !/^[\s]*(?:>|<!--)/.test(text)}
}

/** The state a state line says: its value, or on a line of its own what comes before a dash in it (`❌ FAILED — the repository is read-only`). */
function saidState(line: StateLine): ReturnState | undefined {
  if (line.state) return line.state
  const reading = readState(line.value)
  // A bullet `- state: ERROR — set when the upload fails` documents a value; a line of its own says one.
  return reading.remark === undefined || line.outright ? reading.state : undefined
}

/** Characters many viewers draw as a line break though CommonMark does not end a line there. */
const drawnBreak = /[\v\f\u0085\u2028\u2029]/

/** The first state line of a line as drawn, where a line or paragraph separator may draw it as several (`summary: Done.\u2028state: ERROR`). */
function stateLineIn(text: string): StateLine | undefined {
  if (!drawnBreak.test(text)) return stateLineOf(text)
  for (const part of text.split(drawnBreak)) {
    const line = stateLineOf(part)
    if (line) return line
  }

  return undefined
}

/** Info strings of a JSON code block, or none. */
const jsonLangs: ReadonlySet<string> = new Set(['json', 'jsonc', 'json5', ''])

/** A `"status"` member of JSON and its value, on a line of its own or not. */
const jsonStatusMember = /"status"[ \t]*:[ \t]*"([^"\n]{0,40})"/i

/**
 * A console return in a code block of JSON (`{"status": "failed", "summary":
 * …, "artifacts": […]}`, on one line or pretty-printed) naming a worse state:
 * the child's other answer. JSON without the console return's members at its
 * top (`status`, `summary`, and `artifacts` or `metadata`) is some other
 * record: an API's error envelope, a job, a test fixture.
 */
function consoleReturnInCode(model: ReturnModel, state: string): StateDisagreement | undefined {
  for (const code of collectBlocks(model.tree).code) {
    if (!jsonLangs.has((code.lang ?? '').toLowerCase()) || code.value.length > 65_536 || !/"summary"[ \t]*:/i.test(code.value)) continue
    // The console return's own shape, at the top of the object: an API's error envelope or a job record has a status and a summary too.
    let value: unknown
    try {
      value = JSON.parse(code.value)
    } catch {
      continue
    }

    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue
    const members = value as Record<string, unknown>
    if (typeof members['status'] !== 'string' || typeof members['summary'] !== 'string' || !(Array.isArray(members['artifacts']) || (typeof members['metadata'] === 'object' && members['metadata'] !== null))) continue
    const read = readState(members['status']).state
    // The member's line: the first `"status"` of the text (a nested one before it only moves the pointer, not the reading).
    const member = jsonStatusMember.exec(code.value)
    if (read !== 'ERROR' && !(state === 'SUCCESS' && read === 'PARTIAL')) continue
    const line = (code.position?.start.line ?? 1) + (member ? code.value.slice(0, member.index).split('\n').length - 1 : 0) + (code.position && /^[ \t>]*(?:`{3,}|~{3,})/.test(model.lines[code.position.start.line - 1] ?? '') ? 1 : 0)
    return {signal: 'console-return-in-code', where: 'other', said: `"status": ${JSON.stringify(members['status'])}`, line}
  }

  return undefined
}

/**
 * Lines of indented code blocks (`    status:` / `      state: Failed` under a
 * list item): code or configuration, as in a fence of its language, unless
 * the block sits in the return's own Status section or holds a Status heading.
 */
function indentedCodeLines(model: ReturnModel, lines: readonly string[], inStatus: (line: number) => boolean): Set<number> {
  const code = new Set<number>()
  for (const node of collectBlocks(model.tree).code) {
    const from = node.position?.start.line
    const to = node.position?.end.line
    if (from === undefined || to === undefined || fenceOpening.test(lines[from - 1] ?? '')) continue
    let status = false
    for (let line = from; line <= to && !status; line++) {
      const title = atxTitle((lines[line - 1] ?? '').trim())
      status = inStatus(line) || (title !== undefined && recognizeTitle(title)?.kind === 'status')
    }

    if (!status) for (let line = from; line <= to; line++) code.add(line)
  }

  return code
}

/**
 * What else in the Status section says another state than `state`: the
 * heading beside a `state` key (`## Status: ❌ FAILED` over `state: SUCCESS`,
 * `## Status ❌`, or a phrase of a worse outcome: `## Status (FAILED)`,
 * `## Status: NOT COMPLETE`), a line of the section that is no key and reads
 * as a worse state (`FAILED`, `> ❌ FAILED — the build broke`), or a failure
 * mark opening the summary of a success or partial return (`summary: ❌ Build
 * failed`). Further into the summary a mark is prose (`Replaced the ❌
 * icons`), and a summary opening with ✅ or ⚠️ tells of a part done or a
 * caveat, not of another outcome. So does another `state` line anywhere in
 * the text naming a worse state (`otherStateLine`).
 */
/** A mark in `text` of a worse state than `state`: an ERROR mark unless the state is ERROR, a PARTIAL mark over SUCCESS. */
function worseMark(text: string, state: string): string | undefined {
  if (state === 'ERROR') return undefined
  return stateMark(text, 'ERROR') ?? (state === 'SUCCESS' ? stateMark(text, 'PARTIAL') : undefined)
}

const disagreements = new WeakMap<SectionModel, Map<string, StateDisagreement | undefined>>()

export function stateDisagreement(model: ReturnModel, section: SectionModel, state: string): StateDisagreement | undefined {
  // A reading is diagnosed once per set of settings (`fixReturn`, `review`): the text is read once.
  let known = disagreements.get(section)
  if (!known) disagreements.set(section, (known = new Map()))
  if (!known.has(state)) known.set(state, findDisagreement(model, section, state))
  return known.get(state)
}

function findDisagreement(model: ReturnModel, section: SectionModel, state: string): StateDisagreement | undefined {
  const keys = keysOf(section)
  if (keys.has('state')) {
    const heading = section.headingState ? readState(section.headingState.value).state : undefined
    const headingAt = section.headingLine.line
    if (heading !== undefined && heading !== state) return {signal: 'status-heading-disagrees', where: 'heading', said: section.headingState!.value, line: headingAt}
    // Marks around the name count when they tell a worse outcome (`## ❌ Status`, `## Status: 🔴`); `## ✅ Status` over PARTIAL is a template's, and the key's state the cautious reading.
    const said = worseMark(section.marks, state) ?? worseMark(section.suffix, state) ?? worseStateInSuffix(asFailureWords(section.suffix), state as ReturnState)
    if (said !== undefined) return {signal: 'status-heading-disagrees', where: 'heading', said, line: headingAt}
  }

  if (state === 'ERROR') return undefined
  const next = model.sections[model.sections.indexOf(section) + 1]
  let other = otherStateLine(model, keys.get('state')?.line.line, state, {from: section.headingLine.line, to: next ? next.headingLine.line - 1 : model.lines.length}) ?? consoleReturnInCode(model, state)
  if (other) return other
  // A heading of its own that is nothing but a worse state (`# ERROR`, `## ❌ FAILED`, a setext `ERROR` over `===`) tells the outcome as loudly as the Status section.
  // Over nothing but `- none` it heads an empty list (`## Blocked` / `- None`); under PARTIAL, over content it lists what is not done (`## Blocked` / `- Deploy: no credentials`).
  model.sections.forEach((heading, index) => {
    if (heading === section || heading.kind !== undefined || heading === model.wrapper) return
    // A heading naming the outcome (`## Outcome: ❌ Failed`, `## Result — FAILED`) says it outright over any body; `## Error: …` titles a topic.
    const opens = outcomeLabel.test(heading.title.replace(/^[^\p{L}]+/u, '')) ? worseOpening(heading.title.replace(/^[^\p{L}]+/u, ''), state) : undefined
    if (opens !== undefined) {
      other ??= {signal: 'state-heading', where: 'other', said: heading.title, line: heading.headingLine.line}
      return
    }

    // A worse state with a remark titles a topic (`## Error — 404 page`); alone it is the outcome.
    const titled = readState(heading.title)
    const read = (titled.remark === undefined ? titled.state : undefined) ?? marksOnlyState(heading.title) ?? negatedOnly(heading.title, state)
    const next = model.sections[index + 1]
    // A heading that is only the outcome's title (`## Result`, `## Final Status`) over a first line that is a worse state says it.
    const title = heading.title.replace(/^[^\p{L}]+/u, '').trim()
    if (read === undefined && outcomeTitle.exec(title)?.[0].length === title.length) {
      const said = firstLineState(model.lines, heading.headingLine.line, next ? next.headingLine.line - 1 : model.lines.length)
      if (said !== undefined && (said.state === 'ERROR' || (state === 'SUCCESS' && said.state === 'PARTIAL'))) other ??= {signal: 'state-heading', where: 'other', said: said.text, line: said.line}
      return
    }

    if (read !== 'ERROR' && !(state === 'SUCCESS' && read === 'PARTIAL')) return
    const body = bodyUnder(model.lines, heading.headingLine.line, next ? next.headingLine.line - 1 : model.lines.length)
    if (body === 'empty' || (body === 'content' && state === 'SUCCESS')) other ??= {signal: 'state-heading', where: 'other', said: heading.title, line: heading.headingLine.line}
  })
  if (other) return other

  // A line of the section that reads as a worse state (`FAILED`, `> ❌ FAILED — the build broke`, `tests: FAILED`).
  for (const entry of section.entries) {
    if (entry.type === 'key') {
      // A key of its own whose whole value is a worse state (`tests: FAILED`, `build: ❌ failed`) or a count of failures above
      // zero (`failed: 3`, `tests: 3 failed, 309 passed`); not one of a run before a fix (`tests_before: FAILED`).
      if (entry.bullet || statusKeys.has(entry.key) || ofRunBefore(entry.key)) continue
      const said = readState(entry.value)
      const worse = said.remark === undefined && (said.state === 'ERROR' || (state === 'SUCCESS' && said.state === 'PARTIAL'))
      if (worse || failuresCounted(entry.key, entry.value)) return {signal: 'status-line-disagrees', where: 'line', said: `${entry.rawKey}: ${entry.value}`, line: entry.line.line}
      continue
    }

    // What comes before a dash (`❌ FAILED — the build broke`); a colon makes a key line (`Blocked: none`), never read here.
    const [first, ...rest] = entry.text.replace(/^[>#\s]+/, '').split(/\s[\u2014\u2013-]\s/)
    const head = first!.trim()
    const read = readState(head).state ?? marksOnlyState(head)
    if (!countsNothingAfter(rest) && (read === 'ERROR' || (state === 'SUCCESS' && read === 'PARTIAL'))) return {signal: 'status-line-disagrees', where: 'line', said: head, line: entry.line.line}
    // A failure mark opening the line (`> ❌ the release build still fails`), as one opening the summary.
    // Only a cross or a stop: alarms and exclamation marks open notices (`❗ Requires a migration`, `🚨 Breaking change`).
    const mark = state !== 'SUCCESS' || (entry.type === 'text' && entry.subheading) ? undefined : openingFailure(entry.text, crossOrStop)
    if (mark !== undefined) return {signal: 'status-line-disagrees', where: 'line', said: mark, line: entry.line.line}
  }

  const summaryKey = keys.get('summary')
  const summary = summaryKey?.value ?? ''
  const opens = worseOpening(summary, state)
  const summaryAt = summaryKey?.line.line ?? section.headingLine.line
  if (opens !== undefined) return {signal: 'summary-opening-worse', where: 'summary', said: opens, line: summaryAt}
  // A summary wrapped onto more lines is one paragraph, but each line is drawn as a line: `Added the parser.` / `FAILED — the build broke.`
  if (summaryKey && summaryKey.wrappedLines > 0 && !repaired.test(summary)) {
    for (let line = summaryKey.line.line + 1; line <= summaryKey.valuePlace.endLine; line++) {
      // Only a line after a sentence's end opens anything: `Resolved the tests that` / `failed on Node 20` is one sentence.
      if (!/[.!?:;]\s*$/.test(model.lines[line - 2] ?? '')) continue
      const said = worseOpening(model.lines[line - 1] ?? '', state)
      if (said !== undefined) return {signal: 'summary-opening-worse', where: 'other', said, line}
    }
  }

  const mark = openingFailure(summary)
  if (mark !== undefined) return {signal: 'summary-opening-worse', where: 'summary', said: mark, line: summaryAt}
  // A line the summary wraps onto is drawn as a line: a failure mark opening it opens it.
  for (let line = (summaryKey?.line.line ?? 0) + 1; summaryKey && line <= summaryKey.valuePlace.endLine; line++) {
    const wrapped = openingFailure(model.lines[line - 1] ?? '')
    if (wrapped !== undefined) return {signal: 'summary-opening-worse', where: 'other', said: wrapped, line}
  }

  return undefined
}

/** Crosses, stops and red lights: the failure marks that open no notice. */
const crossOrStop = new RegExp(markClass('cross', 'stop', 'red'), 'u')

/** A failure mark (any, or of `marks`) among the marks opening a text (`❌ Build failed`, `> ❌ …`), unless turned into a success mark (`❌→✅ CI is green again`, a fix). */
function openingFailure(text: string, marks?: RegExp): string | undefined {
  const opening = /^[^\p{L}\p{N}]*/u.exec(text)![0]
  const mark = marks ? marks.exec(opening)?.[0] : stateMark(opening, 'ERROR')
  if (mark === undefined) return undefined
  const fixed = stateMark(opening.slice(opening.indexOf(mark) + mark.length), 'SUCCESS') !== undefined
  return fixed ? undefined : mark
}

/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export const vocabularyExpressions: readonly RegExp[] = [mayStateLine, outcomeTitle, outcomeLabel, countsNothingAlone, tallyOfNothing, failureAndCause, countedFailures, crossOrStop]
