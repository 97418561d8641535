/** The `input-too-complex` diagnostic for a text a pre-scan refuses: markdown and checklists at the line where they crossed the bound, JSON at its start. */
import type {Diagnostic} from '../engine/diagnostic.js'
import {refusal} from '../engine/guard.js'
import {inputTooComplexRule, maxChecklistLines, maxJsonValues} from '../engine/input-rules.js'
import type {JsonDocument} from '../json/document.js'
import {complexityMessage, defaultComplexityLimits, type ComplexityLimits, type ComplexityProblem} from '../markdown/complexity.js'
import {groupedDigits} from '../util/describe.js'

export function complexityRefusal(problem: ComplexityProblem, limits: Readonly<ComplexityLimits> = defaultComplexityLimits): Diagnostic {
  const place = {line: problem.line, column: 1, endLine: problem.line, endColumn: 1}
  const {messageId, data} = complexityMessage(problem, limits)
  return refusal(inputTooComplexRule, messageId, data, place)
}

/** JSON holding more values than any return file: refused before it was parsed. */
export function jsonComplexityRefusal(document: JsonDocument): Diagnostic | undefined {
  if (!document.tooManyValues) return undefined
  return refusal(inputTooComplexRule, 'jsonTooLong', {limit: groupedDigits(maxJsonValues)}, document.place(0, 0))
}

/** A `todos` checklist longer than any real one (each line could be a diagnostic): refused at its first line past the bound. */
export function checklistComplexityRefusal(text: string): Diagnostic | undefined {
  let lines = 1
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    if (++lines > maxChecklistLines) {
      const place = {line: lines, column: 1, endLine: lines, endColumn: 1}
      return refusal(inputTooComplexRule, 'checklistTooLong', {limit: groupedDigits(maxChecklistLines)}, place)
    }
  }

  return undefined
}
