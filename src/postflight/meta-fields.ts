/**
 * Several fields of a return-metadata text in one read, as a skill's
 * sequence of `jq -r '.x // ""'` calls gives them: the text must be strict
 * JSON (a file cut short or malformed answers nothing, never a value salvaged
 * from it), each field is looked up as written, then under the few spellings
 * the contract's readers accept (a bare-string artifact's `.path`, identity
 * written at the top level, an artifact's `description` for `summary`).
 * Nothing is derived: a field the file does not hold is not found, so the
 * caller's default applies.
 * Loads no schema and no rule, so a postflight call stays one fast process.
 */
import {artifactPathKeys, identityFields} from '../json/return-facts.js'
import {formatField, getField, parseFieldPath, type FieldReading, type FieldSegment} from './field-path.js'

export interface FieldRequest {
  /** Name for `--format shell|json`: given as `name=.path`, or derived from the path. */
  name: string
  /** The path as written, without its default. */
  path: string
  segments: FieldSegment[]
  /** The field's own default, from `PATH // "text"` as jq writes it; printed as `meta get` prints values. */
  fallback?: string
  /** The same default as the JSON literal written (`7`, `true`, `null`), for `--format json`. */
  fallbackValue?: unknown
}

export type FieldRequestReading = {ok: true; request: FieldRequest} | {ok: false; message: string}

const shellName = /^[A-Za-z_][A-Za-z0-9_]*$/

/** A shell variable name from a path: `.artifacts[0].path` → `artifacts_0_path`, `.` → `value`. */
export function fieldName(segments: readonly FieldSegment[]): string {
  if (segments.length === 0) return 'value'
  const name = segments
    .map((segment) => (typeof segment === 'number' ? (segment < 0 ? `m${-segment}` : String(segment)) : segment))
    .join('_')
    .replace(/[^A-Za-z0-9_]/g, '_')
  return /^[A-Za-z_]/.test(name) ? name : `_${name}`
}

/** Reads `.path` or `name=.path`; the name must be a shell variable name. */
export function parseFieldRequest(expression: unknown): FieldRequestReading {
  if (typeof expression !== 'string') return {ok: false, message: 'expected a field path such as `.status`'}
  const equals = expression.indexOf('=')
  const named = equals > 0 && !expression.slice(0, equals).includes('.') && !expression.slice(0, equals).includes('[')
  const name = named ? expression.slice(0, equals) : undefined
  const written = named ? expression.slice(equals + 1) : expression
  if (name !== undefined && !shellName.test(name)) return {ok: false, message: `\`${name}\` is not a variable name (letters, digits, \`_\`; not starting with a digit)`}
  const {path, fallback, fallbackValue, unsupported} = splitDefault(written)
  if (unsupported !== undefined) return {ok: false, message: `unsupported default \`${unsupported}\` in \`${written.trim()}\`: expected one JSON string, number, boolean or null after \`//\``}
  const parsed = parseFieldPath(path)
  if (!parsed.ok) return {ok: false, message: `invalid field path \`${path}\`: ${parsed.message} at character ${parsed.index + 1}`}
  const request: FieldRequest = {name: name ?? fieldName(parsed.segments), path: path.trim(), segments: parsed.segments}
  if (fallback !== undefined) {
    request.fallback = fallback
    request.fallbackValue = fallbackValue
  }

  return {ok: true, request}
}

/**
 * `PATH // LITERAL`, jq's alternative: the first `//` whose left side is a
 * path and whose right side is one JSON literal (`""`, `"failed"`, `0`,
 * `null`, …). A `//` inside a quoted key is part of the path. `unsupported`
 * names what follows a path's `//` when it is no such literal (`{}`, `.y`,
 * `empty`): jq would read it, this reader does not.
 */
function splitDefault(expression: string): {path: string; fallback?: string; fallbackValue?: unknown; unsupported?: string} {
  let unsupported: {path: string; text: string} | undefined
  for (let at = expression.indexOf('//'); at !== -1; at = expression.indexOf('//', at + 1)) {
    const path = expression.slice(0, at)
    if (!parseFieldPath(path).ok) continue
    const text = expression.slice(at + 2)
    try {
      const literal: unknown = JSON.parse(text, withoutOverflow)
      if (literal === null || typeof literal !== 'object') return {path, fallback: formatField(literal), fallbackValue: literal}
    } catch {
      // Not a literal: perhaps the `//` is inside a quoted key, and a later one splits.
    }

    unsupported ??= {path, text: text.trim()}
  }

  return unsupported ? {path: unsupported.path, unsupported: unsupported.text} : {path: expression}
}

export type MetaTextReading = {ok: true; value: unknown} | {ok: false; reason: 'not-json'; message: string}

/** A number too large for a double (`1e400`) parses as Infinity, which would print as `null`: it is read as the largest double, as jq reads it. */
function withoutOverflow(_key: string, value: unknown): unknown {
  return value === Number.POSITIVE_INFINITY ? Number.MAX_VALUE : value === Number.NEGATIVE_INFINITY ? -Number.MAX_VALUE : value
}

/** The value of a text that is strict JSON (a byte order mark aside); anything else is refused whole. */
export function readMetaText(text: unknown): MetaTextReading {
  if (typeof text !== 'string') return {ok: false, reason: 'not-json', message: 'not text'}
  try {
    return {ok: true, value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, withoutOverflow) as unknown}
  } catch (error) {
    return {ok: false, reason: 'not-json', message: `not valid JSON (${String((error as Error).message)})`}
  }
}

/** Where the contract's readers also find a field that is not where the path says. */
function alternatives(segments: readonly FieldSegment[]): FieldSegment[][] {
  const [first, second, third, ...rest] = segments
  const found: FieldSegment[][] = []
  // `.metadata.session_id` written as a top-level `session_id`.
  if (first === 'metadata' && typeof second === 'string' && (identityFields as readonly string[]).includes(second)) found.push([second, ...(third === undefined ? [] : [third]), ...rest])
  // An artifact's `file`/`file_path` for `path`, `description` for `summary`.
  if (first === 'artifacts' && typeof second === 'number' && rest.length === 0) {
    if (third === 'path') for (const key of artifactPathKeys.slice(1)) found.push(['artifacts', second, key])
    if (third === 'summary') found.push(['artifacts', second, 'description'])
  }

  // `completion_summary` written at the top level.
  if (first === 'completion_data' && second === 'completion_summary' && third === undefined) found.push(['completion_summary'])
  return found
}

/** One field: as written, then as the contract's readers understand it; `null` and absent are not found. */
export function lookupMetaField(value: unknown, segments: readonly FieldSegment[]): FieldReading {
  const asWritten = getField(value, segments)
  if (asWritten.found) return asWritten
  for (const alternative of alternatives(segments)) {
    const reading = getField(value, alternative)
    if (reading.found) return reading
  }

  // A bare-string artifact: the string is its path; it has no type or summary, whatever its folder suggests.
  const [first, index, field, ...rest] = segments
  if (first === 'artifacts' && typeof index === 'number' && field === 'path' && rest.length === 0 && typeof value === 'object' && value !== null && Array.isArray((value as {artifacts?: unknown}).artifacts)) {
    const artifacts = (value as {artifacts: unknown[]}).artifacts
    const artifact = artifacts[index < 0 ? artifacts.length + index : index]
    if (typeof artifact === 'string' && artifact !== '') return {found: true, value: artifact}
  }

  return {found: false}
}
