/**
 * A linear pre-scan that bounds the part of remark-parse's time that grows
 * faster than the input, and refuses what would take longer than a bound.
 * Linear shapes are not priced: however heavy per byte (a list item, a
 * heading, a link), their time is bounded by `maxBytes`, so a realistic return
 * of any size under it is always read. The bench ("Why the limits") shows
 * remark superlinear on these shapes, and only these are counted:
 *
 * - a container (block quote or list item) closed by a line that is not a
 *   container itself: micromark rewrites the events of the document read so
 *   far, so each such close costs time in proportion to its position;
 * - a lazy line (paragraph text continuing a paragraph inside a container
 *   whose marker the line lacks) scans back over the whole paragraph;
 * - a setext underline resolves back over the events before it;
 * - many unmatched `*`, `_`, `[`, `<` or backticks in one paragraph are each
 *   matched against every opener before them;
 * - inline HTML (`<!--`, `<?`, `<a`) and code span openers that never close
 *   each read on to the end of their paragraph.
 *
 * Each is counted in its own unit and priced in microseconds (`parseCosts`,
 * measured by the bench), and the sum is bounded (`parseWork`), so whatever
 * the shape, the superlinear part of an accepted input's parse stays under a
 * few hundred milliseconds, and the rest grows with its bytes. Containers
 * nested more than `depth` deep are refused outright (remark's time grows
 * with the cube of the nesting). Code in fences other than markdown is not
 * read as markdown; a markdown fence is, since the parser reads a return
 * inside it. The scan follows the open containers of each line the way
 * CommonMark does, close enough to count these events.
 */

import {markdownLangs} from './fence-langs.js'

export interface ComplexityLimits {
  /** Most estimated superlinear parse time, in microseconds of remark-parse (see `parseCosts`). */
  parseWork: number
  /** Most containers (block quotes and list items) open at once. */
  depth: number
}

export const defaultComplexityLimits: Readonly<ComplexityLimits> = {
  parseWork: 300_000,
  depth: 32
}

/**
 * What remark-parse spends on each superlinear event, in microseconds, as the
 * bench measures it (`npm run bench`, "Parse cost model") on a 2-core
 * machine, rounded up: the estimate is an upper bound on the shapes the bench times.
 */
export const parseCosts = {
  /** Per line between a closed container or a setext underline and the start, and per paragraph line behind a lazy line. */
  resolve: 0.13,
  /** Per square of the count of `*`, `_`, `[`, `]`, `<` and backticks in one paragraph. */
  delimiterPair: 0.004,
  /** Per square of the count of `*` and `_` in one paragraph, on top: a closer that matches nothing (`*a_ `) walks back over every sequence before it. */
  attentionPair: 0.03,
  /** Per character of a paragraph read while an inline HTML or code span opener is still open, per opener. */
  scanAhead: 0.026,
  /** Per space or line ending read while a code span opener is still open, per opener, on top: micromark makes a token of each, and of each word between. */
  codeSpace: 2
} as const

/** The parts of the estimate, in microseconds: each grows faster than the input on some shapes. */
interface ParseWork {
  /** Closed containers, setext underlines and lazy lines, resolved over what was read before them. */
  resolve: number
  /** Delimiters matched against every opener before them in their paragraph. */
  delimiters: number
  /** Inline HTML and code span openers reading on to the end of their paragraph. */
  scanAhead: number
}

