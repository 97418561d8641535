/**
 * Whether the checked text's own `handback-*` comments count. By default they
 * do not (the text is written by the party being checked): each one is
 * reported and nothing is silenced. With `inlineConfig: true` they are applied,
 * and with `reportUnusedDisableDirectives` the disable comments that silenced
 * nothing are reported.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import { type Directive } from '../engine/directives.js';
import { type RuleSettings } from '../engine/settings.js';
export interface WeighedDiagnostics {
    diagnostics: Diagnostic[];
    /** What the comments silenced, when honoured: ESLint's `suppressedMessages`. */
    suppressed: Diagnostic[];
}
/** The diagnostics once the text's own comments are weighed: silenced (when honoured) or reported (when not). */
export declare function applyInlineConfig(diagnostics: Diagnostic[], directives: readonly Directive[], settings: RuleSettings | null | undefined): WeighedDiagnostics;
