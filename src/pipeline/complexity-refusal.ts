/** The `input-too-complex` diagnostic for a text a pre-scan refuses: markdown and checklists at the line where they crossed the bound, JSON at its start. */
import type {Diagnostic} from '../engine/diagnostic.js'
import {refusal} from '../engine/guard.js'
import {inputTooComplexRule, maxChecklistLines, maxJsonValues} from '../engine/input-rules.js'
import type {JsonDocument} from '../json/document.js'
import {complexityMessage, defaultComplexityLimits, type ComplexityLimits, type ComplexityProblem} from '../markdown/complexity.js'
import {groupedDigits} from '../util/describe.js'

export function complexityRefusal(problem: ComplexityProblem, limits: Readonly<ComplexityLimits> = defaultComplexityLimits): Diagnostic {
  const place = {line: problem.line, column: 1, endLine: problem.line, endColumn: 1}
  return refusal(inputTooComplexRule, complexityMessage(problem, limits), place)
}

/** JSON holding more values than any return file: refused before it was parsed. */
export function jsonComplexityRefusal(document: JsonDocument): Diagnostic | undefined {
  if (!document.tooManyValues) return undefined
  const message = `Unexpected JSON holding more than ${groupedDigits(maxJsonValues)} values, expected a return file (real ones hold about 100)`
  return refusal(inputTooComplexRule, message, document.place(0, 0))
}

/** A `todos` checklist longer than any real one (each line could be a diagnostic): refused at its first line past the bound. */
export function checklistComplexityRefusal(text: string): Diagnostic | undefined {
  let lines = 1
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    if (++lines > maxChecklistLines) {
      const place = {line: lines, column: 1, endLine: lines, endColumn: 1}
      return refusal(inputTooComplexRule, `Unexpected checklist of more than ${groupedDigits(maxChecklistLines)} lines, expected one action per line (real ones hold tens)`, place)
    }
  }

  return undefined
}
