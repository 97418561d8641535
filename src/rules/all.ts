/**
 * Every rule handback knows, whatever the input kind: the single list that
 * documentation, configuration checks and the SARIF reporter read. Rules of a
 * new input kind are appended here.
 */
import {markdownRules} from './index.js'
import {inputNotTextRule, inputTooComplexRule, inputTooLargeRule, internalErrorRule} from './input.js'
import {convertRules} from './convert-rules.js'
import {jsonRules} from './json-rules.js'
import type {RuleMeta} from './rule.js'

export const allRules: readonly RuleMeta[] = [...markdownRules, ...jsonRules, ...convertRules, inputTooLargeRule, inputTooComplexRule, inputNotTextRule, internalErrorRule]

/** Finds a rule's metadata by id. */
export function ruleById(id: string): RuleMeta | undefined {
  return allRules.find((rule) => rule.id === id)
}
