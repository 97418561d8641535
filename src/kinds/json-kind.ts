/**
 * What the JSON kinds share: the text read once, with positions, and linted
 * by the kind's rules; the report, the decision and the correction's rewrite
 * then start from the value read, never from the text again.
 */
import {countErrors, type Diagnostic} from '../engine/diagnostic.js'
import {jsonKinds, type JsonKind} from './traits.generated.js'
import {isObject, readJson} from '../json/document.js'
import {fixJson, lintJson, readJsonInput} from '../pipeline/lint-json.js'
import type {Decision, DecideOptions} from '../postflight/decide.js'
import {jsonRewriteText} from '../postflight/json-rewrite.js'
import type {Kind} from '../postflight/kind.js'
import type {ReturnReport} from '../schema/report.js'

export interface JsonKindSpec {
  /** The correction's first sentence. */
  subject: string
  /** The report a value without errors stands for, and the decision on it; none for a kind that is no return of its own. */
  report?: (value: Record<string, unknown>) => {report: ReturnReport | null; decide: (options: DecideOptions) => Decision}
  /** The value, as read tolerantly, rewritten for the child; none for a kind without a rewrite. */
  rewrite?: (value: unknown, diagnostics: readonly Diagnostic[]) => string | undefined
}

/** A JSON rewrite as the child reads it, when it fits. */
function fitted(rewrite: string | undefined, room: number): string | null | undefined {
  if (rewrite === undefined) return undefined
  const text = jsonRewriteText(rewrite)
  return text.length <= room ? text : null
}

export function jsonKind(name: JsonKind, spec: JsonKindSpec): Kind {
  const rewriteOf = (value: unknown, diagnostics: readonly Diagnostic[], room: number): string | null | undefined => (spec.rewrite ? fitted(spec.rewrite(value, diagnostics), room) : undefined)
  return {
    name,
    // The kind's rules, as linting runs them: its traits.ts names them.
    rules: jsonKinds[name].rules,
    // JSON has no comments: nothing is ever suppressed.
    lint: (text, options) => ({diagnostics: lintJson(name, text, options), suppressed: []}),
    fix: (text, options) => fixJson(name, text, options),
    read(text, options) {
      const {diagnostics, document} = readJsonInput(name, text, options)
      const value = document?.value
      const read = spec.report && countErrors(diagnostics) === 0 && isObject(value) ? spec.report(value) : {report: null}
      return {diagnostics, ...read, rewrite: (given, room) => (document ? rewriteOf(document.tolerantValue, given, room) : undefined)}
    },
    correction: {
      subject: spec.subject,
      rewrite: (source, diagnostics, room) => (spec.rewrite ? rewriteOf(readJson(source).tolerantValue, diagnostics, room) : undefined)
    }
  }
}
