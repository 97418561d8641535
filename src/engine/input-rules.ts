/**
 * Rules about the input as a whole. They have no check of their own: the
 * parser reports them before (or instead of) reading the text.
 */
import type {RuleMeta} from './rule.js'
import {maxJsonValues, maxReportValues} from '../util/bounds.js'
import {groupedDigits} from '../util/describe.js'

export const inputTooLargeRule: RuleMeta = {
  id: 'input-too-large',
  severity: 'error',
  fixable: false,
  description: 'The input is larger than `maxBytes` (1 MiB by default) and is not read.',
  rationale: 'A return is a page of text; megabytes mean a runaway child, and refusing them keeps every parent’s time bounded.',
  wrong: '(a 5 MB log pasted as the result)',
  right: '(the return, with a path to the log under Evidence)',
  messages: {tooLarge: 'Unexpected input of more than {{limit}} bytes, expected a return within `maxBytes`'}
}

/** JSON holding more values is refused before it is parsed; a caller's object holding more is not read (see `util/bounds.ts`). */
export {maxJsonValues}

/** The bound on a report (or an option) a caller hands to handback (see `util/bounds.ts`). */
export {maxReportValues}

/** Most lines of a `todos` checklist read: one action per line, and real ones hold tens; each line past it could be a diagnostic. */
export const maxChecklistLines = 5000

export const inputTooComplexRule: RuleMeta = {
  id: 'input-too-complex',
  severity: 'error',
  fixable: false,
  description: 'The input is markdown whose parse time grows faster than its size, or JSON or a checklist too long to check.',
  rationale: 'The markdown parser slows down faster than the input grows on some shapes (containers nested deep, lists and block quotes closed, lazy lines, setext underlines, many `*`, `_`, `[`, `<` or unclosed inline HTML and code spans in one paragraph). A linear scan estimates that superlinear part of the parse time before parsing and refuses more than 32 nested containers or an estimate above 300 ms; every other shape is linear in remark, bounded by `maxBytes` alone, so a realistic return of any size under it is read. JSON is refused, before it is parsed, beyond ' +
    groupedDigits(maxJsonValues) +
    ' values (objects, arrays, strings, numbers, booleans, nulls): real return files hold about 100, and checking a value costs up to ~100 µs (a list of empty objects is a diagnostic per missing field, and a parent\u2019s review reads the file twice). A `todos` checklist is refused beyond ' +
    groupedDigits(maxChecklistLines) +
    ' lines, where each line could be a diagnostic.',
  wrong: '(ten thousand lines of `- - x`, or one paragraph of 100,000 `*a`)',
  right: '(the return: four short sections, with long logs left in files named under Evidence)',
  messages: {
    nestedTooDeep: 'Unexpected block quotes and list items nested more than {{depth}} deep, expected at most {{depth}}',
    tooHeavy: 'Unexpected input this heavy to parse, expected at most {{ms}} ms of estimated parsing that grows faster than the input: by this line, mostly its {{most}}',
    jsonTooLong: 'Unexpected JSON holding more than {{limit}} values, expected a return file (real ones hold about 100)',
    checklistTooLong: 'Unexpected checklist of more than {{limit}} lines, expected one action per line (real ones hold tens)'
  }
}

export const inputNotTextRule: RuleMeta = {
  id: 'input-not-text',
  severity: 'error',
  fixable: false,
  description: 'The value given to the parser is not a string.',
  rationale: 'Callers in JavaScript can pass anything; they get a diagnostic instead of an exception.',
  wrong: 'parseReturn(undefined)',
  right: "parseReturn('## Status\\nstate: SUCCESS\\nsummary: Done.\\n')",
  messages: {notText: 'Unexpected {{value}} input, expected a string of {{language}}'}
}

export const internalErrorRule: RuleMeta = {
  id: 'internal-error',
  severity: 'error',
  fixable: false,
  description: 'handback itself failed on this input: a bug to report, with the input attached.',
  rationale: 'The library promises never to throw; when something inside fails anyway, the failure is reported like any other problem.',
  wrong: '(any input that triggers a bug)',
  right: '(the same input, once the bug is fixed)',
  messages: {failed: 'handback failed on this input: {{error}}', failedOnValue: 'handback failed on this value: {{error}}',
    failedOnReport: 'handback failed on this report: {{error}}', ruleFailed: 'Rule `{{rule}}` failed: {{error}}'}
}

export const optionInvalidRule: RuleMeta = {
  id: 'option-invalid',
  severity: 'error',
  fixable: false,
  description: 'A function was given an option it cannot act on, such as an unknown input kind; the input is not read.',
  rationale: 'Callers in JavaScript can pass anything; a kind that names no rule set gets a diagnostic instead of an exception or a guess.',
  wrong: "lintText(text, {kind: 'yaml'})",
  right: "lintText(text, {kind: 'meta'})",
  messages: {
    invalidOption: 'Unexpected {{option}} {{value}}, expected {{expected}}',
    contextTooLarge: "Unexpected context of more than {{limit}} values (or one that cannot be read), expected the operation and the child's identity"
  }
}

export const configInvalidRule: RuleMeta = {
  id: 'config-invalid',
  severity: 'error',
  fixable: false,
  description: 'The `preset` or `rules` option names a preset, rule or severity handback does not know; the input is still checked.',
  rationale:
    'A misspelt preset or rule id would otherwise be ignored without a word, and the checks the caller asked for would silently not run; the diagnostic names the nearest valid word.',
  wrong: "lintText(text, {preset: 'strictt', rules: {'key-styl': 'warn'}})",
  right: "lintText(text, {preset: 'strict', rules: {'key-style': 'warn'}})",
  messages: {
    signaturesNotArray: 'Unexpected signatures {{value}}, expected an array of {id, kind, pattern}',
    signatureInvalid: 'Unexpected signature {{index}}, expected an object with a string `id` and `pattern`',
    signatureKindUnknown: 'Unexpected kind {{kind}} of signature `{{id}}`, expected one of {{kinds}}{{suggestion}}',
    signaturePatternInvalid: 'Unexpected pattern of signature `{{id}}`: it is not a valid regular expression',
    presetUnknown: 'Unexpected preset {{preset}}, expected `recommended` or `strict`{{suggestion}}',
    rulesNotObject: 'Unexpected rules {{value}}, expected an object of rule ids to severities',
    ruleUnknown: 'Unexpected rule `{{id}}` in `rules`, expected a rule id{{suggestion}}',
    severityInvalid: 'Unexpected severity {{severity}} for `{{id}}`, expected `off`, `info`, `warn`, `error`, 0, 1 or 2{{suggestion}}'
  }
}

/** The guards every pipeline shares, whatever the kind. */
export const inputRules: readonly RuleMeta[] = [inputTooLargeRule, inputTooComplexRule, inputNotTextRule, optionInvalidRule, configInvalidRule, internalErrorRule]
