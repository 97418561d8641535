/** Runs a list of rules over one context, stamping what they find. */
import type {Diagnostic, Severity} from './diagnostic.js'
import type {Finding, Rule} from './rule.js'
import {stamp} from './rule.js'
import {internalErrorRule} from './input-rules.js'
import {resolveSeverity, type RuleSettings} from './settings.js'

export function runRules<Context>(rules: readonly Rule<Context>[], context: Context, settings: RuleSettings): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  let running: Rule<Context> | undefined
  let severity: Severity = 'error'
  // One frozen context serves every rule (a copy per rule cost more than most checks);
  // checks are synchronous, so `report` stamps with the rule running.
  const ruleContext: Context & {report(finding: Finding): void} = Object.freeze({
    ...context,
    report(finding: Finding): void {
      diagnostics.push(stamp(running!, severity, finding))
    }
  })
  for (const rule of rules) {
    const resolved = resolveSeverity(rule, settings)
    if (resolved === 'off') continue
    running = rule
    severity = resolved
    try {
      rule.check(ruleContext)
    } catch (error) {
      // A rule bug must not take the whole parse down: it becomes a diagnostic.
      diagnostics.push(
        stamp(internalErrorRule, 'error', {
          messageId: 'ruleFailed',
          data: {rule: rule.id, error: error instanceof Error ? error.message : String(error)},
          place: {line: 1, column: 1, endLine: 1, endColumn: 1}
        })
      )
    }
  }

  return diagnostics
}
