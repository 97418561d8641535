/**
 * `renderReturn`: a report to the canonical markdown return, the text every
 * rule of `grammar/return-markdown.md` accepts without a repair warning.
 */
import {isObject} from '../json/document.js'
import {canonicalSeparator} from '../markdown/interpret.js'
import {canonicalNone} from '../markdown/values.js'
import type {ReturnReport} from '../schema/report.js'
import {jsonString} from '../util/json-string.js'
import {plainOf} from '../util/snapshot.js'
import {maxReportValues} from '../engine/input-rules.js'

const statusOrder = ['state', 'summary', 'error_code', 'retry_recommended', 'retry_hint'] as const
const attestationOrder = ['runtime_model_reported', 'runtime_mode_reported', 'files_created', 'files_modified', 'limitations'] as const

/** One line of text: line breaks become spaces, since every value of the language ends at its line. */
function line(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : jsonString(value)
  // Split, then trim: `/\s*\n\s*/g` backtracks quadratically over long runs of blanks without a line break.
  return text
    .split(/\r\n|\r|\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ')
}

function bullets(items: readonly unknown[]): string[] {
  return items.length === 0 ? [`- ${canonicalNone}`] : items.map((item) => `- ${line(item)}`)
}

function keyLines(key: string, value: unknown): string[] {
  if (Array.isArray(value)) return [`${key}:`, ...bullets(value)]
  if (typeof value === 'boolean') return [`${key}: ${value ? 'yes' : 'no'}`]
  const text = line(value)
  return [text === '' ? `${key}:` : `${key}: ${text}`]
}

function section(title: string, body: string[]): string {
  return [`## ${title}`, ...body].join('\n')
}

function fields(source: unknown, order: readonly string[], always: readonly string[]): string[] {
  const object = isObject(source) ? source : {}
  const lines: string[] = []
  for (const key of order) {
    if (Object.hasOwn(object, key) || always.includes(key)) for (const line of keyLines(key, Object.hasOwn(object, key) ? object[key] : key.startsWith('files_') ? [] : '')) lines.push(line)
  }

  // Keys the contract does not define follow the known ones, in their own order.
  for (const key of Object.keys(object)) if (!order.includes(key)) for (const line of keyLines(key, object[key])) lines.push(line)
  return lines
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/**
 * Renders a report as the canonical markdown return: the four sections in
 * order, `key: value` lines, `- item` bullets and `- (none)` for empty lists,
 * deliverables as `- path — description`. For a report in the normal form of
 * `grammar/mapping.md`, `parseReturn(renderReturn(report)).report` equals it.
 *
 * @param report The report to render; missing fields render as empty values.
 */
export function renderReturn(given: ReturnReport): string {
  // Read from a plain copy; one that cannot be taken (a proxy, past `maxReportValues`) renders as an empty return.
  const report = plainOf(given, maxReportValues)
  const root: Record<string, unknown> = isObject(report) ? report : {}
  const deliverables = list(root['deliverables']).map((deliverable) => {
    const object = isObject(deliverable) ? deliverable : {}
    const path = line(object['path'])
    const description = line(object['description'])
    // Without a description the separator would be read as part of the path.
    return description === '' ? `- ${path}` : `- ${path}${canonicalSeparator}${description}`
  })
  const evidence = list(root['evidence']).map((item) => line(isObject(item) ? item['text'] : item))
  const sections = [
    section('Status', fields(root['status'], statusOrder, ['state', 'summary'])),
    section('Deliverables', deliverables.length === 0 ? bullets([]) : deliverables),
    section('Evidence', bullets(evidence)),
    section('Runtime Attestation', fields(root['attestation'], attestationOrder, attestationOrder.slice(0, 4)))
  ]
  return sections.join('\n\n') + '\n'
}
