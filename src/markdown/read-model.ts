/**
 * Builds the structural model of a return from the mdast tree: remark finds
 * the headings and code blocks, then each section's lines are read with the
 * line grammar of `grammar/return-markdown.md` (the language is line-oriented:
 * in CommonMark, `files_modified:` right after `- a.md` would continue that
 * list item, which is not what any writer of a return means).
 */
import type {Code, Heading, Root} from 'mdast'
import {toString} from 'mdast-util-to-string'
import type {Place} from '../engine/diagnostic.js'
import {parseDirective, type Directive} from '../engine/directives.js'
import {scanBullet, scanKeyLine, skipSpaces} from './key-line.js'
import type {BodyEntry, FenceContainer, ItemEntry, KeyEntry, OutputBlock, ReturnModel, SectionKind, SectionModel, SourceLine} from './model.js'
import {markdownLangs} from './fence-langs.js'
import {readFencedOnce} from './fenced-once.js'
import {findHostWrapper} from './host-wrapper.js'
import {readState} from './interpret.js'
import {collectBlocks, parseMarkdown, splitLines} from './tree.js'
import {headingWords} from '../vocabulary/index.js'

const sectionNames: ReadonlyArray<[string, SectionKind]> = [
  ['runtime attestation', 'attestation'],
  ['deliverables', 'deliverables'],
  ['evidence', 'evidence'],
  ['status', 'status']
]

/** Attestation keys: in the older template they sit under `### Evidence`. */
export const attestationKeys: ReadonlySet<string> = new Set([
  'runtime_model_reported',
  'runtime_mode_reported',
  'files_created',
  'files_modified',
  'limitations'
])

/** `next_steps` is not in the markdown contract; it is the JSON formats' field, accepted so conversion round-trips. */
export const statusKeys: ReadonlySet<string> = new Set(['state', 'summary', 'error_code', 'retry_recommended', 'retry_hint', 'next_steps'])

/** Emoji before a section name (`## ✅ Status`, `## 📋 Deliverables`), with their joiners and variation selectors. */
const leadingMarks = /^\p{Extended_Pictographic}[\p{Extended_Pictographic}\uFE0F\u200D]*[ \t]+/u

export interface RecognizedTitle {
  kind: SectionKind
  /** The section's name as written (`status`, `Runtime attestation`). */
  name: string
  /** What follows the name. */
  suffix: string
  numbered: boolean
  /** Emoji written before the name, blanks removed; `''` when none. */
  marks: string
}

/**
 * Names the section a heading title opens, case-insensitively. A suffix is
 * allowed only behind punctuation (` (final run)`, `: SUCCESS`, ` — notes`):
 * `Status Determination Algorithm` names no section.
 */
export function recognizeTitle(title: string): RecognizedTitle | undefined {
  // Emoji and numbers before the name (`## ✅ Status`, `## 1. Status`) are common in returns; they are not part of it.
  const marks = leadingMarks.exec(title)?.[0] ?? ''
  const numbering = /^\d{1,3}[.)]?\s+/.exec(title.slice(marks.length))?.[0] ?? ''
  const start = marks.length + numbering.length
  const lower = title.slice(start).toLowerCase()
  for (const [name, kind] of sectionNames) {
    if (!lower.startsWith(name)) continue
    const suffix = title.slice(start + name.length)
    if (suffixAllowed(suffix)) return {kind, name: title.slice(start, start + name.length), suffix, numbered: numbering !== '', marks: marks.trim()}
  }

  return undefined
}

/** Text without the blanks and closing `#` sequence at its end; a loop, as `/[\s#]+$/` backtracks on long runs of blanks. */
function withoutClosingHashes(text: string): string {
  let end = text.length
  while (end > 0 && (text[end - 1] === '#' || /\s/.test(text[end - 1]!))) end--
  return text.slice(0, end)
}

/** One word of a report's kind after a section's name (`## Status Report`), from the vocabulary. */
const titleSuffixes: ReadonlySet<string> = new Set(headingWords.titleSuffixes.words)

