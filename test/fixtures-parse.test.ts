/**
 * Golden fixtures: each `fixtures/parse/x.md` has `x.json` holding the report,
 * the diagnostics (`line:column severity rule-id`) expected from it, and the
 * decision `review` takes on it at attempt 1.
 * `UPDATE=1 npx vitest run test/fixtures-parse.test.ts` rewrites them; review the diff like code. A missing golden fails.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {parseReturn, ReturnReportSchema, review} from '../src/index.js'
import {expectJsonGolden} from './support/golden.js'

const directory = join(import.meta.dirname, '..', 'fixtures', 'parse')
const names = readdirSync(directory).filter((name) => name.endsWith('.md')).sort()

describe('fixtures/parse', () => {
  it('has fixtures', () => {
    expect(names.length).toBeGreaterThan(10)
  })

  for (const name of names) {
    it(name, () => {
      const source = readFileSync(join(directory, name), 'utf8')
      const result = parseReturn(source)
      const actual = {
        report: result.report,
        diagnostics: result.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.ruleId}`),
        // What a parent does with it on the child's first attempt.
        decision: review(source, {attempt: 1, kind: 'markdown'}).decision.action
      }
      expectJsonGolden(join(directory, name.replace(/\.md$/, '.json')), actual)
      if (result.report) expect(ReturnReportSchema.safeParse(result.report).success).toBe(true)
    })
  }
})
