/** `parseReturn`: markdown in, typed report, diagnostics and tree out; never throws. */
import type {Root} from 'mdast'
import {compareDiagnostics, type Diagnostic, type Place} from '../engine/diagnostic.js'
import {defaultMaxBytes, internalError, refuseInput} from '../engine/guard.js'
import {runRules} from '../engine/run-rules.js'
import type {RuleSettings} from '../engine/settings.js'
import {defaultComplexityLimits, measureComplexity} from '../markdown/complexity.js'
import {createContext, type MarkdownContext} from '../markdown/context.js'
import {extractReport} from '../markdown/extract.js'
import type {ReturnModel} from '../markdown/model.js'
import {readModel} from '../markdown/read-model.js'
import {markdownRules} from '../rules/markdown/index.js'
import {complexityRefusal} from './complexity-refusal.js'
import {applyInlineConfig} from './inline-config.js'
import type {ReturnReport} from '../schema/report.js'
import {optionsOf} from '../util/options.js'
import {settingsProblems} from './settings-check.js'
import {weighSignals} from './weigh-signals.js'
import {reportSignals} from '../signals/index.js'

export {defaultMaxBytes}

export interface ParseOptions extends RuleSettings {
  /** Largest input read, in UTF-8 bytes; default 1 MiB (`defaultMaxBytes`). */
  maxBytes?: number
}

export interface ParseResult {
  /** The typed report; `null` when there is no Status section or no valid `state`. */
  report: ReturnReport | null
  /** Every problem found, sorted by place. */
  diagnostics: Diagnostic[]
  /** What the text's own `handback-*` comments silenced, sorted by place; empty unless `inlineConfig` is on. */
  suppressed: Diagnostic[]
  /** The mdast tree of the whole input. */
  tree: Root
  /** Source span of every extracted value, keyed by JSON pointer into `report` (`/status/state`, `/deliverables/0/path`). */
  positions: ReadonlyMap<string, Place>
}

function failure(diagnostic: Diagnostic): ParseResult {
  return {report: null, diagnostics: [diagnostic], suppressed: [], tree: {type: 'root', children: []}, positions: new Map()}
}

/** A markdown text read once: what every set of rule settings is then checked against. */
export type ReturnReading =
  | {ok: false; refusal: Diagnostic}
  | {
      ok: true
      report: ReturnReport | null
      tree: Root
      positions: ReadonlyMap<string, Place>
      directives: ReturnModel['directives']
      context: MarkdownContext
      /** Estimated parse time of the text, in microseconds (`measureComplexity`). */
      parseWork: number
    }

/**
 * Reads `markdown` (refusing what is too large or too complex); rules run
 * later, with `diagnoseReturn`. `workLeft` lowers the parse-time bound (in
 * microseconds) for callers that read several texts in one answer.
 */
export function readReturn(markdown: string, maxBytes: number | undefined, workLeft = Number.POSITIVE_INFINITY): ReturnReading {
  const refused = refuseInput(markdown, maxBytes, 'markdown')
  if (refused) return {ok: false, refusal: refused}

  // remark's time grows faster than the input on some shapes; those are refused before parsing.
  const limits = workLeft < defaultComplexityLimits.parseWork ? {...defaultComplexityLimits, parseWork: Math.max(0, workLeft)} : defaultComplexityLimits
  const {problem: tooComplex, parseWork} = measureComplexity(markdown, limits)
  if (tooComplex) return {ok: false, refusal: complexityRefusal(tooComplex, limits)}

  try {
    // A byte order mark is not text; fixes shift their offsets past it.
    const shift = markdown.charCodeAt(0) === 0xfeff ? 1 : 0
    const source = shift ? markdown.slice(1) : markdown
    const model = readModel(source)
    const {report, positions, draft, draftPositions} = extractReport(model)
    // Rules read the draft: an invalid `state` must not hide the return's other problems.
    const context = createContext(source, shift, model, draft, draftPositions)
    // The report carries what was written and what the reading saw beside it; `decide` weighs both.
    if (report) {
      const signals = reportSignals(context, report)
      if (signals.length > 0) report.signals = signals
    }

    return {ok: true, report, tree: model.tree, positions, directives: model.directives, context, parseWork}
  } catch (error) {
    return {ok: false, refusal: internalError(error)}
  }
}

/** Runs the markdown rules with `options` over a reading. */
export function diagnoseReturn(reading: ReturnReading, options: ParseOptions): ParseResult {
  if (!reading.ok) return failure(reading.refusal)
  try {
    // The text's own `handback-*` comments count only when the caller opts in (`inlineConfig`).
    const found = weighSignals(runRules(markdownRules, {...reading.context, settings: options}, options), options)
    const weighed = applyInlineConfig(found, reading.directives, options)
    const diagnostics = [...settingsProblems(options), ...weighed.diagnostics]
    return {report: reading.report, diagnostics: diagnostics.sort(compareDiagnostics), suppressed: weighed.suppressed.sort(compareDiagnostics), tree: reading.tree, positions: reading.positions}
  } catch (error) {
    return failure(internalError(error))
  }
}

/**
 * Parses a child's markdown return. Whatever the input, the result is a
 * value: problems are diagnostics with a rule id and a place.
 */
export function parseReturn(markdown: string, given: ParseOptions = {}): ParseResult {
  const options = optionsOf(given)
  return diagnoseReturn(readReturn(markdown, options.maxBytes), options)
}