export interface ComplexityProblem {
  /** Which limit: a key of `ComplexityLimits`. */
  limit: keyof ComplexityLimits
  /** For `parseWork`, the part of the estimate that weighs most. */
  cause?: keyof ParseWork
  /** The measure when the limit was crossed. */
  value: number
  /** 1-based line where the limit was crossed. */
  line: number
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

function isBlank(text: string, from: number): boolean {
  for (let index = from; index < text.length; index++) if (!isSpace(text.charCodeAt(index))) return false
  return true
}

/** A container open after a line: a block quote, or a list item whose content needs `indent` columns. */
interface Container {
  quote: boolean
  indent: number
}

/** A cursor on one line, counting columns with tabs to the next multiple of 4. */
interface Cursor {
  text: string
  index: number
  column: number
}

/** Columns of white space at the cursor, without moving it. */
function spacesAhead(cursor: Cursor): number {
  let column = cursor.column
  for (let index = cursor.index; index < cursor.text.length; index++) {
    const code = cursor.text.charCodeAt(index)
    if (code === 0x20) column++
    else if (code === 0x09) column += 4 - (column % 4)
    else break
  }

  return column - cursor.column
}

/** Moves the cursor over up to `columns` columns of white space. */
function skipSpaces(cursor: Cursor, columns: number): void {
  const stop = cursor.column + columns
  while (cursor.index < cursor.text.length && cursor.column < stop) {
    const code = cursor.text.charCodeAt(cursor.index)
    if (code === 0x20) cursor.column++
    else if (code === 0x09) cursor.column += 4 - (cursor.column % 4)
    else break
    cursor.index++
  }
}

/** A list marker at the cursor: its width, and whether it may interrupt a paragraph (a bullet or `1`). */
function listMarker(cursor: Cursor): {width: number; bullet: boolean; one: boolean} | undefined {
  const {text, index} = cursor
  const code = text.charCodeAt(index)
  let end = index
  if (code === 0x2d /* - */ || code === 0x2b /* + */ || code === 0x2a /* * */) end = index + 1
  else {
    while (end - index < 9 && isDigit(text.charCodeAt(end))) end++
    const after = text.charCodeAt(end)
    end = end > index && (after === 0x2e /* . */ || after === 0x29 /* ) */) ? end + 1 : index
  }

  if (end === index || (end < text.length && !isSpace(text.charCodeAt(end)))) return undefined
  return {width: end - index, bullet: end === index + 1, one: end === index + 2 && code === 0x31 /* 1 */}
}

/** A thematic break (`***`, `- - -`, `___`) from `from` to the end of the line. */
function isThematicBreak(text: string, from: number): boolean {
  const marker = text.charCodeAt(from)
  if (marker !== 0x2a && marker !== 0x2d && marker !== 0x5f) return false
  let count = 0
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === marker) count++
    else if (!isSpace(code)) return false
  }

  return count >= 3
}

/** An ATX heading opener at `from`: one to six `#`, then a blank or the end. */
function isAtxHeading(text: string, from: number): boolean {
  let index = from
  while (text.charCodeAt(index) === 0x23 /* # */) index++
  return index > from && index - from <= 6 && (index === text.length || isSpace(text.charCodeAt(index)))
}

interface Fence {
  marker: number
  length: number
  /** Containers open around it. */
  depth: number
  /** Whether its content is read as markdown (a return may be inside). */
  markdown: boolean
}

/** A code fence opener at `from`: three or more backticks (no backtick after them) or tildes. */
function fenceAt(text: string, from: number, depth: number): Fence | undefined {
  const marker = text.charCodeAt(from)
  if (marker !== 0x60 && marker !== 0x7e) return undefined
  let index = from
  while (text.charCodeAt(index) === marker) index++
  const length = index - from
  if (length < 3) return undefined
  const info = text.slice(index).trim()
  if (marker === 0x60 && info.includes('`')) return undefined
  return {marker, length, depth, markdown: markdownLangs.has(info.split(/[ \t]/, 1)[0]!.toLowerCase())}
}

/** Where a block may start after the cursor (past up to three columns of blanks), or -1 past more: indented code or text. */
function blockStart(cursor: Cursor): number {
  if (spacesAhead(cursor) > 3) return -1
  let index = cursor.index
  while (isSpace(cursor.text.charCodeAt(index))) index++
  return index
}

/** Whether a line closes `fence` at `from`: its marker at least as long, alone. */
function closesFence(text: string, from: number, fence: Fence): boolean {
  let index = from
  while (text.charCodeAt(index) === fence.marker) index++
  return index - from >= fence.length && isBlank(text, index)
}

/**
 * Whether a line starts a block at `from`, so it cannot continue a paragraph
 * lazily. HTML counts as a block: erring this way only overcounts.
 */
function startsBlock(text: string, from: number): boolean {
  return isAtxHeading(text, from) || isThematicBreak(text, from) || fenceAt(text, from, 0) !== undefined || text.charCodeAt(from) === 0x3c /* < */
}

/** A setext underline at `from`: `===` or `---` alone on its line. */
function isUnderline(text: string, from: number): boolean {
  const char = text.charCodeAt(from)
  if (char !== 0x3d /* = */ && char !== 0x2d /* - */) return false
  let index = from
  while (text.charCodeAt(index) === char) index++
  return isBlank(text, index)
}

