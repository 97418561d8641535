/**
 * Inline control comments, as in markdownlint and ESLint:
 * `<!-- handback-disable-next-line rule-id -->`, `<!-- handback-disable rule-id -->`,
 * `<!-- handback-enable rule-id -->`; without ids they apply to every rule.
 *
 * Reading them is the language's job; whether they are honoured is the
 * caller's (`inlineConfig`), since the text is written by the party being checked.
 */
import type {Diagnostic, Place} from './diagnostic.js'

export interface Directive {
  type: 'disable' | 'enable' | 'disable-next-line'
  /** Rule ids; empty means every rule. */
  rules: string[]
  /** Last line of the comment. */
  line: number
  /** The comment's span. */
  place: Place
}

/** A disable comment that suppressed nothing: every rule it names, or only the listed ones. */
export interface UnusedDirective {
  directive: Directive
  /** The named rules that suppressed nothing; empty for a comment naming no rule. */
  rules: string[]
}

export interface AppliedDirectives {
  /** The diagnostics left, in their original order. */
  diagnostics: Diagnostic[]
  /** Disable comments (block and next-line) that suppressed nothing, in document order. */
  unused: UnusedDirective[]
  /** The diagnostics the comments silenced, in their original order. */
  silenced: Diagnostic[]
}

const directivePattern = /^<!--\s*handback-(disable-next-line|disable|enable)\b([^>]*?)-->$/

interface Span {
  start?: {line?: number; column?: number} | undefined
  end?: {line?: number; column?: number} | undefined
}

/** Reads a directive out of an HTML comment's text; `position` is the comment's unist position when known. */
export function parseDirective(html: string, line: number, position?: Span): Directive | undefined {
  const match = directivePattern.exec(html.trim())
  if (!match) return undefined
  const rules = match[2]!.split(/[\s,]+/).filter((id) => id.length > 0)
  const place: Place = {
    line: position?.start?.line ?? line,
    column: position?.start?.column ?? 1,
    endLine: position?.end?.line ?? line,
    endColumn: position?.end?.column ?? 1
  }
  return {type: match[1] as Directive['type'], rules, line, place}
}

/** One directive as it is written back: `<!-- handback-disable a b -->`, with a long rule list cut short. */
export function directiveText(directive: Directive, maxRules = 5): string {
  const named = directive.rules.slice(0, maxRules).join(' ') + (directive.rules.length > maxRules ? ' …' : '')
  return `<!-- handback-${directive.type}${named === '' ? '' : ` ${named}`} -->`
}

/** Which directive decides a rule's state at the current point of the sweep, and its order among directives. */
interface InForce {
  directive: Directive
  order: number
  disabled: boolean
}

/** Tracks what each disable comment suppressed. */
class Usage {
  private readonly all = new Set<Directive>()
  private readonly named = new Map<Directive, Set<string>>()

  credit(directive: Directive, ruleId: string): void {
    if (directive.rules.length === 0) this.all.add(directive)
    else {
      let used = this.named.get(directive)
      if (!used) this.named.set(directive, (used = new Set()))
      used.add(ruleId)
    }
  }

  unused(ordered: readonly Directive[]): UnusedDirective[] {
    const unused: UnusedDirective[] = []
    for (const directive of ordered) {
      if (directive.type === 'enable') continue
      if (directive.rules.length === 0) {
        if (!this.all.has(directive)) unused.push({directive, rules: []})
        continue
      }

      const used = this.named.get(directive)
      const idle = [...new Set(directive.rules)].filter((id) => !used?.has(id))
      if (idle.length > 0) unused.push({directive, rules: idle})
    }

    return unused
  }
}

/**
 * Removes diagnostics silenced by directives, in one pass over both sorted
 * by line: the work is linear in diagnostics plus directives (plus the rule
 * ids the directives name), whatever their number.
 *
 * A diagnostic is silenced by the last `disable`/`enable` before its line
 * that applies to its rule, or by a `disable-next-line` on the line above it.
 */
export function applyDirectives(diagnostics: readonly Diagnostic[], directives: readonly Directive[]): AppliedDirectives {
  if (directives.length === 0) return {diagnostics: [...diagnostics], unused: [], silenced: []}
  const ordered = directives.map((directive, index) => ({directive, index})).sort((a, b) => a.directive.line - b.directive.line || a.index - b.index)
  const byLine = [...diagnostics.keys()].sort((a, b) => diagnostics[a]!.line - diagnostics[b]!.line || a - b)
  const usage = new Usage()
  const kept = new Array<boolean>(diagnostics.length).fill(true)

  let everyRule: InForce | undefined
  const perRule = new Map<string, InForce>()
  /** `disable-next-line` comments by the line they silence. */
  const nextLine = new Map<number, Directive[]>()
  let next = 0
  for (const index of byLine) {
    const diagnostic = diagnostics[index]!
    // Directives strictly above the diagnostic's line take effect.
    while (next < ordered.length && ordered[next]!.directive.line < diagnostic.line) {
      const directive = ordered[next]!.directive
      if (directive.type === 'disable-next-line') {
        const list = nextLine.get(directive.line + 1)
        if (list) list.push(directive)
        else nextLine.set(directive.line + 1, [directive])
      } else {
        const state: InForce = {directive, order: next, disabled: directive.type === 'disable'}
        if (directive.rules.length === 0) everyRule = state
        else for (const id of directive.rules) perRule.set(id, state)
      }

      next++
    }

    // The comment on the line just above is the most specific: it is credited first.
    const above = nextLine.get(diagnostic.line)?.findLast((directive) => directive.rules.length === 0 || directive.rules.includes(diagnostic.ruleId))
    if (above) {
      usage.credit(above, diagnostic.ruleId)
      kept[index] = false
      continue
    }

    const named = perRule.get(diagnostic.ruleId)
    const state = named && (!everyRule || named.order > everyRule.order) ? named : everyRule
    if (state?.disabled) {
      usage.credit(state.directive, diagnostic.ruleId)
      kept[index] = false
    }
  }

  return {
    diagnostics: diagnostics.filter((_, index) => kept[index]),
    unused: usage.unused(ordered.map((entry) => entry.directive)),
    silenced: diagnostics.filter((_, index) => !kept[index])
  }
}
