/**
 * Inline control comments, as in markdownlint and ESLint:
 * `<!-- handback-disable-next-line rule-id -->`, `<!-- handback-disable rule-id -->`,
 * `<!-- handback-enable rule-id -->`; without ids they apply to every rule.
 */
import type {Diagnostic} from './diagnostic.js'

export interface Directive {
  type: 'disable' | 'enable' | 'disable-next-line'
  /** Rule ids; empty means every rule. */
  rules: string[]
  /** Last line of the comment. */
  line: number
}

const directivePattern = /^<!--\s*handback-(disable-next-line|disable|enable)\b([^>]*?)-->$/

/** Reads a directive out of an HTML comment's text. */
export function parseDirective(html: string, line: number): Directive | undefined {
  const match = directivePattern.exec(html.trim())
  if (!match) return undefined
  const rules = match[2]!.split(/[\s,]+/).filter((id) => id.length > 0)
  return {type: match[1] as Directive['type'], rules, line}
}

function applies(directive: Directive, ruleId: string): boolean {
  return directive.rules.length === 0 || directive.rules.includes(ruleId)
}

/** Removes diagnostics silenced by directives. */
export function applyDirectives(diagnostics: Diagnostic[], directives: readonly Directive[]): Diagnostic[] {
  if (directives.length === 0) return diagnostics
  const ordered = [...directives].sort((a, b) => a.line - b.line)
  return diagnostics.filter((diagnostic) => {
    let disabled = false
    for (const directive of ordered) {
      if (directive.line >= diagnostic.line) break
      if (!applies(directive, diagnostic.ruleId)) continue
      if (directive.type === 'disable') disabled = true
      else if (directive.type === 'enable') disabled = false
      else if (directive.line === diagnostic.line - 1) return false
    }

    return !disabled
  })
}
