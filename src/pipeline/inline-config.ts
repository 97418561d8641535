/**
 * Whether the checked text's own `handback-*` comments count. By default they
 * do not (the text is written by the party being checked): each one is
 * reported and nothing is silenced. With `inlineConfig: true` they are applied,
 * and with `reportUnusedDisableDirectives` the disable comments that silenced
 * nothing are reported.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {applyDirectives, directiveText, type Directive, type UnusedDirective} from '../engine/directives.js'
import {stamp} from '../engine/rule.js'
import {resolveSeverity, type RuleSettings} from '../engine/settings.js'
import {disableDirectiveUnused, inlineConfigIgnored} from '../rules/markdown/index.js'

function ignored(directives: readonly Directive[], settings: RuleSettings): Diagnostic[] {
  const severity = resolveSeverity(inlineConfigIgnored, settings)
  if (severity === 'off') return []
  return directives.map((directive) =>
    stamp(inlineConfigIgnored, severity, {
      messageId: 'ignored',
      data: {directive: directiveText(directive)},
      place: directive.place
    })
  )
}

function unused(idle: readonly UnusedDirective[], settings: RuleSettings): Diagnostic[] {
  const severity = resolveSeverity(disableDirectiveUnused, settings)
  if (severity === 'off') return []
  return idle.map(({directive, rules}) =>
    stamp(disableDirectiveUnused, severity, {
      ...(rules.length === 0
        ? {messageId: 'unused', data: {directive: directiveText(directive)}}
        : {messageId: 'unusedFor', data: {directive: directiveText(directive), rules: rules.map((id) => `\`${id}\``).join(', ')}}),
      place: directive.place
    })
  )
}

export interface WeighedDiagnostics {
  diagnostics: Diagnostic[]
  /** What the comments silenced, when honoured: ESLint's `suppressedMessages`. */
  suppressed: Diagnostic[]
}

/** The diagnostics once the text's own comments are weighed: silenced (when honoured) or reported (when not). */
export function applyInlineConfig(diagnostics: Diagnostic[], directives: readonly Directive[], settings: RuleSettings | null | undefined): WeighedDiagnostics {
  if (directives.length === 0) return {diagnostics, suppressed: []}
  const options = settings ?? {}
  if (options.inlineConfig !== true) return {diagnostics: [...diagnostics, ...ignored(directives, options)], suppressed: []}
  const applied = applyDirectives(diagnostics, directives)
  const kept = options.reportUnusedDisableDirectives === true ? [...applied.diagnostics, ...unused(applied.unused, options)] : applied.diagnostics
  return {diagnostics: kept, suppressed: applied.silenced}
}
