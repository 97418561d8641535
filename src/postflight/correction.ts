/**
 * The correction (`correctionFor`): the message a parent sends back to a child whose return
 * failed. It is written for the child, who sees its own text but not our line
 * numbers: each problem quotes the text it is about, notes are left out, and
 * the message ends with the child's own return rewritten in canonical form,
 * so that the child restates what it did instead of doing it again.
 */
import type {Diagnostic, Severity} from '../engine/diagnostic.js'
import type {InputKind} from '../kinds/detect.js'
import {isObject} from '../json/document.js'
import {childText, quotedText} from '../util/child-words.js'
import {itemsOf, plainOf} from '../util/snapshot.js'
import {maxReportValues} from '../engine/input-rules.js'
import type {Kind, Rewrite} from './kind.js'

/** What a correction is built from: the kind of the text, its diagnostics and the text itself. */
export interface CorrectionInput {
  kind: InputKind
  diagnostics: readonly Diagnostic[]
  source: string
}

export interface CorrectionOptions {
  /** Longest correction, in characters; default 3,000 (`correctionMaxLength`). */
  maxLength?: number
}

export const correctionMaxLength = 3000

const severityOrder: Record<Severity, number> = {error: 0, warning: 1, info: 2}

/**
 * Whether a diagnostic is about something absent: its place is only where it
 * was looked for, so no text of the child's is quoted. Message ids say it
 * (`missing`, `missingDeliverable`, …), never the message's text.
 */
function isAbsence(diagnostic: Diagnostic): boolean {
  return typeof diagnostic.messageId === 'string' && diagnostic.messageId.startsWith('missing')
}

/** The child's own line a diagnostic is about, trimmed and bounded, for quoting. */
function quoteOf(diagnostic: Diagnostic, lines: readonly string[]): string | undefined {
  if (isAbsence(diagnostic)) return undefined
  const text = (lines[diagnostic.line - 1] ?? '').trim()
  if (text === '') return undefined
  return text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text
}

/** One line per distinct problem, errors first, never an info note. */
function problemLines(input: CorrectionInput): string[] {
  const lines = input.source.split(/\r\n|\r|\n/)
  const seen = new Set<string>()
  const ordered = [...input.diagnostics]
    .filter((diagnostic) => diagnostic.severity !== 'info')
    .sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity] || a.line - b.line)
  const result: string[] = []
  for (const diagnostic of ordered) {
    // The message quotes the child's text, so it is quoted as a whole: no quote in it can end handback's sentence.
    // Messages name no line (a related place is the diagnostic's `cause`): the child sees its text, not our line numbers.
    const message = quotedText(diagnostic.message.replace(/\s+/g, ' ').trim())
    const quote = quoteOf(diagnostic, lines)
    const item = `- ${diagnostic.severity === 'warning' ? '(style) ' : ''}${message}${quote ? ` — at ${childText(quote, 'child')}` : ''}`
    if (seen.has(item)) continue
    seen.add(item)
    result.push(item)
  }

  return result
}

/** What stands for a rewrite that does not fit: the problems above are the changes to make. */
const changesOnly = 'Your return is too long to repeat here: make only the changes listed above and keep the rest as you wrote it.\n'

/** A field of a caller's object, or undefined when it cannot be read (a getter or proxy that throws). */
function fieldOf(value: unknown, key: string): unknown {
  try {
    return isObject(value) ? value[key] : undefined
  } catch {
    return undefined
  }
}

/**
 * A caller's input as plain data: each diagnostic copied on its own, so a
 * getter or proxy cannot throw below, a sparse list cannot hang it, and a
 * return with thousands of diagnostics is still corrected.
 */
export function correctionInputOf(given: unknown): CorrectionInput {
  const kind = fieldOf(given, 'kind')
  const source = fieldOf(given, 'source')
  const diagnostics = (itemsOf(fieldOf(given, 'diagnostics'), maxReportValues) ?? []).map((diagnostic) => plainOf(diagnostic) as Diagnostic)
  return {kind: kind as InputKind, source: source as string, diagnostics}
}

/** What a correction needs of the text's kind: its subject and its rewrite (see `Kind`). */
export type CorrectionKind = Pick<Kind, 'correction'>

/**
 * `correctionFor`, given the text's kind; with `rewrite` when the caller has
 * already read the text (`Kind.read`): the source is then not read again.
 */
export function correctionOf(input: CorrectionInput, options: CorrectionOptions, kind: CorrectionKind, rewrite?: Rewrite): string {
  const source = isObject(input) && typeof input.source === 'string' ? input.source : ''
  const diagnostics = isObject(input) && Array.isArray(input.diagnostics) ? input.diagnostics.filter((diagnostic) => isObject(diagnostic) && typeof diagnostic.message === 'string') : []
  const limit = isObject(options) && typeof options.maxLength === 'number' && options.maxLength > 0 ? Math.floor(options.maxLength) : correctionMaxLength
  const safe: CorrectionInput = {kind: input.kind, diagnostics, source}
  const problems = problemLines(safe)
  if (problems.length === 0) return ''
  const head = `${kind.correction.subject}. Fix the following and send the whole return again.\n\n`
  // Errors first; style notes are the first detail to go, and at least one problem is always listed.
  const errors = problems.filter((problem) => !problem.startsWith('- (style)'))
  const ordered = errors.length > 0 ? [...errors, ...problems.filter((problem) => problem.startsWith('- (style)'))] : problems
  const first = `${ordered[0]}\n`
  const more = (count: number): string => (count > 0 ? `- and ${count} more.\n` : '')
  // The rewrite is structure: it gets its room before any problem past the first.
  const room = limit - head.length - first.length - more(ordered.length - 1).length - 1
  const rewritten = rewrite ? rewrite(diagnostics, room) : kind.correction.rewrite(source, diagnostics, room)
  const tail = rewritten === undefined ? '' : (rewritten ?? changesOnly)

  let body = first
  let listed = 1
  for (const problem of ordered.slice(1)) {
    const line = `${problem}\n`
    const rest = ordered.length - listed - 1
    if (head.length + body.length + line.length + more(rest).length + 1 + tail.length > limit) break
    body += line
    listed++
  }

  body += more(ordered.length - listed)
  const message = head + body + (tail === '' ? '' : `\n${tail}`)
  if (message.length <= limit) return message
  // A bound too small for any rewrite still gets the start of the problems, cut at a line or a word.
  const short = head + body
  if (short.length <= limit) return short
  const cut = short.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  return space > limit / 2 ? cut.slice(0, space) : cut
}
