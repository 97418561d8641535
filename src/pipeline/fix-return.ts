/**
 * `fixReturn`: applies every fix rules offer, pass after pass, and keeps the
 * result only if the report read from it is the report read before. A fix
 * that would change meaning is a bug; the text is then returned unchanged.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {fixesIn, runFixPasses} from '../engine/fix-passes.js'
import {isRefusal} from '../engine/guard.js'
import {extractReport} from '../markdown/extract.js'
import {readModel} from '../markdown/read-model.js'
import {parseReturn, type ParseOptions, type ParseResult} from './parse-return.js'
import {optionsOf} from '../util/options.js'

export interface FixResult {
  /** The fixed text; the input itself when nothing could be fixed safely. */
  output: string
  changed: boolean
  /** Diagnostics of the output: what is left to fix by hand. */
  diagnostics: Diagnostic[]
  /** False when the fixes were refused because the report would have changed. */
  meaningPreserved: boolean
}

/** What fixes must keep: the report, or, when `state` is invalid, the rest of the return as read. */
function meaningOf(text: string, result: ParseResult): string {
  if (result.report !== null) return JSON.stringify(result.report)
  try {
    return JSON.stringify(extractReport(readModel(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)).draft)
  } catch {
    return 'unreadable'
  }
}

export function fixReturn(markdown: string, given: ParseOptions = {}): FixResult {
  const options = optionsOf(given)
  // Fixes are computed with every fixable rule on, whatever the severities say.
  const all = {...options, rules: {}}
  const first = parseReturn(markdown, all)
  // Text with no report and no `state` to correct is not a return: with no meaning to hold fixes to, it is never rewritten.
  if (first.report === null && !first.diagnostics.some((diagnostic) => diagnostic.ruleId === 'state-invalid')) {
    return {output: markdown, changed: false, diagnostics: parseReturn(markdown, options).diagnostics, meaningPreserved: true}
  }

  const before = meaningOf(markdown, first)
  const passes = runFixPasses(
    markdown,
    first,
    (result) => fixesIn(result.diagnostics),
    (text) => {
      const result = parseReturn(text, all)
      // A fix that leaves the text unreadable (too large or too complex) is not applied.
      return result.diagnostics.some(isRefusal) ? undefined : result
    }
  )
  const meaningPreserved = meaningOf(passes.text, passes.reading) === before
  const output = meaningPreserved ? passes.text : markdown
  // Without per-rule settings the last reading already is the answer: no need to parse the output again.
  const noRuleSettings = options.rules === undefined || (typeof options.rules === 'object' && options.rules !== null && Object.keys(options.rules).length === 0)
  const reading = noRuleSettings ? (output === passes.text ? passes.reading : first) : parseReturn(output, options)
  return {output, changed: output !== markdown, diagnostics: reading.diagnostics, meaningPreserved}
}
