/**
 * `correctionFor`: the message a parent sends back to a child whose return
 * failed. It is written for the child, who sees its own text but not our line
 * numbers: each problem quotes the text it is about, notes are left out, and
 * the message ends with the child's own return rewritten in canonical form,
 * so that the child restates what it did instead of doing it again.
 */
import type {Diagnostic, Severity} from '../engine/diagnostic.js'
import type {InputKind} from '../engine/rule.js'
import {isObject, readJson} from '../json/document.js'
import {artifactPathKeys} from '../json/return-facts.js'
import {nearestSubagentStatus} from '../json/status.js'
import {readReturn, type ReturnReading} from '../pipeline/parse-return.js'
import {childText, fencedText, quotedText} from '../util/child-words.js'
import {markdownRewrite, placeholderStart, restate} from './markdown-rewrite.js'
import {readReturnMeta} from '../pipeline/read-return-meta.js'
import type {ReturnReport} from '../schema/report.js'
import {fieldShape, requiredFields, shapeOf, type Field, type FieldShape} from '../schema/fields.js'
import {ReturnErrorSchema, ReturnMetaSchema} from '../schema/meta.js'
import {SubagentReturnSchema} from '../schema/subagent.js'
import {fromPointer} from '../util/pointer.js'
import {visible} from '../util/visible.js'
import {itemsOf, plainOf} from '../util/snapshot.js'
import {maxReportValues} from '../engine/input-rules.js'
import {optionsOf} from '../util/options.js'

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

const subjects: Record<string, string> = {
  markdown: 'Your return does not follow the return format yet',
  meta: 'Your return-metadata file does not follow its format yet',
  subagent: 'Your JSON return does not follow its format yet',
  progress: 'Your progress file does not follow its format yet'
}

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

/** What the child is asked to state for a required field its file lacks, by the shape its schema gives it. */
function missingPlaceholder(field: Field): unknown {
  switch (field.shape.kind) {
    case 'object':
      return {}
    case 'array':
      return field.shape.item.kind === 'object' ? [] : [`[fill in: ${field.key}]`]
    case 'boolean':
      return '[fill in: true or false]'
    default:
      return `[fill in: ${field.key}]`
  }
}

/**
 * The value with each field its schema requires filled in when absent, the
 * required ones first in the schema's order, then its other fields as
 * written; objects and lists of objects within it likewise.
 */
function withRequired(value: unknown, shape: FieldShape): unknown {
  if (shape.kind === 'array') return Array.isArray(value) ? value.map((item) => withRequired(item, shape.item)) : value
  if (shape.kind !== 'object' || !isObject(value)) return value
  const filled: Record<string, unknown> = {}
  for (const field of shape.fields) if (field.required) filled[field.key] = Object.hasOwn(value, field.key) ? value[field.key] : missingPlaceholder(field)
  const result: Record<string, unknown> = {...filled, ...value}
  for (const field of shape.fields) if (Object.hasOwn(result, field.key)) result[field.key] = withRequired(result[field.key], field.shape)
  return result
}

/** The return-metadata file's fields, as its schema states them. */
const metaShape = shapeOf(ReturnMetaSchema)

/** The return-metadata file as read leniently, with a placeholder for every required value it lacks. */
function metaRewrite(source: string, diagnostics: readonly Diagnostic[]): string | undefined {
  const given = readJson(source).tolerantValue
  if (!isObject(given)) return undefined
  // A text value an error points at (an absolute artifact path, a date in the wrong form) is the child's to restate.
  // It is replaced where the error points, in the file as written, before the reader moves or drops anything.
  placeholdersAtErrors(given, diagnostics)
  // An artifact without a path the reader can use is kept for what else it says, its path to be stated.
  if (Array.isArray(given['artifacts'])) {
    for (const artifact of given['artifacts']) {
      if (isObject(artifact) && !artifactPathKeys.some((key) => typeof artifact[key] === 'string')) artifact['path'] = '[fill in: path]'
    }
  }
  const read = readReturnMeta(JSON.stringify(given)).meta as Record<string, unknown> | null
  if (!read) return undefined
  // The reader reads a status it does not know as `failed`; a placeholder stays one.
  if (typeof given['status'] === 'string' && given['status'].startsWith(placeholderStart)) read['status'] = given['status']
  if (read['status'] === 'implemented' && !isObject(read['completion_data'])) {
    read['completion_data'] = {completion_summary: '[fill in: one to three sentences saying what was accomplished]'}
  }

  // The reader leaves out what the file lacks (or holds in a form it cannot read): each is the child's to state.
  const meta = withRequired(read, metaShape)
  return JSON.stringify(meta, null, 2) + '\n'
}

