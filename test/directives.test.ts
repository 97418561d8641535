/** `applyDirectives` on its own: which directive decides, what each one suppressed, order kept. */
import {describe, expect, it} from 'vitest'
import type {Diagnostic} from '../src/engine/diagnostic.js'
import {applyDirectives, directiveText, parseDirective, type Directive} from '../src/engine/directives.js'

function finding(ruleId: string, line: number): Diagnostic {
  return {ruleId, source: 'handback', severity: 'warning', message: `${ruleId} here`, line, column: 1}
}

function directive(comment: string, line: number): Directive {
  return parseDirective(comment, line)!
}

const shown = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => `${d.ruleId}@${d.line}`)

describe('applyDirectives', () => {
  it('the later of an all-rules and a named directive decides, whatever the order of the input lists', () => {
    const directives = [directive('<!-- handback-enable a -->', 3), directive('<!-- handback-disable -->', 1), directive('<!-- handback-disable b -->', 5), directive('<!-- handback-enable -->', 7)]
    const diagnostics = [finding('b', 8), finding('a', 2), finding('b', 2), finding('a', 4), finding('b', 4), finding('a', 6), finding('b', 6), finding('a', 1)]
    const applied = applyDirectives(diagnostics, directives)
    // Line 1 is the disable comment's own line: untouched. Input order is kept.
    expect(shown(applied.diagnostics)).toEqual(['b@8', 'a@4', 'a@6', 'a@1'])
    expect(shown(applied.silenced)).toEqual(['a@2', 'b@2', 'b@4', 'b@6'])
    expect(applied.unused).toEqual([])
  })

  it('disable-next-line applies to the next line only, and is credited before a block disable', () => {
    const directives = [directive('<!-- handback-disable a -->', 1), directive('<!-- handback-disable-next-line a c -->', 4)]
    const applied = applyDirectives([finding('a', 5), finding('a', 6), finding('b', 5)], directives)
    expect(shown(applied.diagnostics)).toEqual(['b@5'])
    expect(applied.unused.map(({directive: d, rules}) => `${directiveText(d)} ${rules.join(',')}`)).toEqual(['<!-- handback-disable-next-line a c --> c'])
  })

  it('reports every disable comment that suppressed nothing, never an enable', () => {
    const directives = [directive('<!-- handback-disable -->', 10), directive('<!-- handback-enable -->', 11), directive('<!-- handback-disable-next-line -->', 2)]
    const applied = applyDirectives([finding('a', 1), finding('a', 2)], directives)
    expect(shown(applied.diagnostics)).toEqual(['a@1', 'a@2'])
    expect(applied.unused.map(({directive: d}) => d.line)).toEqual([2, 10])
  })

  it('is linear: 100k diagnostics against 100k directives give the exact result', () => {
    const directives: Directive[] = []
    const diagnostics: Diagnostic[] = []
    for (let index = 0; index < 100_000; index++) {
      directives.push(directive(index % 2 === 0 ? '<!-- handback-disable x -->' : '<!-- handback-enable -->', 2 * index + 1))
      diagnostics.push(finding(index % 3 === 0 ? 'x' : 'y', 2 * index + 2))
    }

    const applied = applyDirectives(diagnostics, directives)
    // Silenced: rule x below a disable, i.e. index even and a multiple of 3.
    expect(applied.diagnostics).toHaveLength(100_000 - Math.ceil(100_000 / 6))
    expect(applied.unused).toHaveLength(50_000 - Math.ceil(100_000 / 6))
  })

  it('reads directives with their place, and only the handback ones', () => {
    expect(parseDirective('<!-- handback-disable-next-line a, b -->', 3, {start: {line: 3, column: 2}, end: {line: 3, column: 42}})).toEqual({
      type: 'disable-next-line',
      rules: ['a', 'b'],
      line: 3,
      place: {line: 3, column: 2, endLine: 3, endColumn: 42}
    })
    expect(parseDirective('<!-- eslint-disable -->', 1)).toBeUndefined()
    expect(directiveText(directive(`<!-- handback-disable ${'r '.repeat(9)}-->`, 1))).toBe('<!-- handback-disable r r r r r … -->')
  })
})
