/**
 * What else in a return says a state: the Status heading, a line of the
 * section, the summary's opening, another `state` or `status` line anywhere
 * in the text, a heading that is only a state. When it says a worse one than
 * the `state` key, the parent cannot tell which the writer meant.
 */
import type {ReturnState} from '../schema/report.js'
import {marksOnlyState, readState, stateMark, worseStateInSuffix} from './interpret.js'
import type {ReturnModel, SectionModel} from './model.js'
import {markdownLangs} from './fence-langs.js'
import {normalizeKey, scanBullet, scanKeyLine} from './key-line.js'
import {collectBlocks} from './tree.js'
import {atxTitle, recognizeTitle} from './read-model.js'
import {keysOf} from './sections.js'
import {isNone, unwrapInline} from './values.js'

export interface StateDisagreement {
  /** What says another state: the Status heading, a line of the section, a mark opening the summary, or another `state` line of the text. */
  where: 'heading' | 'line' | 'summary' | 'other'
  /** The other state as written there (`❌ FAILED`, `❌`). */
  said: string
  /** For `other`: the 1-based line of that `state` line. */
  line?: number
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
    const fence = fenceOpening.exec(line)
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

/** Container and comment marks before a line's text: `>`, indentation, `<!--`. */
const lineOpening = /^[\s>]*(?:<!--\s*)?/

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
  for (let index = 0; index < lines.length; index++) {
    // Code, configuration and logs in a fence hold `state:` keys of their own: only a return in a prose fence counts.
    if (!fences.next(lines[index]!, inStatus(index + 1)) || code.has(index + 1) || index + 1 === ownLine || !/stat(?:e|us)/i.test(drawn[index]!)) continue
    const line = stateLineOf(drawn[index]!)
    // `status: failed` outside the Status section tells of something else: a CI run, a ticket, an API response.
    if (line === undefined || (line.key === 'status' && !inStatus(index + 1))) continue
    const read = readState(line.value).state
    if (read !== 'ERROR' && !(state === 'SUCCESS' && read === 'PARTIAL')) continue
    // A run of `state` lines naming different states lists the values (`- state: SUCCESS`, `- state: ERROR`): a return has one.
    const listed = [index, index + 2].some((near) => {
      const other = near === ownLine || code.has(near) ? undefined : stateLineOf(drawn[near - 1] ?? '')
      return other !== undefined && readState(other.value).state !== read
    })
    if (!listed) return {where: 'other', said: `${line.key}: ${line.value}`, line: index + 1}
  }

  return undefined
}

/** A count of nothing after a dash, alone, takes a failure word back: `Failed — 0` in a tally of passed, failed and skipped. */
function countsNothingAfter(rest: readonly string[]): boolean {
  return rest.length === 1 && /^(?:0|zero|none)(?: ?\([^()]*\))?\.?$/i.test(rest[0]!.trim())
}

