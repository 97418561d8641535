/**
 * The skeleton of the lenient JSON readers: the text is read once, linted by
 * the kind's strict rules, and handed to a builder that turns its tolerant
 * value into the canonical object while logging every repair.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {internalError, refuseInput} from '../engine/guard.js'
import type {JsonKind} from '../kinds/traits.generated.js'
import {isObject, readJson} from '../json/document.js'
import type {JsonOptions} from '../json/options.js'
import {RepairLog, type Repair} from '../json/repair.js'
import {lintDocument} from './lint-json.js'

export interface LenientReading<Value> {
  /** The canonical object; `null` when the input is not a JSON object at all. */
  value: Value | null
  /** What the strict rules report on the input, as `lintText` with the same kind does. */
  diagnostics: Diagnostic[]
  /** Every liberty taken to build `value`, field by field in the contract's order. */
  repairs: Repair[]
}

export function readLeniently<Value>(
  kind: JsonKind,
  text: unknown,
  options: JsonOptions,
  build: (root: Record<string, unknown>, log: RepairLog) => Value
): LenientReading<Value> {
  const refused = refuseInput(text, options.maxBytes, 'JSON')
  if (refused) return {value: null, diagnostics: [refused], repairs: []}
  let diagnostics: Diagnostic[] = []
  try {
    const document = readJson(text as string)
    diagnostics = lintDocument(kind, document, options)
    const root = document.tolerantValue
    if (!isObject(root)) return {value: null, diagnostics, repairs: []}
    const log = new RepairLog()
    const errors = document.syntaxErrors.length
    if (errors > 0) log.add('recovered', '', `Read past ${errors} syntax error${errors === 1 ? '' : 's'}; values may be incomplete`)
    return {value: build(root, log), diagnostics, repairs: log.repairs}
  } catch (error) {
    return {value: null, diagnostics: [...diagnostics, internalError(error)], repairs: []}
  }
}