/** Nothing, blanks, `#`, a word of a report's kind (`Report`, `Update`, `Summary`, `Overview`), or text behind `(`, `[`, `:`, `—`, `–`, a spaced ` - ` or a spaced mark (`## Status ✅`); `status-completed` is one word. */
function suffixAllowed(suffix: string): boolean {
  // `## Status Report`, `## Evidence Summary`: one word of a report's kind after the name.
  return /^[\s#]*$/.test(suffix) || (/^\s/.test(suffix) && titleSuffixes.has(withoutClosingHashes(suffix).trim().toLowerCase())) || /^\s*[([:\u2014\u2013]/.test(suffix) || /^\s+-(?:\s|$)/.test(suffix) || /^\s+\p{Extended_Pictographic}/u.test(suffix)
}

/** The span of a whole line, from its first non-blank character. */
function linePlace(line: SourceLine): Place {
  return spanPlace(line, skipSpaces(line.text, 0), line.text.length)
}

/** The span of `[start, end)` (string indexes) within one line. */
export function spanPlace(line: SourceLine, start: number, end: number): Place {
  return {line: line.line, column: start + 1, endLine: line.line, endColumn: Math.max(end, start) + 1}
}

/** `text` without the spaces and tabs around it: the only blanks of the line grammar (`trim()` also drops a BOM or NBSP, which a fix would then leave behind). */
function trimBlanks(text: string): string {
  let end = text.length
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--
  return text.slice(skipSpaces(text, 0), end)
}

function isBlank(text: string): boolean {
  return skipSpaces(text, 0) === text.length
}

interface Positioned {
  position?: {start: {line: number}; end: {line: number}} | undefined
}

function startLine(node: Positioned): number {
  return node.position?.start.line ?? 1
}

function endLine(node: Positioned): number {
  return node.position?.end.line ?? startLine(node)
}

function isFenceLine(text: string): boolean {
  const trimmed = text.trimStart()
  return trimmed.startsWith('```') || trimmed.startsWith('~~~')
}

interface Region {
  tree: Root
  directives: Directive[]
  headings: readonly Heading[]
  /** Lines inside code or HTML blocks, which hold no keys. */
  opaque: Set<number>
  /** The return's code blocks: output a child pasted under its evidence. */
  code: readonly Code[]
  container: ReturnModel['container']
  firstLine: number
  lastLine: number
}

function opaqueLines(tree: Root): {headings: readonly Heading[]; code: readonly Code[]; opaque: Set<number>; directives: Directive[]} {
  const blocks = collectBlocks(tree)
  const opaque = new Set<number>()
  for (const node of [...blocks.code, ...blocks.html]) {
    for (let line = startLine(node); line <= endLine(node); line++) opaque.add(line)
  }

  const directives: Directive[] = []
  for (const node of blocks.html) {
    const directive = parseDirective(node.value, endLine(node), node.position)
    if (directive) directives.push(directive)
  }

  return {headings: blocks.headings, code: blocks.code, opaque, directives}
}

function hasSection(headings: readonly Heading[]): boolean {
  return headings.some((heading) => recognizeTitle(toString(heading).trim()) !== undefined)
}

function proseIn(lines: readonly string[], from: number, to: number): Place | undefined {
  let first: number | undefined
  let last: number | undefined
  for (let line = from; line <= to; line++) {
    if (!isBlank(lines[line - 1] ?? '')) {
      first ??= line
      last = line
    }
  }

  if (first === undefined || last === undefined) return undefined
  return {line: first, column: 1, endLine: last, endColumn: (lines[last - 1] ?? '').length + 1}
}

/** A fenced block whose content is a return: the return wrapped in ```` ```markdown ````. */
function fencedRegion(lines: readonly string[], code: Code, precheck: boolean): Region | undefined {
  if (!markdownLangs.has((code.lang ?? '').toLowerCase())) return undefined
  const open = startLine(code)
  const last = endLine(code)
  const closed = last > open && isFenceLine(lines[last - 1] ?? '')
  const contentFirst = open + 1
  const contentLast = closed ? last - 1 : last
  // After the first fence, a fence is parsed at full length only when its content holds a
  // section: first a scan of its lines for one that may be a heading (thousands of small
  // fences then cost no parse each), then a parse of the content alone, which finds the same headings.
  if (precheck && !(mayHoldSection(lines, contentFirst, contentLast) && hasSection(collectBlocks(parseMarkdown(lines.slice(contentFirst - 1, contentLast).join('\n'))).headings))) {
    return undefined
  }
  // Blank out everything outside the fence so inner line numbers equal outer ones.
  const padded = lines.map((text, index) => (index + 1 >= contentFirst && index + 1 <= contentLast ? text : ''))
  const tree = parseMarkdown(padded.join('\n'))
  const {headings, opaque, directives, code: blocks} = opaqueLines(tree)
  if (!hasSection(headings)) return undefined
  return {tree, directives, headings, opaque, code: blocks, container: fenceContainer(lines, code, open, last, closed), firstLine: contentFirst, lastLine: contentLast}
}

function fenceContainer(lines: readonly string[], code: Code, open: number, last: number, closed: boolean): FenceContainer {
  const openText = lines[open - 1] ?? ''
  return {
    type: 'fence',
    open: {line: open, column: skipSpaces(openText, 0) + 1, endLine: open, endColumn: openText.length + 1},
    close: closed ? {line: last, column: skipSpaces(lines[last - 1]!, 0) + 1, endLine: last, endColumn: lines[last - 1]!.length + 1} : undefined,
    lang: code.lang ?? '',
    proseBefore: proseIn(lines, 1, open - 1),
    proseAfter: proseIn(lines, last + 1, lines.length)
  }
}

/** The text of an ATX heading line, without its marks and closing sequence; undefined for another line. Scanned by hand: a regular expression for it backtracks on long runs of blanks. */
export function atxTitle(line: string): string | undefined {
  let index = 0
  while (index < 3 && line[index] === ' ') index++
  let marks = 0
  while (line[index + marks] === '#') marks++
  const rest = line.slice(index + marks)
  if (marks < 1 || marks > 6 || (rest !== '' && rest[0] !== ' ' && rest[0] !== '\t')) return undefined
  let title = rest.trim()
  let end = title.length
  while (end > 0 && title[end - 1] === '#') end--
  if (end === 0 || title[end - 1] === ' ' || title[end - 1] === '\t') title = title.slice(0, end)
  return title.trim()
}

/** Container marks (`>`, list markers) and indentation before a line's block. */
const containerMarks = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*/

/**
 * Whether lines `from`…`to` may hold a section heading once parsed: an ATX
 * heading or a setext title, behind any container marks. It errs towards
 * yes, which only costs the parse it saves.
 */
function mayHoldSection(lines: readonly string[], from: number, to: number): boolean {
  for (let line = from; line <= to; line++) {
    const rest = lines[line - 1]!.replace(containerMarks, '')
    const title = atxTitle(rest)
    if (title !== undefined && recognizeTitle(title)) return true
    if (line < to && /^[ \t>]*(?:=+|-+)[ \t]*$/.test(lines[line]!) && recognizeTitle(rest.trim())) return true
  }

  return false
}

/** Whether a line outside `[open, close]` looks like a section heading: then the fence is no wrapper, and one parse would not do. */
function sectionHeadingOutside(lines: readonly string[], open: number, close: number): boolean {
  for (let index = 0; index < lines.length; index++) {
    if (index + 1 >= open && index + 1 <= close) continue
    const title = atxTitle(lines[index]!)
    if (title !== undefined && recognizeTitle(title)) return true
    const next = lines[index + 1]
    if (next !== undefined && index + 2 !== open && /^ {0,3}(?:=+|-+)[ \t]*$/.test(next) && recognizeTitle(lines[index]!.trim())) return true
  }

  return false
}

/** The region of a return in a top-level fence, from one parse (see fenced-once.ts); undefined when two parses must answer. */
function fencedOnceRegion(source: string, lines: readonly string[]): {tree: Root; region: Region} | undefined {
  const once = readFencedOnce(source, lines, (open, close) => sectionHeadingOutside(lines, open, close) || !mayHoldSection(lines, open + 1, close - 1))
  if (!once) return undefined
  const blocks = collectBlocks(once.contentTree)
  const inside = (node: Positioned): boolean => startLine(node) >= once.contentFirst && endLine(node) <= once.contentLast
  const headings = blocks.headings.filter(inside)
  if (!hasSection(headings) || hasSection(blocks.headings.filter((heading) => !inside(heading)))) return undefined
  // A markdown fence nested above (in a list or quote) is the one two parses would try first.
  if (blocks.code.some((code) => !inside(code) && startLine(code) < once.open && markdownLangs.has((code.lang ?? '').toLowerCase()))) return undefined
  const opaque = new Set<number>()
  for (const node of [...blocks.code, ...blocks.html]) {
    if (!inside(node)) continue
    for (let line = startLine(node); line <= endLine(node); line++) opaque.add(line)
  }

  // Directives outside the fence first, then those inside, as two parses list them.
  const outside: Directive[] = []
  const within: Directive[] = []
  for (const node of blocks.html) {
    const directive = parseDirective(node.value, endLine(node), node.position)
    if (directive) (inside(node) ? within : outside).push(directive)
  }

  const region: Region = {
    tree: once.contentTree,
    directives: [...outside, ...within],
    headings,
    opaque,
    code: blocks.code.filter(inside),
    container: fenceContainer(lines, once.code, once.open, once.close, true),
    firstLine: once.contentFirst,
    lastLine: once.contentLast
  }
  return {tree: once.tree, region}
}

function locateRegion(lines: readonly string[], tree: Root): Region {
  const outer = opaqueLines(tree)
  const documentRegion: Region = {
    tree,
    directives: outer.directives,
    headings: outer.headings,
    opaque: outer.opaque,
    code: outer.code,
    container: {type: 'document'},
    firstLine: 1,
    lastLine: lines.length
  }
  if (hasSection(outer.headings)) return documentRegion
  let tried = 0
  for (const code of outer.code) {
    if (!markdownLangs.has((code.lang ?? '').toLowerCase())) continue
    const region = fencedRegion(lines, code, tried++ > 0)
    if (region) return {...region, directives: [...outer.directives, ...region.directives]}
  }

  return documentRegion
}

interface BodyState {
  entries: BodyEntry[]
  /** A key with an empty value, collecting the bullets that follow. */
  openList: KeyEntry | undefined
  lastItem: ItemEntry | undefined
  /** A key with a value on its line, which a following plain line may continue. */
  lastKey: KeyEntry | undefined
  previousBlank: boolean
}

function keyEntry(line: SourceLine): KeyEntry | undefined {
  const scanned = scanKeyLine(line.text)
  if (!scanned) return undefined
  return {
    type: 'key',
    line,
    bullet: scanned.bullet,
    wrap: scanned.wrap,
    colonInsideWrap: scanned.colonInsideWrap,
    rawKey: scanned.rawKey,
    key: scanned.key,
    value: scanned.value,
    keyPlace: spanPlace(line, scanned.keyStart, scanned.keyEnd),
    valuePlace: spanPlace(line, scanned.valueStart, scanned.valueEnd),
    wrappedLines: 0,
    items: []
  }
}

function itemEntry(line: SourceLine): ItemEntry | undefined {
  const bullet = scanBullet(line.text)
  if (!bullet) return undefined
  let end = line.text.length
  while (end > bullet.contentStart && /\s/.test(line.text[end - 1]!)) end--
  return {
    type: 'item',
    line,
    marker: bullet.marker,
    text: line.text.slice(bullet.contentStart, end),
    place: spanPlace(line, bullet.markerStart, end),
    textPlace: spanPlace(line, bullet.contentStart, end)
  }
}

/** Keys of the contract, under whatever section: a key written with spaces must be one of them. */
const contractKeys: ReadonlySet<string> = new Set([...statusKeys, ...attestationKeys])

/** Whether a key line opens a key in this section rather than being a list item that happens to hold a colon. */
function acceptsKey(kind: SectionKind, key: KeyEntry, state: BodyState): boolean {
  // `Things I could not verify:` is prose: a key with spaces must be one the contract knows.
  if (/[ \t]/.test(key.rawKey) && !contractKeys.has(key.key)) return false
  if (kind === 'status') return !(key.bullet && state.openList && !statusKeys.has(key.key))
  if (kind === 'attestation') return !key.bullet || !state.openList || attestationKeys.has(key.key) || statusKeys.has(key.key)
  return attestationKeys.has(key.key)
}

/** A row of a pipe table (`| npm test | 12 passed |`): a block of its own, never more of the bullet above it. */
export function isTableRow(text: string): boolean {
  const trimmed = text.trim()
  return trimmed.length > 1 && trimmed.startsWith('|')
}

function isSetextUnderline(text: string): boolean {
  return /^ {0,3}(?:=+|-+)[ \t]*$/.test(text)
}

function readLine(kind: SectionKind, line: SourceLine, next: string | undefined, state: BodyState): void {
  if (isBlank(line.text)) {
    state.previousBlank = true
    return
  }

  const key = keyEntry(line)
  if (key && acceptsKey(kind, key, state)) {
    state.entries.push(key)
    state.openList = key.value === '' ? key : undefined
    state.lastKey = key.value === '' ? undefined : key
    state.lastItem = undefined
  } else {
    state.lastKey = readContinuation(line, next, state) ? state.lastKey : undefined
    if (state.lastKey) {
      state.previousBlank = false
      return
    }

    const item = itemEntry(line)
    if (item) {
      if (state.openList) state.openList.items.push(item)
      else state.entries.push(item)
      state.lastItem = item
    } else if (state.lastItem && !state.previousBlank && !isTableRow(line.text)) {
      // A lazy continuation line: the item's text wraps onto this line.
      state.lastItem.text += ' ' + trimBlanks(line.text)
      state.lastItem.place = {...state.lastItem.place, endLine: line.line, endColumn: line.text.length + 1}
    } else {
      state.entries.push({type: 'text', line, text: line.text.trim(), place: linePlace(line)})
      state.lastItem = undefined
    }
  }

  state.previousBlank = false
}

/**
 * `status: SUCCESS` in a Status section without a `state` key, under a
 * heading that gives none, is its state, under the name the JSON formats give
 * it: the key is read as `state` (and `key-style` logs the other name) when
 * its value reads as a state. Otherwise (`status: PR #42 opened`, or beside a
 * `state` key) it stays itself, a line that may say another state.
 */
function readStatusAsState(entries: BodyEntry[]): void {
  let status: KeyEntry | undefined
  for (const entry of entries) {
    if (entry.type !== 'key') continue
    if (entry.key === 'state') return
    if (entry.key === 'status') status ??= entry
  }

  if (status && readState(status.value).state !== undefined) status.key = 'state'
}

/**
 * A `summary:` (or `retry_hint:`) with nothing after its colon and bullets
 * below it is that prose written as a list, as agents write it: its value is
 * the items joined (with `; ` where an item ends no sentence), and
 * `value-style` logs it. Its place stays the key line's.
 */
function readListedProse(entries: BodyEntry[]): void {
  for (const entry of entries) {
    if (entry.type !== 'key' || (entry.key !== 'summary' && entry.key !== 'retry_hint') || entry.value !== '' || entry.items.length === 0) continue
    const texts = entry.items.map((item) => item.text.trim()).filter((text) => text !== '')
    if (texts.length === 0) continue
    // A sentence ends an item; otherwise a semicolon parts them.
    entry.value = texts.reduce((joined, text) => (joined === '' ? text : `${joined}${/[.!?;:]$/.test(joined) ? ' ' : '; '}${text}`), '')
    entry.listed = true
  }
}

/** Keys of the contract whose value is prose, which may wrap; the others hold one token. */
const proseKeys: ReadonlySet<string> = new Set(['summary', 'retry_hint', 'next_steps'])

function wraps(key: KeyEntry): boolean {
  return proseKeys.has(key.key) || !(statusKeys.has(key.key) || attestationKeys.has(key.key))
}

/** A plain line right after `key: value` continues a prose value, as a CommonMark paragraph would. */
function readContinuation(line: SourceLine, next: string | undefined, state: BodyState): boolean {
  const key = state.lastKey
  // A block quote starts a block of its own (`> ❌ the release build still fails`): it does not continue the value.
  if (!key || !wraps(key) || state.previousBlank || scanBullet(line.text) || /^ {0,3}>/.test(line.text)) return false
  // An underline, or a line above one, is a heading the writer meant, not more of the value.
  if (isSetextUnderline(line.text) || (next !== undefined && isSetextUnderline(next))) return false
  const text = trimBlanks(line.text)
  key.value += ' ' + text
  key.valuePlace = {...key.valuePlace, endLine: line.line, endColumn: skipSpaces(line.text, 0) + text.length + 1}
  key.wrappedLines++
  return true
}

/** The heading's text as written on its ATX line: without the `#` marks and closing sequence. */
function writtenTitle(line: string): string | undefined {
  const open = /^ {0,3}#{1,6}(?=[ \t]|$)/.exec(line)
  if (!open) return undefined
  // Loops, not a regular expression: a lazy title before optional blanks backtracks on long lines.
  let title = trimBlanks(line.slice(open[0].length))
  let end = title.length
  while (end > 0 && title[end - 1] === '#') end--
  if (end === 0) return ''
  if (end < title.length && (title[end - 1] === ' ' || title[end - 1] === '\t')) title = trimBlanks(title.slice(0, end))
  return title
}

/** What follows the section name on the heading line, markup and link destinations kept; undefined when the name is not found as written. */
function rawSuffixOf(line: string, name: string, setext: boolean): string | undefined {
  const title = setext ? trimBlanks(line) : writtenTitle(line)
  if (title === undefined) return undefined
  const at = title.toLowerCase().indexOf(name.toLowerCase())
  if (at < 0) return undefined
  let suffix = title.slice(at + name.length)
  // The closing half of `**Status**`, `` `Status` ``: markup of the name, not of the suffix.
  const opening = /(\*\*|__|\*|_|`)$/.exec(title.slice(0, at))?.[1]
  if (opening && suffix.startsWith(opening)) suffix = suffix.slice(opening.length)
  return suffix
}

const stateBehindPunctuation = /^(?:\s*[:\u2014\u2013]|\s+-)/

/** `## Status: ✅ COMPLETE`: a state written in the heading, when the suffix reads as one. */
function headingStateOf(kind: SectionKind, suffix: string, line: SourceLine, place: Place): SectionModel['headingState'] {
  if (kind !== 'status') return undefined
  const punctuation = stateBehindPunctuation.exec(suffix)?.[0]
  const value = punctuation === undefined ? '' : suffix.slice(punctuation.length).trim()
  if (value === '' || !readState(value).state) return undefined
  const at = line.text.lastIndexOf(value)
  return {value, place: at >= 0 ? spanPlace(line, at, at + value.length) : place}
}

/** Headings that open sections: up to the first section heading, then those at its depth or shallower (deeper ones are content). */
function sectionLevelHeadings(headings: readonly Heading[]): {opening: Heading[]; sub: Heading[]} {
  const first = headings.findIndex((heading) => recognizeTitle(toString(heading).trim()) !== undefined)
  if (first < 0) return {opening: [...headings], sub: []}
  const level = headings[first]!.depth
  const opening: Heading[] = []
  const sub: Heading[] = []
  headings.forEach((heading, index) => (index <= first || heading.depth <= level ? opening : sub).push(heading))
  return {opening, sub}
}

/**
 * The code blocks of a section body, each with the bullet it stands under: the
 * item just before it, unless a key or a line of text comes between.
 */
function outputsIn(code: readonly Code[], from: number, to: number, entries: readonly BodyEntry[]): OutputBlock[] {
  const outputs: OutputBlock[] = []
  for (const node of code) {
    const first = startLine(node)
    if (first < from || first > to) continue
    let owner: ItemEntry | undefined
    for (const entry of entries) {
      if (entry.line.line > first) break
      owner = entry.type === 'item' ? entry : undefined
    }

    const last = endLine(node)
    // The value as the parent reads it, whatever the line endings: CRLF and LF give the same output.
    const block: OutputBlock = {lang: node.lang ?? '', value: node.value.replaceAll(/\r\n?/g, '\n'), place: {line: first, column: (node.position?.start.column ?? 1), endLine: last, endColumn: (node.position?.end.column ?? 1)}}
    if (owner) block.item = owner
    outputs.push(block)
  }

  return outputs
}

/** Parses a source string into the structural model; `fencedOnce: false` reads a fenced return with two parses (tests compare both). */
export function readModel(source: string, {fencedOnce = true}: {fencedOnce?: boolean} = {}): ReturnModel {
  const written = splitLines(source)
  // A host's prefix or tags hide the first heading: they are set aside (lines kept in place) and reported.
  const host = findHostWrapper(written, (title) => recognizeTitle(title) !== undefined)
  const lines = host?.lines ?? written
  const text = host ? lines.join('\n') : source
  // A return in a fence, the usual wrapping, is read with one parse when that parse can stand in for two.
  const once = fencedOnce ? fencedOnceRegion(text, lines) : undefined
  const tree = once?.tree ?? parseMarkdown(text)
  const region = once?.region ?? locateRegion(lines, tree)
  const sorted = region.headings
    .filter((heading) => startLine(heading) >= region.firstLine && startLine(heading) <= region.lastLine)
    .sort((a, b) => startLine(a) - startLine(b))
  const {opening: headings, sub} = sectionLevelHeadings(sorted)
  const subheadings = new Map<number, number>(sub.map((heading) => [startLine(heading), endLine(heading)]))

  const sections: SectionModel[] = headings.map((heading, index) => {
    const title = toString(heading).trim()
    const recognized = recognizeTitle(title)
    const headingLine: SourceLine = {line: startLine(heading), text: lines[startLine(heading) - 1] ?? ''}
    const headingPlace = linePlace(headingLine)
    const bodyEnd = index + 1 < headings.length ? startLine(headings[index + 1]!) - 1 : region.lastLine
    const state: BodyState = {entries: [], openList: undefined, lastItem: undefined, lastKey: undefined, previousBlank: false}
    if (recognized) {
      for (let number = endLine(heading) + 1; number <= bodyEnd; number++) {
        const subEnd = subheadings.get(number)
        if (subEnd !== undefined) {
          const line = {line: number, text: lines[number - 1] ?? ''}
          state.entries.push({type: 'text', line, text: line.text.trim(), place: linePlace(line), subheading: true})
          Object.assign(state, {openList: undefined, lastItem: undefined, lastKey: undefined, previousBlank: true})
          number = subEnd
          continue
        }

        if (region.opaque.has(number)) {
          state.previousBlank = true
          continue
        }

        readLine(recognized.kind, {line: number, text: lines[number - 1] ?? ''}, lines[number], state)
      }
    }

    const outputs = recognized ? outputsIn(region.code, endLine(heading) + 1, bodyEnd, state.entries) : []
    const headingState = recognized ? headingStateOf(recognized.kind, recognized.suffix, headingLine, headingPlace) : undefined
    if (recognized?.kind === 'status' && !headingState) readStatusAsState(state.entries)
    if (recognized?.kind === 'status') readListedProse(state.entries)
    const name = recognized?.name ?? ''
    // A setext heading is read from its one text line; over several lines it has no one-line form.
    const lineCount = endLine(heading) - startLine(heading) + 1
    const rawSuffix = recognized && lineCount <= 2 ? rawSuffixOf(headingLine.text, name, lineCount === 2) : undefined
    return {
      kind: recognized?.kind,
      title,
      suffix: recognized?.suffix ?? '',
      rawSuffix,
      headingState,
      numbered: recognized?.numbered ?? false,
      marks: recognized?.marks ?? '',
      depth: heading.depth,
      setext: endLine(heading) > startLine(heading),
      headingLine,
      headingPlace,
      entries: state.entries,
      outputs
    }
  })

  const firstSection = sections.findIndex((section) => section.kind !== undefined)
  let wrapper: SectionModel | undefined
  for (let index = firstSection - 1; index >= 0; index--) {
    if (sections[index]!.depth < sections[firstSection]!.depth) {
      wrapper = sections[index]
      break
    }
  }

  return {tree, container: region.container, wrapper, sections, lines, directives: region.directives, host: host?.setAside ?? []}
}
