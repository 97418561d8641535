/**
 * What the exported reporters accept from callers in JavaScript, who can
 * pass anything: results and diagnostics are rebuilt from the fields that
 * have the right type, and whatever is not a file result or a diagnostic is
 * left out, so a reporter prints what it can instead of throwing.
 */
import type {Diagnostic, Fix, RelatedPlace, Severity} from '../engine/diagnostic.js'
import {defaultKind, inputKinds, type InputKind} from '../kinds/detect.js'
import {itemsOf, plainOf} from '../util/snapshot.js'
import type {FileResult, ReporterOptions} from './types.js'

/**
 * Reporters read handback's own results, which can be large (a diagnostic is
 * some 15 values); the bound only stops what cannot be results at all, such
 * as a sparse array of length 2^32 - 1. The input is copied once (see
 * `snapshot`), so a getter or proxy in it cannot throw while printing.
 */
const maxResultValues = 1_000_000

type Loose = Record<string, unknown>

const isLoose = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value)
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1
const severities: readonly Severity[] = ['error', 'warning', 'info']

function relatedOf(value: unknown): RelatedPlace | undefined {
  if (!isLoose(value) || typeof value['message'] !== 'string' || !isCount(value['line']) || !isCount(value['column'])) return undefined
  return {
    message: value['message'],
    line: value['line'],
    column: value['column'],
    ...(isCount(value['endLine']) ? {endLine: value['endLine']} : {}),
    ...(isCount(value['endColumn']) ? {endColumn: value['endColumn']} : {})
  }
}

function fixOf(value: unknown): Fix | undefined {
  if (!isLoose(value) || typeof value['text'] !== 'string' || !Array.isArray(value['range'])) return undefined
  const [start, end] = value['range'] as unknown[]
  return Number.isInteger(start) && Number.isInteger(end) ? {range: [start as number, end as number], text: value['text']} : undefined
}

/** A message's data rebuilt from a value: its string and number values. */
function dataOf(value: unknown): Record<string, string | number> | undefined {
  if (!isLoose(value)) return undefined
  const data: Record<string, string | number> = {}
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string' || typeof item === 'number') data[key] = item
  return data
}

/** A diagnostic rebuilt from a value, or undefined when it lacks a rule id, a severity, a message or a place, or cannot be read. */
export function diagnosticOf(value: unknown): Diagnostic | undefined {
  return diagnosticFrom(plainOf(value))
}

function diagnosticFrom(value: unknown): Diagnostic | undefined {
  if (!isLoose(value)) return undefined
  const {ruleId, severity, message, line, column} = value
  if (typeof ruleId !== 'string' || !severities.includes(severity as Severity) || typeof message !== 'string' || !isCount(line) || !isCount(column)) return undefined
  const cause = relatedOf(value['cause'])
  const fix = fixOf(value['fix'])
  const data = dataOf(value['data'])
  const expected = Array.isArray(value['expected']) ? value['expected'].filter((item): item is string => typeof item === 'string') : undefined
  return {
    ruleId,
    source: 'handback',
    severity: severity as Severity,
    message,
    ...(typeof value['messageId'] === 'string' ? {messageId: value['messageId']} : {}),
    ...(data ? {data} : {}),
    line,
    column,
    ...(isCount(value['endLine']) ? {endLine: value['endLine']} : {}),
    ...(isCount(value['endColumn']) ? {endColumn: value['endColumn']} : {}),
    ...(typeof value['url'] === 'string' ? {url: value['url']} : {}),
    ...(typeof value['pointer'] === 'string' ? {pointer: value['pointer']} : {}),
    ...(expected ? {expected} : {}),
    ...(typeof value['note'] === 'string' ? {note: value['note']} : {}),
    ...(cause ? {cause} : {}),
    ...(fix ? {fix} : {})
  }
}

/** A file result rebuilt from a value: a missing path reads `<unknown>`, an unknown kind `markdown`; one that cannot be read is none. */
export function fileResultOf(value: unknown): FileResult | undefined {
  return fileResultFrom(plainOf(value, maxResultValues))
}

function fileResultFrom(value: unknown): FileResult | undefined {
  if (!isLoose(value)) return undefined
  const diagnosticsIn = (list: unknown): Diagnostic[] => (Array.isArray(list) ? list.map(diagnosticFrom).filter((d): d is Diagnostic => d !== undefined) : [])
  const suppressed = diagnosticsIn(value['suppressed'])
  return {
    filePath: typeof value['filePath'] === 'string' ? value['filePath'] : '<unknown>',
    kind: inputKinds.includes(value['kind'] as InputKind) ? (value['kind'] as InputKind) : defaultKind,
    diagnostics: diagnosticsIn(value['diagnostics']),
    ...(suppressed.length > 0 ? {suppressed} : {}),
    source: typeof value['source'] === 'string' ? value['source'] : ''
  }
}

/**
 * File results rebuilt from a list, each copied on its own: a run over many
 * files is bounded per file, never as a whole. A list that cannot be read, or
 * longer than the bound, reads as none.
 */
export function resultsOf(value: unknown): FileResult[] {
  const list = itemsOf(value, maxResultValues) ?? []
  return list.map(fileResultOf).filter((result): result is FileResult => result !== undefined)
}

export function reporterOptionsOf(value: unknown): ReporterOptions {
  const plain = plainOf(value)
  const options = isLoose(plain) ? plain : {}
  return {
    color: options['color'] === true,
    ...(typeof options['cwd'] === 'string' ? {cwd: options['cwd']} : {}),
    ...(typeof options['version'] === 'string' ? {version: options['version']} : {})
  }
}