/** A link reference definition's start at `from`: `[label]:`, the label on one line. */
function isDefinition(text: string, from: number): boolean {
  if (text.charCodeAt(from) !== 0x5b /* [ */) return false
  const close = text.indexOf(']', from + 1)
  return close > from + 1 && text.charCodeAt(close + 1) === 0x3a /* : */ && !text.slice(from + 1, close).includes('[')
}

/** What the inline parser has pending in the paragraph being read. */
interface InlineState {
  /** `*`, `_`, `[`, `]`, `<` and backticks so far. */
  delimiters: number
  /** `*` and `_` so far. */
  attention: number
  /** `<!--` not yet followed by `-->`. */
  comments: number
  /** `<?`, `<!` and tags not yet followed by `>`. */
  tags: number
  /** Lengths of backtick runs not yet matched by a run of the same length. */
  codeRuns: Set<number>
  /** Spaces and line endings read while code span openers were open, once per opener, in the whole input. */
  codeSpaces: number
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
}

/** Reads one line of a paragraph from `from`; returns its scan-ahead work. */
function scanInline(text: string, from: number, state: InlineState): number {
  let work = 0
  // Openers still looking for their end: each reads every character that follows.
  let pending = state.comments + state.tags + state.codeRuns.size
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index)
    work += pending
    if (code === 0x60 /* ` */) {
      let end = index + 1
      while (text.charCodeAt(end) === 0x60) end++
      const length = end - index
      work += (length - 1) * pending
      if (state.codeRuns.has(length)) state.codeRuns.delete(length)
      else state.codeRuns.add(length)
      state.delimiters += length
      index = end - 1
    } else if (code === 0x3c /* < */) {
      state.delimiters++
      const next = text.charCodeAt(index + 1)
      if (next === 0x21 /* ! */ && text.startsWith('--', index + 2)) state.comments++
      else if (next === 0x21 || next === 0x3f /* ? */ || next === 0x2f /* / */ || isLetter(next)) state.tags++
    } else if (code === 0x3e /* > */) {
      state.tags = 0
      if (text.charCodeAt(index - 1) === 0x2d && text.charCodeAt(index - 2) === 0x2d) state.comments = 0
    } else if (isInlineDelimiter(code)) {
      state.delimiters++
      if (code === 0x2a /* * */ || code === 0x5f /* _ */) state.attention++
      continue
    } else {
      if (code === 0x20) state.codeSpaces += state.codeRuns.size
      continue
    }
    pending = state.comments + state.tags + state.codeRuns.size
  }

  return work
}

function isInlineDelimiter(code: number): boolean {
  // `*` `_` `[` `]` `<` and the backtick are matched against every opener before them.
  return code === 0x2a || code === 0x5f || code === 0x5b || code === 0x5d || code === 0x3c || code === 0x60
}

/** Moves the cursor past the open containers the line continues; returns how many. */
function matchContainers(cursor: Cursor, open: readonly Container[]): number {
  let matched = 0
  for (const container of open) {
    if (container.quote) {
      if (spacesAhead(cursor) > 3) break
      const {index, column} = cursor
      skipSpaces(cursor, 3)
      if (cursor.text.charCodeAt(cursor.index) !== 0x3e /* > */) {
        cursor.index = index
        cursor.column = column
        break
      }

      cursor.index++
      cursor.column++
      skipSpaces(cursor, 1)
    } else if (isBlank(cursor.text, cursor.index) || spacesAhead(cursor) >= container.indent) {
      // Blank lines continue a list item; other lines need its content's indentation.
      skipSpaces(cursor, container.indent)
    } else break
    matched++
  }

  return matched
}

/**
 * Moves the cursor past the containers the line opens and returns them,
 * stopping once `room` are found. `interrupting`: a paragraph would continue
 * here, so only a non-empty bullet or `1.` item can start a list.
 */
