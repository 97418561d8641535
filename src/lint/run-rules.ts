/** Runs a list of rules over one context, stamping what they find. */
import type {Diagnostic} from '../diagnostic.js'
import type {Finding, Rule} from '../rules/rule.js'
import {stamp} from '../rules/rule.js'
import {internalErrorRule} from '../rules/input.js'
import {resolveSeverity, type RuleSettings} from './settings.js'

export function runRules<Context>(rules: readonly Rule<Context>[], context: Context, settings: RuleSettings): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  for (const rule of rules) {
    const severity = resolveSeverity(rule, settings)
    if (severity === 'off') continue
    const report = (finding: Finding): void => {
      diagnostics.push(stamp(rule, severity, finding))
    }

    try {
      rule.check({...context, report})
    } catch (error) {
      // A rule bug must not take the whole parse down: it becomes a diagnostic.
      diagnostics.push(
        stamp(internalErrorRule, 'error', {
          message: `Rule \`${rule.id}\` failed: ${error instanceof Error ? error.message : String(error)}`,
          place: {line: 1, column: 1, endLine: 1, endColumn: 1}
        })
      )
    }
  }

  return diagnostics
}