/** Replaces each text value an error points at with a placeholder: the child's to restate. */
function placeholdersAtErrors(root: Record<string, unknown>, diagnostics: readonly Diagnostic[]): void {
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity !== 'error' || typeof diagnostic.pointer !== 'string' || diagnostic.pointer === '') continue
    const segments = fromPointer(diagnostic.pointer)
    const key = segments.at(-1)
    let parent: unknown = root
    for (const segment of segments.slice(0, -1)) parent = isObject(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[segment] : undefined
    // An item of a list (a bare-string artifact) is wrong in shape, not in text: its text is kept.
    if (key === undefined || /^\d+$/.test(key)) continue
    if ((isObject(parent) || Array.isArray(parent)) && typeof (parent as Record<string, unknown>)[key] === 'string') {
      ;(parent as Record<string, unknown>)[key] = `[fill in: ${key}]`
    }
  }
}

function textOr(value: unknown, placeholder: string): unknown {
  return typeof value === 'string' && value.trim() !== '' ? value : `[fill in: ${placeholder}]`
}

/** A console return's fields, as its schema states them. */
const subagentShape = shapeOf(SubagentReturnSchema)

/** The value given for a required field when it is one (text not blank, a number, a list not empty), else the placeholder asking for it. */
function givenOr(value: unknown, field: Field): unknown {
  switch (field.shape.kind) {
    case 'number':
      return typeof value === 'number' ? value : `[fill in: ${field.key}]`
    case 'array':
      return Array.isArray(value) && value.length > 0 ? value : missingPlaceholder(field)
    default:
      return textOr(value, field.key)
  }
}

