/**
 * A signal's severity, set by its id in `rules` as a rule's is
 * (`"rules": {"evidence-exit-nonzero": "warn"}`): the diagnostics naming it
 * are dropped (`off`) or carry that severity. `review` passes no settings,
 * so every signal counts there.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import type { RuleSettings } from '../engine/settings.js';
export declare function weighSignals(diagnostics: Diagnostic[], settings: RuleSettings): Diagnostic[];
