/**
 * The input guards every pipeline shares: text that is not a string or is
 * too large is refused before it is read, and a failure inside handback
 * becomes an `internal-error` diagnostic instead of an exception.
 */
import type {Diagnostic, Place} from './diagnostic.js'
import {inputNotTextRule, inputTooComplexRule, inputTooLargeRule, internalErrorRule, optionInvalidRule} from './input-rules.js'
import {stamp, type MessageData, type RuleMeta} from './rule.js'
import {describeValue, errorText} from '../util/describe.js'
import {exceedsBytes} from '../util/utf8.js'

/** Inputs above this many UTF-8 bytes get one diagnostic instead of a read. */
export const defaultMaxBytes = 1024 * 1024

const start: Place = {line: 1, column: 1, endLine: 1, endColumn: 1}

/** One error of an input rule, at the start of the input unless placed. */
export function refusal(rule: RuleMeta, messageId: string, data: MessageData, place: Place = start): Diagnostic {
  return stamp(rule, 'error', {messageId, data, place})
}

/** The diagnostic for a failure inside handback itself. */
export function internalError(error: unknown): Diagnostic {
  return refusal(internalErrorRule, 'failed', {error: errorText(error)})
}

const refusalIds = new Set([inputNotTextRule.id, inputTooLargeRule.id, inputTooComplexRule.id, optionInvalidRule.id, internalErrorRule.id])

/** Whether a diagnostic says the input was not read at all. */
export function isRefusal(diagnostic: Diagnostic): boolean {
  return refusalIds.has(diagnostic.ruleId)
}

/** The refusal of an option no pipeline can act on: `what` names it, `expected` what it takes. */
export function invalidOption(what: string, value: unknown, expected: string): Diagnostic {
  const shown = typeof value === 'string' ? `\`${value.slice(0, 40)}\`` : describeValue(value)
  return refusal(optionInvalidRule, 'invalidOption', {option: what, value: shown, expected})
}

/**
 * Checks what a pipeline is given before reading it: the refusal, or
 * undefined when `text` is a string within `maxBytes` (default 1 MiB).
 * `language` names what was expected (`markdown`, `JSON`).
 */
export function refuseInput(text: unknown, maxBytes: unknown, language: string): Diagnostic | undefined {
  if (typeof text !== 'string') return refusal(inputNotTextRule, 'notText', {value: describeValue(text), language})
  const limit = typeof maxBytes === 'number' && maxBytes >= 0 ? maxBytes : defaultMaxBytes
  if (exceedsBytes(text, limit)) return refusal(inputTooLargeRule, 'tooLarge', {limit})
  return undefined
}