function openContainers(cursor: Cursor, interrupting: boolean, room: number): Container[] {
  const fresh: Container[] = []
  while (fresh.length <= room && spacesAhead(cursor) <= 3) {
    const {index, column} = cursor
    skipSpaces(cursor, 3)
    if (cursor.text.charCodeAt(cursor.index) === 0x3e /* > */) {
      cursor.index++
      cursor.column++
      skipSpaces(cursor, 1)
      fresh.push({quote: true, indent: 0})
      continue
    }

    const marker = isThematicBreak(cursor.text, cursor.index) ? undefined : listMarker(cursor)
    const empty = marker !== undefined && isBlank(cursor.text, cursor.index + marker.width)
    if (!marker || (interrupting && fresh.length === 0 && (empty || !(marker.bullet || marker.one)))) {
      cursor.index = index
      cursor.column = column
      break
    }

    cursor.index += marker.width
    cursor.column += marker.width
    const after = empty ? 1 : spacesAhead(cursor)
    // Content starts one to four columns after the marker; more makes the rest indented code.
    const padding = after >= 1 && after <= 4 ? after : 1
    fresh.push({quote: false, indent: cursor.column - column + padding})
    if (empty) break
    skipSpaces(cursor, padding)
  }

  return fresh
}

/**
 * Measures `source` against `limits` in one pass, stopping at the first limit
 * crossed; undefined when remark may parse it. Every estimate errs upwards:
 * indented code and HTML blocks are read like text, and markdown fences as
 * markdown, since telling more apart would take the parse this scan protects.
 */
export function complexityProblem(source: string, limits: Readonly<ComplexityLimits> = defaultComplexityLimits): ComplexityProblem | undefined {
  return measureComplexity(source, limits).problem
}

export interface ComplexityMeasure {
  /** The first limit crossed; undefined when remark may parse the text. */
  problem: ComplexityProblem | undefined
  /** Estimated parse time in microseconds (`parseCosts`), of the whole text or up to the limit crossed. */
  parseWork: number
  /** Its parts. */
  parts: ParseWork
}

