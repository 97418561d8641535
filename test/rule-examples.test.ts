/**
 * Every rule's wrong example, reported at an exact place with an exact
 * message, as remark-lint pins the output of each rule's `@example`. The
 * expectations live in fixtures/rules/wrong-examples.json; `UPDATE=1`
 * rewrites them, and the diff is reviewed like code.
 */
import {writeFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {readGolden, updating} from './support/golden.js'
import type {Diagnostic} from '../src/engine/diagnostic.js'
import {findingsOf, lintedRules, wrongInput} from './support/rule-examples.js'

const goldenPath = 'fixtures/rules/wrong-examples.json'

/** `line:column-endLine:endColumn severity message`, one string per diagnostic. */
function formatted(diagnostic: Diagnostic): string {
  return `${diagnostic.line}:${diagnostic.column}-${diagnostic.endLine ?? '?'}:${diagnostic.endColumn ?? '?'} ${diagnostic.severity} ${diagnostic.message}`
}

const actual: Record<string, string[]> = {}
for (const rule of lintedRules) actual[rule.id] = findingsOf(rule, wrongInput(rule)).map(formatted)

if (updating) writeFileSync(goldenPath, JSON.stringify(actual, null, 2) + '\n')
const golden = JSON.parse(readGolden(goldenPath)) as Record<string, string[]>

describe('wrong examples', () => {
  it('every linted rule has an expectation, and no expectation is left for a rule that is gone', () => {
    expect(Object.keys(golden).sort()).toEqual(Object.keys(actual).sort())
  })

  for (const rule of lintedRules) {
    it(`${rule.id} reports its wrong example where and as expected`, () => {
      expect(actual[rule.id]!.length).toBeGreaterThan(0)
      expect(actual[rule.id]).toEqual(golden[rule.id])
    })
  }
})
