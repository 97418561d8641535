/**
 * A linear pre-scan that refuses markdown remark cannot parse in bounded time.
 * micromark, under remark-parse, costs tens of microseconds per line and is
 * superlinear on some shapes: deep nesting on one line, many block quotes or
 * nested list items (each exit copies the events read so far), many setext
 * underlines, and many unmatched `*`, `_`, `[`, `<` or backticks in one
 * paragraph. Each measure below bounds one of these; the limits sit far above
 * any real return and keep the worst accepted input to about a second of parsing.
 */

export interface ComplexityLimits {
  /** Most lines in the input. */
  lines: number
  /** Most block quote and list markers opening on one line (indentation of a list marker counts one per two columns). */
  depth: number
  /** Most total, over lines that may close nested containers or underline a setext heading, of line number times the square of the nesting depth. */
  resolveWork: number
  /** Most total, over paragraphs, of the square of the count of `*`, `_`, `[`, `]`, `<`, `&`, `\` and backticks in each. */
  inlineWork: number
}

export const defaultComplexityLimits: Readonly<ComplexityLimits> = {
  lines: 25_000,
  depth: 32,
  resolveWork: 2_000_000,
  inlineWork: 20_000_000
}

export interface ComplexityProblem {
  /** Which limit: a key of `ComplexityLimits`. */
  limit: keyof ComplexityLimits
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

interface Prefix {
  /** Block quote and list markers. */
  markers: number
  /** Markers plus the indentation of the first marker, one per two columns. */
  depth: number
  quote: boolean
  /** Whether the line certainly ends the paragraph before it: a non-empty `-`, `+`, `*` or `1.` item at most three columns in. */
  interrupts: boolean
  /** Index of the content after the markers and the blanks after them. */
  contentStart: number
}

/** Reads the chain of container markers that opens a line: `> - 1. text`. */
function scanPrefix(text: string): Prefix {
  let index = 0
  let markers = 0
  let quote = false
  let indent = -1
  let firstItem: 'bullet' | 'one' | 'other' | undefined
  for (;;) {
    const start = index
    while (index < text.length && isSpace(text.charCodeAt(index))) index++
    if (indent < 0) indent = index - start
    const code = text.charCodeAt(index)
    if (code === 0x3e /* > */) {
      quote = true
      markers++
      index++
      continue
    }

    let end = index
    if (code === 0x2d /* - */ || code === 0x2b /* + */ || code === 0x2a /* * */) end = index + 1
    else {
      while (end - index < 9 && isDigit(text.charCodeAt(end))) end++
      const after = text.charCodeAt(end)
      end = end > index && (after === 0x2e /* . */ || after === 0x29 /* ) */) ? end + 1 : index
    }

    if (end > index && (end === text.length || isSpace(text.charCodeAt(end)))) {
      if (markers === 0) firstItem = end === index + 1 ? 'bullet' : end === index + 2 && code === 0x31 /* 1 */ ? 'one' : 'other'
      markers++
      index = end
      continue
    }

    const interrupts = firstItem !== undefined && firstItem !== 'other' && indent <= 3 && index < text.length
    return {markers, depth: markers === 0 ? 0 : markers + (indent >> 1), quote, interrupts, contentStart: index}
  }
}

/** An ATX heading opener: up to three spaces, one to six `#`, then a blank or the end. */
function isAtxHeading(text: string): boolean {
  let index = 0
  while (index < 3 && text.charCodeAt(index) === 0x20) index++
  const start = index
  while (text.charCodeAt(index) === 0x23 /* # */) index++
  return index > start && index - start <= 6 && (index === text.length || isSpace(text.charCodeAt(index)))
}

function skipBlanks(text: string): number {
  let index = 0
  while (isSpace(text.charCodeAt(index))) index++
  return index
}

/** A setext underline: `===` or `---` alone on its line. */
function isUnderline(text: string, from: number): boolean {
  let index = from
  const char = text.charCodeAt(index)
  if (char !== 0x3d /* = */ && char !== 0x2d /* - */) return false
  while (text.charCodeAt(index) === char) index++
  return isBlank(text, index)
}

function isInlineDelimiter(code: number): boolean {
  // `*` `_` `[` `]` `<` and the backtick are matched against every opener before them;
  // `&` and `\` are linear but the slowest characters to parse.
  return code === 0x2a || code === 0x5f || code === 0x5b || code === 0x5d || code === 0x3c || code === 0x60 || code === 0x26 || code === 0x5c
}

/**
 * Measures `source` against `limits` in one pass, stopping at the first limit
 * crossed; undefined when remark may parse it. Every estimate errs upwards:
 * code blocks are counted like paragraphs, since telling them apart needs the
 * parse this scan protects.
 */
export function complexityProblem(source: string, limits: Readonly<ComplexityLimits> = defaultComplexityLimits): ComplexityProblem | undefined {
  let line = 0
  let resolveWork = 0
  let inlineWork = 0
  // Delimiters of the paragraph being read: it ends only where a paragraph certainly ends.
  let delimiters = 0
  let previousBlank = true
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
    if (line > limits.lines) return {limit: 'lines', value: line, line}

    const prefix = scanPrefix(text)
    if (prefix.contentStart === text.length) {
      inlineWork += delimiters * delimiters
      delimiters = 0
      previousBlank = prefix.markers === 0
      if (prefix.markers === 0) continue
    }

    if (prefix.depth > limits.depth) return {limit: 'depth', value: prefix.depth, line}
    const underline = !previousBlank && isUnderline(text, skipBlanks(text))
    if (underline || prefix.quote || prefix.depth > 1) {
      // Closing containers copies the events read so far, and deeper lines cost more.
      resolveWork += line * Math.max(prefix.depth * prefix.depth, 1)
      if (resolveWork > limits.resolveWork) return {limit: 'resolveWork', value: resolveWork, line}
    }

    if (prefix.interrupts || (prefix.markers === 0 && isAtxHeading(text))) {
      inlineWork += delimiters * delimiters
      delimiters = 0
    }

    for (let index = prefix.contentStart; index < text.length; index++) if (isInlineDelimiter(text.charCodeAt(index))) delimiters++
    if (inlineWork + delimiters * delimiters > limits.inlineWork) return {limit: 'inlineWork', value: inlineWork + delimiters * delimiters, line}
    previousBlank = false
  }

  return undefined
}

/** The diagnostic message for a limit crossed, "Unexpected X, expected Y". */
export function complexityMessage(problem: ComplexityProblem, limits: Readonly<ComplexityLimits> = defaultComplexityLimits): string {
  switch (problem.limit) {
    case 'lines':
      return `Unexpected input of more than ${limits.lines} lines, expected a return of at most ${limits.lines}`
    case 'depth':
      return `Unexpected ${problem.value} block quotes and list items nested on one line, expected at most ${limits.depth}`
    case 'resolveWork':
      return 'Unexpected input with this many nested list items, block quotes or setext underlines for its length, expected far fewer (their parsing time grows with the square of their count)'
    case 'inlineWork':
      return 'Unexpected paragraphs with this many `*`, `_`, `[`, `]`, `<`, `&`, `\\` or backticks, expected far fewer (their parsing time grows with the square of their count in a paragraph)'
  }
}