/** Each field `shape` requires, as `read` gives it or its placeholder. */
function requiredGiven(shape: FieldShape, read: (key: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(requiredFields(shape).map((field) => [field.key, givenOr(read(field.key), field)]))
}

/** A console return as far as it can be read, canonical in shape, with a placeholder for each missing value. */
function subagentRewrite(source: string, diagnostics: readonly Diagnostic[]): string | undefined {
  const root = readJson(source).tolerantValue
  if (!isObject(root)) return undefined
  const given = structuredClone(root) as Record<string, unknown>
  placeholdersAtErrors(given, diagnostics)
  const status = typeof given['status'] === 'string' ? nearestSubagentStatus(given['status']) : undefined
  const metadata = isObject(given['metadata']) ? given['metadata'] : {}
  const identity = (key: string): unknown => metadata[key] ?? given[key]
  const artifactShape = fieldShape(subagentShape, 'artifacts')
  const artifacts = (Array.isArray(given['artifacts']) ? given['artifacts'] : []).map((artifact) =>
    // A bare string is the path of an artifact whose other fields are to be stated.
    isObject(artifact) ? {...artifact, ...requiredGiven(artifactShape, (key) => artifact[key])} : requiredGiven(artifactShape, (key) => (key === 'path' ? artifact : undefined))
  )
  const rewrite: Record<string, unknown> = {
    status: status ?? '[fill in: completed, partial, failed or blocked]',
    summary: textOr(given['summary'], 'summary'),
    artifacts,
    metadata: {...metadata, ...requiredGiven(fieldShape(subagentShape, 'metadata'), identity)}
  }
  if (Array.isArray(given['errors'])) rewrite['errors'] = given['errors']
  else if (status !== 'completed') {
    rewrite['errors'] = [withRequired({}, shapeOf(ReturnErrorSchema))]
  }

  if (typeof given['next_steps'] === 'string') rewrite['next_steps'] = given['next_steps']
  return JSON.stringify(rewrite, null, 2) + '\n'
}

/**
 * What the rewrite of a markdown return starts from: the report, or, when
 * its `state` is not valid, the rest of it as read (state empty), so the
 * child sees its own summary, deliverables and attestation kept.
 */
export function rewriteBasis(reading: ReturnReading): ReturnReport | null {
  return reading.ok ? reading.context.extracted : null
}

/** The JSON rewrite of a return-metadata file or console return, or undefined when nothing of it could be read. */
function jsonRewriteOf(input: CorrectionInput): string | undefined {
  if (input.kind === 'meta') return metaRewrite(input.source, input.diagnostics)
  if (input.kind === 'subagent') return subagentRewrite(input.source, input.diagnostics)
  return undefined
}

/** The JSON rewrite as the child reads it, in a fence. */
function jsonRewriteText(rewrite: string): string {
  return `Write this file again without the ~~~ lines, each "${placeholderStart} …]" replaced:\n${fencedText(rewrite.split('\n').map(visible).join('\n'))}`
}

/** What stands for a rewrite that does not fit: the problems above are the changes to make. */
const changesOnly = 'Your return is too long to repeat here: make only the changes listed above and keep the rest as you wrote it.\n'

/**
 * The correction for a failed return, addressed to the child: its problems
 * (errors, then style warnings; never notes; no line numbers, the text
 * quoted instead) and its return rewritten in canonical form, with
 * `[fill in: …]` where something is missing. At most `maxLength` characters
 * (3,000 by default): style warnings go first, then errors past the first
 * (counted), then the tails of long lists; a fence or a JSON value is never
 * cut. `''` when there is nothing to correct.
 */
export function correctionFor(input: CorrectionInput, options: CorrectionOptions = {}): string {
  return correctionOf(correctionInputOf(input), optionsOf(options))
}

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
function correctionInputOf(given: unknown): CorrectionInput {
  const kind = fieldOf(given, 'kind')
  const source = fieldOf(given, 'source')
  const diagnostics = (itemsOf(fieldOf(given, 'diagnostics'), maxReportValues) ?? []).map((diagnostic) => plainOf(diagnostic) as Diagnostic)
  return {kind: kind as InputKind, source: source as string, diagnostics}
}

/** `correctionFor`, with the rewrite basis of a markdown source (`rewriteBasis`) when the caller has already read it: the source is then not read again. */
export function correctionOf(input: CorrectionInput, options: CorrectionOptions, report?: ReturnReport | null): string {
  const source = isObject(input) && typeof input.source === 'string' ? input.source : ''
  const diagnostics = isObject(input) && Array.isArray(input.diagnostics) ? input.diagnostics.filter((diagnostic) => isObject(diagnostic) && typeof diagnostic.message === 'string') : []
  const kind = isObject(input) && typeof input.kind === 'string' ? input.kind : 'markdown'
  const limit = isObject(options) && typeof options.maxLength === 'number' && options.maxLength > 0 ? Math.floor(options.maxLength) : correctionMaxLength
  const safe: CorrectionInput = {kind, diagnostics, source}
  const problems = problemLines(safe)
  if (problems.length === 0) return ''
  const head = `${subjects[kind] ?? subjects['markdown']}. Fix the following and send the whole return again.\n\n`
  // Errors first; style notes are the first detail to go, and at least one problem is always listed.
  const errors = problems.filter((problem) => !problem.startsWith('- (style)'))
  const ordered = errors.length > 0 ? [...errors, ...problems.filter((problem) => problem.startsWith('- (style)'))] : problems
  const first = `${ordered[0]}\n`
  const more = (count: number): string => (count > 0 ? `- and ${count} more.\n` : '')
  // The rewrite is structure: it gets its room before any problem past the first.
  const room = limit - head.length - first.length - more(ordered.length - 1).length - 1
  let tail: string
  if (kind === 'markdown') {
    const basis = report === undefined ? rewriteBasis(readReturn(source, undefined)) : report
    tail = markdownRewrite(restate(source, basis, diagnostics), room) ?? changesOnly
  } else {
    const rewrite = jsonRewriteOf(safe)
    const text = rewrite === undefined ? undefined : jsonRewriteText(rewrite)
    tail = text !== undefined && text.length <= room ? text : rewrite === undefined ? '' : changesOnly
  }

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