/** `complexityProblem`, with the estimated parse time of the text. */
export function measureComplexity(source: string, limits: Readonly<ComplexityLimits> = defaultComplexityLimits): ComplexityMeasure {
  let line = 0
  // Line numbers of container closes and setext underlines, plus paragraph lengths at lazy lines.
  let resolveWork = 0
  // Delimiters squared, and `*` and `_` squared, over the paragraphs closed so far.
  let inlineWork = 0
  let attentionWork = 0
  // Characters read while inline HTML or code span openers are open, once per opener.
  let scanAheadWork = 0
  // The paragraph being read: its lines so far (0: no paragraph is open) and what its inline parse has pending.
  let paragraph = 0
  const inline: InlineState = {delimiters: 0, attention: 0, comments: 0, tags: 0, codeRuns: new Set(), codeSpaces: 0}
  let fence: Fence | undefined
  const open: Container[] = []
  const parts = (): ParseWork => ({
    resolve: resolveWork * parseCosts.resolve,
    delimiters: (inlineWork + inline.delimiters * inline.delimiters) * parseCosts.delimiterPair + (attentionWork + inline.attention * inline.attention) * parseCosts.attentionPair,
    scanAhead: scanAheadWork * parseCosts.scanAhead + inline.codeSpaces * parseCosts.codeSpace
  })
  const measure = (problem: ComplexityProblem | undefined): ComplexityMeasure => {
    const now = parts()
    return {problem, parseWork: total(now), parts: now}
  }
  const parseWorkProblem = (): ComplexityProblem | undefined => {
    // Summed without building the parts: this runs on every line.
    const value =
      resolveWork * parseCosts.resolve +
      (inlineWork + inline.delimiters * inline.delimiters) * parseCosts.delimiterPair +
      (attentionWork + inline.attention * inline.attention) * parseCosts.attentionPair +
      scanAheadWork * parseCosts.scanAhead +
      inline.codeSpaces * parseCosts.codeSpace
    return value > limits.parseWork ? {limit: 'parseWork', cause: heaviest(parts()), value, line} : undefined
  }
  let start = 0
  while (start <= source.length) {
    let end = start
    while (end < source.length) {
      const code = source.charCodeAt(end)
      if (code === 0x0a || code === 0x0d) break
      end++
    }

    const text = source.slice(start, end)
    start = source.charCodeAt(end) === 0x0d && source.charCodeAt(end + 1) === 0x0a ? end + 2 : end + 1
    line++

    const cursor: Cursor = {text, index: 0, column: 0}
    const matched = matchContainers(cursor, open)
    if (fence && matched >= fence.depth) {
      // Inside a fence: code costs its line; markdown is read on, since a return inside is parsed again.
      const at = blockStart(cursor)
      const closing = at >= 0 && closesFence(text, at, fence)
      if (closing) fence = undefined
      if (closing || !fence?.markdown) {
        const problem = parseWorkProblem()
        if (problem) return measure(problem)
        continue
      }
    } else fence = undefined

    const continuing = paragraph > 0 && matched === open.length
    const fresh = openContainers(cursor, continuing, limits.depth - matched)
    if (matched + fresh.length > limits.depth) return measure({limit: 'depth', value: matched + fresh.length, line})

    const blank = isBlank(text, cursor.index)
    const at = blank ? -1 : blockStart(cursor)
    const block = at >= 0 && startsBlock(text, at)
    const unmatched = open.length - matched
    const lazy = unmatched > 0 && fresh.length === 0 && !blank && paragraph > 0 && !block
    // A new item in place of the one unmatched item is its sibling, which costs micromark little.
    const sibling = unmatched === 1 && !open[matched]!.quote && fresh.length > 0 && !fresh[0]!.quote
    if (lazy) {
      // A lazy line: the containers stay open, and micromark scans back over the paragraph.
      resolveWork += paragraph
    } else if (unmatched > 0) {
      // Closing containers rewrites the events of everything read so far.
      if (!sibling) resolveWork += line
      open.length = matched
    }

    for (const container of fresh) open.push(container)
    if (continuing && fresh.length === 0 && at >= 0 && isUnderline(text, at)) resolveWork += line

    const blockProblem = parseWorkProblem()
    if (blockProblem) return measure(blockProblem)

    // A paragraph ends at a blank line, a new container or a block; otherwise this line is (or continues) one.
    if (blank || fresh.length > 0 || block || paragraph === 0) {
      inlineWork += inline.delimiters * inline.delimiters
      attentionWork += inline.attention * inline.attention
      inline.delimiters = 0
      inline.attention = 0
      inline.comments = 0
      inline.tags = 0
      inline.codeRuns.clear()
      paragraph = blank || block ? 0 : 1
    } else paragraph++

    if (block && fence === undefined) {
      fence = fenceAt(text, at, open.length)
      if (fence) continue
    }

    // A thematic break holds no inline content, and a link definition is read alone, never as part of one paragraph with the next.
    if (at >= 0 && isThematicBreak(text, at)) continue
    if (paragraph === 1 && at >= 0 && isDefinition(text, at)) {
      paragraph = 0
      continue
    }

    // The line ending before a continuing line is a token of every code span opener still open.
    if (paragraph > 1) inline.codeSpaces += inline.codeRuns.size
    scanAheadWork += scanInline(text, cursor.index, inline)
    const problem = parseWorkProblem()
    if (problem) return measure(problem)
  }

  return measure(undefined)
}

function total(parts: ParseWork): number {
  return parts.resolve + parts.delimiters + parts.scanAhead
}

function heaviest(parts: ParseWork): keyof ParseWork {
  let heaviestPart: keyof ParseWork = 'resolve'
  for (const key of Object.keys(parts) as Array<keyof ParseWork>) if (parts[key] > parts[heaviestPart]) heaviestPart = key
  return heaviestPart
}

/** The `input-too-complex` message for a limit crossed ("Unexpected X, expected Y"): its id and data. */
export function complexityMessage(problem: ComplexityProblem, limits: Readonly<ComplexityLimits> = defaultComplexityLimits): {messageId: string; data: Record<string, string | number>} {
  if (problem.limit === 'depth') return {messageId: 'nestedTooDeep', data: {depth: limits.depth}}
  const most = {
    resolve: 'lists and block quotes closed, setext underlines or lazy lines (each re-read over what came before)',
    delimiters: '`*`, `_`, `[`, `]`, `<` or backticks in one paragraph (each matched against every one before it)',
    scanAhead: 'unclosed inline HTML openers (`<!--`, `<?`, `<a`) or code span backticks (each reads on to the end of its paragraph)'
  }[problem.cause ?? 'resolve']
  return {messageId: 'tooHeavy', data: {ms: Math.round(limits.parseWork / 1000), most}}
}