/** `None`, `None.`, `0`, or a none with a remark after a dash (`None — all 48 tests pass`): the line lists nothing. */
function saysNone(content: string): boolean {
  const [first, ...rest] = content.split(/\s[\u2014\u2013-]\s/)
  const word = first!.trim().replace(/\.$/, '')
  return rest.length <= 1 && (isNone(word) || /^(?:0|zero)$/i.test(word))
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

/**
 * Letters of other scripts drawn like Latin ones: `stаte: ЕRROR` (Cyrillic
 * `а`, `Е`) reads as `state: ERROR` to the parent, so it is read so here.
 */
const lookalikes: Readonly<Record<string, string>> = {
  '\u0430': 'a', '\u0435': 'e', '\u043e': 'o', '\u0440': 'p', '\u0441': 'c', '\u0443': 'y', '\u0445': 'x', '\u0455': 's', '\u0456': 'i', '\u0458': 'j', '\u04bb': 'h', '\u0501': 'd',
  '\u0410': 'A', '\u0412': 'B', '\u0415': 'E', '\u041a': 'K', '\u041c': 'M', '\u041d': 'H', '\u041e': 'O', '\u0420': 'P', '\u0421': 'C', '\u0422': 'T', '\u0423': 'Y', '\u0425': 'X', '\u0405': 'S', '\u0406': 'I', '\u0408': 'J',
  '\u0391': 'A', '\u0392': 'B', '\u0395': 'E', '\u0396': 'Z', '\u0397': 'H', '\u0399': 'I', '\u039a': 'K', '\u039c': 'M', '\u039d': 'N', '\u039f': 'O', '\u03a1': 'P', '\u03a4': 'T', '\u03a5': 'Y', '\u03a7': 'X', '\u03bf': 'o'
}
// The keys of `lookalikes`, as a literal (every pattern of the source is one, so it can be checked for backtracking).
const lookalike = /[\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0455\u0456\u0458\u04bb\u0501\u0410\u0412\u0415\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0423\u0425\u0405\u0406\u0408\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a5\u03a7\u03bf]/gu
/** Characters drawn as nothing (zero-width, soft hyphen, bidi controls, variation selectors). */
const invisible = /\p{Default_Ignorable_Code_Point}/gu
/** A backslash escape of ASCII punctuation, drawn as the punctuation alone: `state\: ERROR`. */
const escapedPunctuation = /\\([!-/:-@[-`{-~])/g

/** Text as the parent sees it drawn: compatibility forms (fullwidth `：`, NBSP), invisible characters and lookalike letters undone. */
function asDrawn(text: string): string {
  return text.normalize('NFKC').replace(invisible, '').replace(lookalike, (char) => lookalikes[char]!)
}

/** The lines as drawn, in one pass over the text; ASCII text is drawn as written. */
function drawnLines(lines: readonly string[]): readonly string[] {
  const text = lines.join('\n')
  if (!/[^\x00-\x7f]/.test(text)) return lines
  // No compatibility form decomposes to a line feed, so the lines stay the same lines.
  const drawn = asDrawn(text).split('\n')
  return drawn.length === lines.length ? drawn : lines.map(asDrawn)
}

/** `"state": "ERROR"` (or `"status": "failed"`, a console return's) on a line of unfenced JSON. */
const jsonState = /"(state|status)"[ \t]*:[ \t]*"([^"]{0,40})"/i
/** `state = ERROR`, `state — ERROR`: another separator than the colon, the key alone or wrapped. */
const looseState = /^[*_`]{0,2}state[*_`]{0,2}[ \t]*(?:=|[-\u2013\u2014])[ \t]*(\S.*)$/i

/**
 * The key and value of a `state` line (or `status`, the JSON formats' name
 * for it, and a console return's `"status"` on a line of JSON), container,
 * list, heading and comment marks removed; undefined for any other line. Given the line as drawn
 * (`drawnLines`), so a state line the parent sees is one here: spelled with
 * lookalike or invisible characters, escaped (`state\: ERROR`), as a heading (`### state: ERROR`),
 * a table row (`| state | ERROR |`), unfenced JSON, with `=` or a dash, or
 * as the whole summary (`summary: state: ERROR`).
 */
function stateLineOf(text: string): {key: 'state' | 'status' | '"status"'; value: string} | undefined {
  // A comment's close is cut with trimEnd, not `/\s*-->\s*$/`, which backtracks on long runs of blanks.
  let opened = text.replace(escapedPunctuation, '$1').replace(lineOpening, '').trimEnd()
  if (opened.endsWith('-->')) opened = opened.slice(0, -3).trimEnd()
  opened = opened.replace(/^#{1,6}[ \t]+/, '')
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
  if (scanned?.key === 'state' || scanned?.key === 'status') return {key: scanned.key, value: scanned.value}
  if (scanned?.key === 'summary') {
    const inner = scanKeyLine(scanned.value)
    return inner?.key === 'state' && inner.bullet === undefined ? {key: 'state', value: inner.value} : undefined
  }

  if (scanned) return undefined
  const bullet = scanBullet(opened)
  const loose = looseState.exec(bullet ? opened.slice(bullet.contentStart) : opened)?.[1]
  return loose === undefined ? undefined : {key: 'state', value: loose}
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

export function stateDisagreement(model: ReturnModel, section: SectionModel, state: string): StateDisagreement | undefined {
  const keys = keysOf(section)
  if (keys.has('state')) {
    const heading = section.headingState ? readState(section.headingState.value).state : undefined
    if (heading !== undefined && heading !== state) return {where: 'heading', said: section.headingState!.value}
    // Marks around the name count when they tell a worse outcome (`## ❌ Status`, `## Status: 🔴`); `## ✅ Status` over PARTIAL is a template's, and the key's state the cautious reading.
    const said = worseMark(section.marks, state) ?? worseMark(section.suffix, state) ?? worseStateInSuffix(section.suffix, state as ReturnState)
    if (said !== undefined) return {where: 'heading', said}
  }

  if (state === 'ERROR') return undefined
  const next = model.sections[model.sections.indexOf(section) + 1]
  let other = otherStateLine(model, keys.get('state')?.line.line, state, {from: section.headingLine.line, to: next ? next.headingLine.line - 1 : model.lines.length})
  if (other) return other
  // A heading of its own that is nothing but a worse state (`# ERROR`, `## ❌ FAILED`, a setext `ERROR` over `===`) tells the outcome as loudly as the Status section.
  // Over nothing but `- none` it heads an empty list (`## Blocked` / `- None`); under PARTIAL, over content it lists what is not done (`## Blocked` / `- Deploy: no credentials`).
  model.sections.forEach((heading, index) => {
    if (heading === section || heading.kind !== undefined || heading === model.wrapper) return
    const read = readState(heading.title).state ?? marksOnlyState(heading.title)
    if (read !== 'ERROR' && !(state === 'SUCCESS' && read === 'PARTIAL')) return
    const next = model.sections[index + 1]
    const body = bodyUnder(model.lines, heading.headingLine.line, next ? next.headingLine.line - 1 : model.lines.length)
    if (body === 'empty' || (body === 'content' && state === 'SUCCESS')) other ??= {where: 'other', said: heading.title, line: heading.headingLine.line}
  })
  if (other) return other

  // A line of the section that is no key and reads as a worse state (`FAILED`, `> ❌ FAILED — the build broke`).
  for (const entry of section.entries) {
    if (entry.type === 'key') continue
    // What comes before a dash (`❌ FAILED — the build broke`); a colon makes a key line (`Blocked: none`), never read here.
    const [first, ...rest] = entry.text.replace(/^[>#\s]+/, '').split(/\s[\u2014\u2013-]\s/)
    const head = first!.trim()
    const read = readState(head).state ?? marksOnlyState(head)
    if (!countsNothingAfter(rest) && (read === 'ERROR' || (state === 'SUCCESS' && read === 'PARTIAL'))) return {where: 'line', said: head}
  }

  const summary = keys.get('summary')?.value ?? ''
  // A success summary that opens with a worse state before its first separator: `FAILED — the build broke`, `Blocked: waiting for review`.
  // A partial one may open with what is not done (`Blocked: the UI waits for review; the API is done`).
  const [head, ...rest] = summary.split(/[:\u2014\u2013]|\s-\s/)
  const word = readState(head!.trim()).state
  // A count of nothing right after the separator is a tally, whatever follows: `Failed: 0, Passed: 48 — green`, `Error: none — all endpoints respond`.
  const tally = countsNothingAfter(rest) || /^[ \t]*(?:0|zero|none)[ \t]*(?:[,;]|$)/i.test(rest[0] ?? '-')
  if (!tally && state === 'SUCCESS' && (word === 'ERROR' || word === 'PARTIAL')) return {where: 'summary', said: head!.trim()}
  const opening = /^[^\p{L}\p{N}]*/u.exec(summary)![0]
  const mark = stateMark(opening, 'ERROR')
  if (mark === undefined) return undefined
  // `❌→✅ CI is green again`: a failure mark turned into a success mark tells of a fix.
  const fixed = stateMark(opening.slice(opening.indexOf(mark) + mark.length), 'SUCCESS') !== undefined
  return fixed ? undefined : {where: 'summary', said: mark}
}
