/**
 * `fixReturn`: applies every fix rules offer, pass after pass, and keeps the
 * result only if the report read from it is the report read before. A fix
 * that would change meaning is a bug; the text is then returned unchanged.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {fixesIn, runFixPasses} from '../engine/fix-passes.js'
import {defaultComplexityLimits} from '../markdown/complexity.js'
import {diagnoseReturn, readReturn, type ParseOptions, type ParseResult, type ReturnReading} from './parse-return.js'
import {optionsOf} from '../util/options.js'

export interface FixResult {
  /** The fixed text; the input itself when nothing could be fixed safely. */
  output: string
  changed: boolean
  /** Diagnostics of the output: what is left to fix by hand. */
  diagnostics: Diagnostic[]
  /** What the output's own `handback-*` comments silenced (markdown, with `inlineConfig`); empty otherwise. */
  suppressed: Diagnostic[]
  /** False when the fixes were refused because the report would have changed. */
  meaningPreserved: boolean
}

/** What fixes must keep: the report, or, when `state` is invalid, the rest of the return as read. */
function meaningOf(reading: ReturnReading): string {
  if (!reading.ok) return 'unreadable'
  // What the reading saw is part of the meaning; the lines it names move when a fix adds or joins lines.
  const extracted = reading.context.extracted
  return JSON.stringify(extracted?.signals ? {...extracted, signals: extracted.signals.map(({signal, text}) => ({signal, text}))} : extracted)
}

/** A text read once and checked with every fixable rule on. */
interface Pass {
  reading: ReturnReading
  result: ParseResult
}

export function fixReturn(markdown: string, given: ParseOptions = {}): FixResult {
  const options = optionsOf(given)
  // Fixes are computed with every fixable rule on, whatever the severities say.
  const all = {...options, rules: {}}
  // Each text is parsed once; the rules then run on that reading with whichever settings are asked.
  // Every pass parses the text again: together they stay within twice the parse time one text may take.
  let workLeft = 2 * defaultComplexityLimits.parseWork
  const read = (text: string): Pass => {
    const reading = readReturn(text, options.maxBytes, workLeft)
    if (reading.ok) workLeft -= reading.parseWork
    return {reading, result: diagnoseReturn(reading, all)}
  }

  const first = read(markdown)
  // Text with no report and no `state` to correct is not a return: with no meaning to hold fixes to, it is never rewritten.
  if (first.result.report === null && !first.result.diagnostics.some((diagnostic) => diagnostic.ruleId === 'state-invalid')) {
    const {diagnostics, suppressed} = diagnoseReturn(first.reading, options)
    return {output: markdown, changed: false, diagnostics, suppressed, meaningPreserved: true}
  }

  const passes = runFixPasses(
    markdown,
    first,
    (pass) => fixesIn(pass.result.diagnostics),
    (text) => {
      const pass = read(text)
      // A fix that leaves the text unreadable (too large or too complex), or a pass past the time bound, is not applied.
      return pass.reading.ok ? pass : undefined
    }
  )
  const meaningPreserved = meaningOf(passes.reading.reading) === meaningOf(first.reading)
  const kept = meaningPreserved ? passes.reading : first
  const {diagnostics, suppressed} = diagnoseReturn(kept.reading, options)
  return {output: meaningPreserved ? passes.text : markdown, changed: meaningPreserved && passes.text !== markdown, diagnostics, suppressed, meaningPreserved}
}
