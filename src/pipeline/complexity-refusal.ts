/** The `input-too-complex` diagnostic for a text a pre-scan refuses: markdown at the line where it crossed the bound, JSON at its start. */
import type {Diagnostic} from '../engine/diagnostic.js'
import {refusal} from '../engine/guard.js'
import {inputTooComplexRule, maxJsonValues} from '../engine/input-rules.js'
import type {JsonDocument} from '../json/document.js'
import {complexityMessage, defaultComplexityLimits, type ComplexityLimits, type ComplexityProblem} from '../markdown/complexity.js'

export function complexityRefusal(problem: ComplexityProblem, limits: Readonly<ComplexityLimits> = defaultComplexityLimits): Diagnostic {
  const place = {line: problem.line, column: 1, endLine: problem.line, endColumn: 1}
  return refusal(inputTooComplexRule, complexityMessage(problem, limits), place)
}

/** JSON holding more values than any return file: refused before it was parsed. */
export function jsonComplexityRefusal(document: JsonDocument): Diagnostic | undefined {
  if (!document.tooManyValues) return undefined
  const message = `Unexpected JSON holding more than ${maxJsonValues.toLocaleString('en-US')} values, expected a return file (real ones hold about 100)`
  return refusal(inputTooComplexRule, message, document.place(0, 0))
}
