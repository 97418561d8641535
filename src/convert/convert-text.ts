/**
 * `convertText`: one input text (markdown return, return-metadata file or
 * console return) to markdown or return-metadata text. What the CLI's
 * `convert` runs; diagnostics of the input come first, then the conversion's.
 */
import {compareDiagnostics, countErrors, type Diagnostic, type Place} from '../engine/diagnostic.js'
import type {JsonKind} from '../kinds/traits.generated.js'
import {detectKind, kindLanguage} from '../kinds/detect.js'
import {lintJson} from '../pipeline/lint-json.js'
import {parseReturn} from '../pipeline/parse-return.js'
import {internalError} from '../engine/guard.js'
import fieldNotConvertible from '../rules/convert/field-not-convertible.js'
import {stamp} from '../engine/rule.js'
import type {ReturnReport} from '../schema/report.js'
import type {ConvertContext} from './context.js'
import {convertSources} from '../kinds/convert.generated.js'
import {jsonOptionsOf, parsedValue, readJsonInput, type ConvertTo, type Source} from './source.js'
import {fromReturnMeta} from './from-meta.js'
import {lostInMarkdown, type LostField} from './loss.js'
import {renderReturn} from './render.js'
import {jsonString} from '../util/json-string.js'
import {optionsOf} from '../util/options.js'

/** The kinds `convert` reads (the markdown return, the return-metadata file, the console return): those whose folder holds a `convert.ts`. */
export type ConvertFrom = keyof typeof convertSources
export const convertFrom = Object.keys(convertSources) as [ConvertFrom, ...ConvertFrom[]]
export type {ConvertTo} from './source.js'
/** What `convertText` writes: return-metadata or a markdown return. */
export const convertTo: readonly ConvertTo[] = ['meta', 'markdown']

export interface ConvertTextOptions {
  to: ConvertTo
  /** The kind of the input; detected by `detectConvertKind` when absent. */
  from?: ConvertFrom
  /** File name of the input, for detection. */
  fileName?: string
  /** Operation and identity (see `ConvertContext`); the identity is needed to write return-metadata from markdown. */
  context?: Partial<ConvertContext>
  /** Largest input read, in UTF-8 bytes; default 1 MiB. */
  maxBytes?: number
  /**
   * Converts what the lenient readers understand even when the input has
   * errors (they stay among the diagnostics). Default false: an input with
   * errors is refused.
   */
  lenient?: boolean
}

export interface ConvertTextResult {
  from: ConvertFrom
  /** The converted text; `null` when the conversion is refused (an error among the diagnostics). */
  output: string | null
  /** Problems of the input, then of the conversion, sorted by place in the input. */
  diagnostics: Diagnostic[]
  /** Why `output` is `null`: errors in the input, or a conversion that lacks what it needs. */
  refused?: 'input' | 'conversion'
  /**
   * The output linted as its target kind, positioned in the output: what the
   * input did not say (a markdown return's `summary` and runtime attestation
   * from return-metadata, for one) shows here. Empty when the output lints
   * clean; absent when there is no output.
   */
  outputDiagnostics?: Diagnostic[]
}

/** The kind of a `convert` input: `detectKind`'s answer, with JSON that is no return read as return-metadata. */
export function detectConvertKind(fileName: string | undefined, text: string): ConvertFrom {
  const kind = detectKind(fileName, text)
  const from = convertFrom.find((source) => source === kind)
  if (from) return from
  // A kind convert does not read is read as the return of its language; a kind in either language, by its first character.
  const language = kindLanguage(kind) ?? (/^\s*[{[]/.test(text) ? 'json' : 'markdown')
  return convertFrom.find((source) => kindLanguage(source) === language) ?? convertFrom[0]
}

/** A kind the caller names that `convert` does not read: linted as named (which says what is wrong), then read as return-metadata. */
function otherSource(from: string): Source {
  return {read: (text, options) => readJsonInput(text, lintJson(from as JsonKind, text, jsonOptionsOf(options)), parsedValue), toMeta: convertSources.meta.toMeta}
}

function lossDiagnostic(field: LostField, at: (pointer: string) => Place): Diagnostic {
  const shown = (value: unknown): string => {
    const text = jsonString(value) || String(value)
    return text.length > 60 ? text.slice(0, 57) + '…' : text
  }

  const message =
    field.kind === 'dropped'
      ? {messageId: 'dropped', data: {pointer: field.pointer}}
      : {messageId: 'changed', data: {pointer: field.pointer, value: shown(field.value), readBack: shown(field.readBack)}}
  return stamp(fieldNotConvertible, 'warning', {...message, place: at(field.pointer), pointer: field.pointer, note: 'See grammar/mapping.md.'})
}

/** A conversion, with the report its markdown output reads as (`null` for other outputs): `convertToProtocol` needs it, and the output is parsed once. */
export interface Conversion {
  result: ConvertTextResult
  outputReport: ReturnReport | null
}

function convert(text: string, options: ConvertTextOptions): Conversion {
  const from = options.from ?? detectConvertKind(options.fileName, text)
  const source = Object.hasOwn(convertSources, from) ? convertSources[from] : otherSource(from)
  const input = source.read(text, options)
  const diagnostics = [...input.diagnostics]
  // Errors of the input refuse the conversion unless lenient; errors of the conversion always do.
  const inputErrors = options.lenient === true ? 0 : countErrors(input.diagnostics)
  const done = (output: string | null): Conversion => {
    const refused = inputErrors > 0 ? 'input' : output === null || countErrors(diagnostics) > countErrors(input.diagnostics) ? 'conversion' : undefined
    const result: ConvertTextResult = {from, output: refused ? null : output, diagnostics: diagnostics.sort(compareDiagnostics)}
    let outputReport: ReturnReport | null = null
    if (refused) result.refused = refused
    else if (output !== null && options.to === 'markdown') {
      const parsed = parseReturn(output)
      result.outputDiagnostics = parsed.diagnostics
      outputReport = parsed.report
    } else if (output !== null) result.outputDiagnostics = lintJson('meta', output)
    return {result, outputReport}
  }
  if (inputErrors > 0) return done(null)
  if (options.to === 'markdown' && source.toMarkdown) return done(source.toMarkdown(input))
  const {meta, diagnostics: conversion} = source.toMeta(input, options)
  for (const diagnostic of conversion) diagnostics.push(diagnostic)
  if (!meta) return done(null)
  if (options.to === 'meta') return done(JSON.stringify(meta, null, 2) + '\n')
  for (const field of lostInMarkdown(meta)) diagnostics.push(lossDiagnostic(field, input.at))
  return done(renderReturn(fromReturnMeta(meta)))
}

/** `convertText`, with the report of its markdown output. */
export function convertReading(text: string, given: ConvertTextOptions): Conversion {
  const options = optionsOf(given)
  try {
    return convert(text, options)
  } catch (error) {
    return {result: {from: options.from ? options.from : convertFrom[0], output: null, refused: 'conversion', diagnostics: [internalError(error)]}, outputReport: null}
  }
}

/**
 * Converts an input text to markdown or return-metadata. Never throws; the
 * output is `null` when the input has errors or the conversion needs what it
 * was not given (identity, operation).
 */
export function convertText(text: string, given: ConvertTextOptions): ConvertTextResult {
  return convertReading(text, given).result
}
