/**
 * A rule's documentation as markdown, built from its metadata only: the entry
 * in `grammar/rules.md` and the `help` of SARIF rules both come from here.
 */
import type {RuleMeta} from '../engine/rule.js'
import {inputKinds, type InputKind} from '../kinds/detect.js'
import {kindLanguage} from '../kinds/detect.js'
import type {RegisteredRule, RuleKind} from '../kinds/rules.js'

/** A fence longer than any run of backticks in `text`, so examples that hold fences stay intact. */
function fenceFor(text: string): string {
  let longest = 0
  for (const match of text.matchAll(/`+/g)) longest = Math.max(longest, match[0].length)
  return '`'.repeat(Math.max(3, longest + 1))
}

/** Examples in parentheses describe an input instead of showing one (a 5 MB log, a value that is not a string). */
function isDescription(example: string): boolean {
  return /^\(.*\)$/s.test(example.trim())
}

function languageOf(kind: RuleKind | undefined, example: string): string {
  if (/^[A-Za-z]\w*\(.*\)$/s.test(example.trim())) return 'js'
  // A kind in either language (a packet, a checklist), a check and a conversion show JSON.
  const input = inputKinds.find((candidate): candidate is InputKind => candidate === kind)
  return (input && kindLanguage(input)) ?? 'json'
}

/** One example as a fenced block (or an italic line when it only describes the input). */
function exampleBlock(kind: RuleKind | undefined, example: string): string {
  if (isDescription(example)) return `*${example.trim()}*\n`
  const body = example.endsWith('\n') ? example : example + '\n'
  const fence = fenceFor(body)
  return `${fence}${languageOf(kind, example)}\n${body}${fence}\n`
}

function severityText(rule: RuleMeta): string {
  if (rule.optIn === true) return `off unless enabled in the configuration (\`"rules": {"${rule.id}": "${rule.severity === 'warning' ? 'warn' : rule.severity}"}\`), in every preset`
  if (rule.severity === 'warning' && rule.keptInStrict !== true) return 'warning (`recommended`), error (`strict`)'
  return `${rule.severity} (\`recommended\` and \`strict\`)`
}

/** The rule's messages by id, as a list; `{{name}}` stands for a value the diagnostic's `data` gives. */
function messagesList(rule: RuleMeta): string {
  return Object.entries(rule.messages)
    .map(([id, template]) => `- \`${id}\`: ${template}`)
    .join('\n')
}

/** The body of a rule's documentation, without a heading: what, why, severity, fixable, messages, examples. */
export function ruleHelpMarkdown(rule: RegisteredRule): string {
  const kind = rule.kinds[0]
  return [
    `${rule.description}\n`,
    `${rule.rationale}\n`,
    `- Input: ${rule.kinds.join(', ')}\n- Severity: ${severityText(rule)}\n- Fixable: ${rule.fixable ? 'yes, with `--fix`' : 'no'}\n`,
    `Messages (\`messageId\`: text, \`{{name}}\` filled from \`data\`):\n\n${messagesList(rule)}\n`,
    'Wrong:\n',
    exampleBlock(kind, rule.wrong),
    'Right:\n',
    exampleBlock(kind, rule.right)
  ].join('\n')
}

/** The same documentation as plain text, for consumers that do not render markdown. */
export function ruleHelpText(rule: RuleMeta): string {
  return `${rule.description}\n\n${rule.rationale}\n\nWrong:\n${rule.wrong.trimEnd()}\n\nRight:\n${rule.right.trimEnd()}\n`
}
