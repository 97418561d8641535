/** `handback explain RULE`: a rule's documentation, from its metadata (the text of its `grammar/rules.md` entry). */
import {parseArgs} from 'node:util'
import {ruleUrl} from '../engine/rule.js'
import {ruleHelpMarkdown} from '../reporters/rule-doc.js'
import {ruleIds} from '../rules/rule-ids.js'
import {nearest} from '../util/suggest.js'
import type {Io} from './io.js'
import {explainUsage} from './usage.js'
import {UsageError} from './usage-error.js'

export async function explainCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({args: argv, allowPositionals: true, strict: true, options: {help: {type: 'boolean', short: 'h'}}})
  if (values.help) {
    io.stdout(explainUsage)
    return 0
  }

  if (positionals.length !== 1) throw new UsageError('explain takes one rule id, such as `section-missing` (the rule table is in grammar/rules.md)')
  const id = positionals[0]!
  if (!ruleIds.includes(id)) {
    const found = nearest(id, ruleIds, 3)
    throw new UsageError(`unknown rule \`${id}\`${found ? `, did you mean \`${found}\`?` : ''}`)
  }

  // The rules (and zod) load only once the id is known to exist.
  const {allRules} = await import('../kinds/rules.js')
  const rule = allRules.find((candidate) => candidate.id === id)!
  io.stdout(`# ${rule.id}\n\n${ruleHelpMarkdown(rule)}\nMore: ${ruleUrl(rule.id)}\n`)
  return 0
}
