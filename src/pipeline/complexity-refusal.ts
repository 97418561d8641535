/** The `input-too-complex` diagnostic for a text the pre-scan refuses, at the line where it crossed the bound. */
import type {Diagnostic} from '../engine/diagnostic.js'
import {refusal} from '../engine/guard.js'
import {inputTooComplexRule} from '../engine/input-rules.js'
import {complexityMessage, defaultComplexityLimits, type ComplexityLimits, type ComplexityProblem} from '../markdown/complexity.js'

export function complexityRefusal(problem: ComplexityProblem, limits: Readonly<ComplexityLimits> = defaultComplexityLimits): Diagnostic {
  const place = {line: problem.line, column: 1, endLine: problem.line, endColumn: 1}
  return refusal(inputTooComplexRule, complexityMessage(problem, limits), place)
}
