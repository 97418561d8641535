/**
 * A signal's severity, set by its id in `rules` as a rule's is
 * (`"rules": {"evidence-exit-nonzero": "warn"}`): the diagnostics naming it
 * are dropped (`off`) or carry that severity. `review` passes no settings,
 * so every signal counts there.
 */
import type {Diagnostic, Severity} from '../engine/diagnostic.js'
import type {RuleSettings} from '../engine/settings.js'

function severityOf(given: unknown): Severity | 'off' | undefined {
  const word = given === 0 ? 'off' : given === 1 ? 'warn' : given === 2 ? 'error' : given
  if (word === 'off' || word === 'info' || word === 'error') return word
  return word === 'warn' ? 'warning' : undefined
}

export function weighSignals(diagnostics: Diagnostic[], settings: RuleSettings): Diagnostic[] {
  const rules = settings.rules
  if (!rules || typeof rules !== 'object') return diagnostics
  const weighed: Diagnostic[] = []
  for (const diagnostic of diagnostics) {
    const signal = diagnostic.signal
    const severity = signal !== undefined && Object.hasOwn(rules, signal) ? severityOf(rules[signal]) : undefined
    if (severity === 'off') continue
    weighed.push(severity === undefined ? diagnostic : {...diagnostic, severity})
  }

  return weighed
}
