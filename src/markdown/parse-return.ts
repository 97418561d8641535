/** `parseReturn`: markdown in, typed report, diagnostics and tree out; never throws. */
import type {Root} from 'mdast'
import {compareDiagnostics, type Diagnostic, type Place} from '../diagnostic.js'
import {applyDirectives} from '../lint/directives.js'
import {runRules} from '../lint/run-rules.js'
import type {RuleSettings} from '../lint/settings.js'
import {markdownRules} from '../rules/index.js'
import {inputNotTextRule, inputTooComplexRule, inputTooLargeRule, internalErrorRule} from '../rules/input.js'
import {stamp, type RuleMeta} from '../rules/rule.js'
import type {ReturnReport} from '../schema/report.js'
import {complexityMessage, complexityProblem} from './complexity.js'
import {createContext} from './context.js'
import {extractReport} from './extract.js'
import {readModel} from './read-model.js'
import {exceedsBytes} from './utf8.js'

/** Inputs above this many bytes get one diagnostic instead of a parse. */
export const defaultMaxBytes = 1024 * 1024

export interface ParseOptions extends RuleSettings {
  /** Largest input read, in UTF-8 bytes; default 1 MiB (`defaultMaxBytes`). */
  maxBytes?: number
}

export interface ParseResult {
  /** The typed report; `null` when there is no Status section or no valid `state`. */
  report: ReturnReport | null
  /** Every problem found, sorted by place. */
  diagnostics: Diagnostic[]
  /** The mdast tree of the whole input. */
  tree: Root
  /** Source span of every extracted value, keyed by JSON pointer into `report` (`/status/state`, `/deliverables/0/path`). */
  positions: ReadonlyMap<string, Place>
}

const start: Place = {line: 1, column: 1, endLine: 1, endColumn: 1}

function failure(rule: RuleMeta, message: string, place = start): ParseResult {
  return {
    report: null,
    diagnostics: [stamp(rule, 'error', {message, place})],
    tree: {type: 'root', children: []},
    positions: new Map()
  }
}

/**
 * Parses a child's markdown return. Whatever the input, the result is a
 * value: problems are diagnostics with a rule id and a place.
 */
export function parseReturn(markdown: string, options: ParseOptions = {}): ParseResult {
  if (typeof markdown !== 'string') {
    return failure(inputNotTextRule, `Unexpected ${markdown === null ? 'null' : typeof markdown} input, expected a string of markdown`)
  }

  const maxBytes = options.maxBytes ?? defaultMaxBytes
  if (exceedsBytes(markdown, maxBytes)) {
    return failure(inputTooLargeRule, `Unexpected input of more than ${maxBytes} bytes, expected a return within \`maxBytes\``)
  }

  // remark's time grows faster than the input on some shapes; those are refused before parsing.
  const tooComplex = complexityProblem(markdown)
  if (tooComplex) {
    const place = {line: tooComplex.line, column: 1, endLine: tooComplex.line, endColumn: 1}
    return failure(inputTooComplexRule, complexityMessage(tooComplex), place)
  }

  try {
    // A byte order mark is not text; fixes shift their offsets past it.
    const shift = markdown.charCodeAt(0) === 0xfeff ? 1 : 0
    const source = shift ? markdown.slice(1) : markdown
    const model = readModel(source)
    const {report, positions} = extractReport(model)
    const context = createContext(source, shift, model, report, positions)
    const diagnostics = applyDirectives(runRules(markdownRules, context, options), model.directives)
    return {report, diagnostics: diagnostics.sort(compareDiagnostics), tree: model.tree, positions}
  } catch (error) {
    return failure(internalErrorRule, `handback failed on this input: ${error instanceof Error ? error.message : String(error)}`)
  }
}
