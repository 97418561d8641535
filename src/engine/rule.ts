/**
 * What a rule is: metadata (the single source of its documentation) plus a
 * check. Checks call `context.report`; the rule id, severity, source and url
 * are stamped centrally by the runner, never by a rule.
 */
import pkg from '../../package.json' with {type: 'json'}
import type {Diagnostic, Fix, Place, Severity} from './diagnostic.js'

export interface RuleMeta {
  /** Kebab-case, saying what is wrong. */
  id: string
  /** Severity in the `recommended` preset; `strict` makes every warning an error. */
  severity: Severity
  /** Whether the rule offers fixes that `--fix` applies. */
  fixable: boolean
  /** One line: what the rule reports. */
  description: string
  /** Why it matters. */
  rationale: string
  /** An input the rule reports, and the same input put right. */
  wrong: string
  right: string
  /**
   * Options the examples are linted with, for rules that check what the file
   * alone cannot tell (an expected session id, a previous version); the rule is
   * silent without them.
   */
  exampleOptions?: Readonly<Record<string, unknown>>
  /**
   * The `strict` preset leaves this rule's warning a warning: for a rule whose
   * finding must not change which errors an input gets (`inline-config-ignored`).
   * An explicit severity for the rule still applies.
   */
  keptInStrict?: boolean
  /**
   * Off unless the settings give the rule a severity (`"rules": {"id": "error"}`),
   * in every preset: for checks some teams rely on that the contract does not make.
   */
  optIn?: boolean
  /**
   * The rule's messages by id, as ESLint's `meta.messages`: a finding names one
   * (`messageId`) and gives the values of its `{{placeholders}}` (`data`); the
   * text is formatted in one place (`formatMessage`), never by the rule.
   */
  messages: Readonly<Record<string, string>>
}

/** The values of a message's placeholders. */
export type MessageData = Readonly<Record<string, string | number>>

/** What a check hands to `report`: everything but the stamps. */
export interface Finding<Id extends string = string> {
  /** A key of the rule's `messages`. */
  messageId: Id
  /** Values of the message's placeholders; values from the checked text keep the message's quoting (`` `{{value}}` ``). */
  data?: MessageData
  /** The named signal that fired, for findings of the reading. */
  signal?: string
  place: Place
  pointer?: string
  expected?: string[]
  note?: string
  cause?: {message: string; place: Place}
  fix?: Fix
}

/** A rule: its metadata, its messages by id, and a check that may report only the ids it declares (a type error otherwise). */
export interface Rule<Context, Id extends string = string> extends RuleMeta {
  messages: Readonly<Record<Id, string>>
  check(context: Context & {report(finding: Finding<Id>): void}): void
}

/** The project's home page (`homepage` in package.json, without its fragment): SARIF's `informationUri`. */
export const projectUrl = pkg.homepage.split('#')[0]!

/**
 * The rules' documentation on the `main` branch: no release is tagged yet, and a link to a
 * missing tag is a dead link. Once versions are tagged, `v${pkg.version}` pins the text of the rules that ran.
 */
const documentationRef = 'main'
const documentationUrl = `${projectUrl}/blob/${documentationRef}/grammar/rules.md`

/** Where a rule is documented: its entry in `grammar/rules.md`, as an absolute URL (SARIF `helpUri`, editors). */
export function ruleUrl(id: string): string {
  return `${documentationUrl}#${id}`
}

/** Longest message kept whole, and longest quoted span in a longer one. */
const messageBound = 600
const quoteBound = 80

/** `text` cut to at most `length` UTF-16 units, never inside a surrogate pair, with `…` when cut. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text
  const code = text.charCodeAt(length - 1)
  const end = code >= 0xd800 && code <= 0xdbff ? length - 1 : length
  return `${text.slice(0, end)}…`
}

/**
 * A message quoting the checked text can be as long as that text: its quoted
 * spans are shortened, so every output stays in proportion to the problems,
 * not to the bytes of one value.
 */
export function boundedMessage(message: string): string {
  if (message.length <= messageBound) return message
  const shortened = message.replace(/`([^`]*)`/g, (span: string, inner: string) => (inner.length > quoteBound ? `\`${cut(inner, quoteBound)}\`` : span))
  return cut(shortened, messageBound)
}

const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g

/**
 * A message's text: each `{{name}}` replaced by `data[name]`, one pass, so a
 * value holding `{{…}}` is never formatted again; a placeholder without a value
 * stays as written, as in ESLint.
 */
function formatMessage(template: string, data: MessageData = {}): string {
  return template.replace(placeholder, (whole: string, name: string) => (Object.hasOwn(data, name) ? String(data[name]) : whole))
}

/** The names of the placeholders a message template holds. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1]!)
}

/** Turns a finding into a diagnostic with the rule's stamps; a message id the rule does not declare is a bug of the rule, thrown. */
export function stamp(rule: RuleMeta, severity: Severity, finding: Finding): Diagnostic {
  if (!Object.hasOwn(rule.messages, finding.messageId)) throw new Error(`Rule \`${rule.id}\` reported the undeclared message id \`${finding.messageId}\``)
  const diagnostic: Diagnostic = {
    ruleId: rule.id,
    source: 'handback',
    severity,
    message: boundedMessage(formatMessage(rule.messages[finding.messageId]!, finding.data)),
    messageId: finding.messageId,
    line: finding.place.line,
    column: finding.place.column,
    endLine: finding.place.endLine,
    endColumn: finding.place.endColumn,
    url: ruleUrl(rule.id)
  }
  // Data quotes the checked text as the message does: each value is bounded as a message is, so no output grows with one value.
  if (finding.data !== undefined) diagnostic.data = Object.fromEntries(Object.entries(finding.data).map(([name, value]) => [name, typeof value === 'string' ? cut(value, messageBound) : value]))
  if (finding.signal !== undefined) diagnostic.signal = finding.signal
  if (finding.pointer !== undefined) diagnostic.pointer = finding.pointer
  if (finding.expected) diagnostic.expected = finding.expected
  if (finding.note !== undefined) diagnostic.note = finding.note
  if (finding.cause) diagnostic.cause = {message: boundedMessage(finding.cause.message), ...finding.cause.place}
  if (finding.fix) diagnostic.fix = finding.fix
  return diagnostic
}
