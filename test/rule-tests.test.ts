/**
 * Every rule id has its test file, `test/rules/<rule-id>.test.ts`, and every
 * such file tests the rule it is named for; every message a rule declares is
 * the expected message of one of its invalid cases, so none is declared and
 * never reported, and the rule tester refuses an id the rule does not declare.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {ruleIds} from '../src/rules/rule-ids.js'
import {allRules} from '../src/kinds/rules.js'
import {stamp, type RuleMeta} from '../src/engine/rule.js'
import {runRules} from '../src/engine/run-rules.js'
import {markdownRule} from '../src/markdown/context.js'

const folder = 'test/rules'
const files = readdirSync(folder).filter((name) => name.endsWith('.test.ts'))

describe('rule test files', () => {
  it('the registry and the generated id list agree', () => {
    expect([...ruleIds].sort()).toEqual(allRules.map((rule) => rule.id).sort())
  })

  it('every rule id has test/rules/<rule-id>.test.ts', () => {
    expect(ruleIds.filter((id) => !existsSync(`${folder}/${id}.test.ts`))).toEqual([])
  })

  it('every file is named for a rule, and runs the rule tester on that rule', () => {
    expect(files.filter((name) => !ruleIds.includes(name.replace(/\.test\.ts$/, '')))).toEqual([])
    for (const name of files) {
      const id = name.replace(/\.test\.ts$/, '')
      expect(readFileSync(`${folder}/${name}`, 'utf8'), name).toContain(`ruleTester('${id}'`)
    }
  })
})

/** The message ids a rule's test file expects (`messageId: '…'` in its invalid cases). */
function expectedIds(id: string): string[] {
  const text = existsSync(`${folder}/${id}.test.ts`) ? readFileSync(`${folder}/${id}.test.ts`, 'utf8') : ''
  return [...new Set([...text.matchAll(/\bmessageId: '([^']+)'/g)].map((match) => match[1]!)), ...(unreachable[id] ?? [])].sort()
}

/**
 * Messages no input reaches: the pipelines' last guards, said only when
 * handback itself fails (a rule that throws is reached, through a caller's
 * broken function). Each is named here, so a new one cannot slip in unseen.
 */
const unreachable: Readonly<Record<string, readonly string[]>> = {'internal-error': ['failed', 'failedOnReport', 'failedOnValue']}

describe('rule messages', () => {
  it('every message a rule declares is expected by an invalid case of its test file, and every expected one is declared', () => {
    const gaps = allRules.flatMap((rule) => {
      const declared = Object.keys(rule.messages).sort()
      const expected = expectedIds(rule.id)
      const unused = declared.filter((id) => !expected.includes(id)).map((id) => `${rule.id}: \`${id}\` declared, never expected`)
      const undeclared = expected.filter((id) => !declared.includes(id)).map((id) => `${rule.id}: \`${id}\` expected, not declared`)
      return [...unused, ...undeclared]
    })
    expect(gaps).toEqual([])
  })

  it('every rule declares at least one message, each a non-empty text', () => {
    for (const rule of allRules) {
      expect(Object.keys(rule.messages).length, rule.id).toBeGreaterThan(0)
      for (const text of Object.values(rule.messages)) expect(text.trim(), rule.id).not.toBe('')
    }
  })

  const rule: RuleMeta = {id: 'example-rule', severity: 'error', fixable: false, description: '', rationale: '', wrong: '', right: '', messages: {known: 'Unexpected `{{value}}`'}}
  const place = {line: 1, column: 1, endLine: 1, endColumn: 2}

  it('a finding is stamped with its message formatted, its id and its data', () => {
    expect(stamp(rule, 'error', {messageId: 'known', data: {value: '{{value}}'}, place})).toMatchObject({message: 'Unexpected `{{value}}`', messageId: 'known', data: {value: '{{value}}'}})
  })

  it('a long value from the checked text is bounded in the data as in the message', () => {
    const stamped = stamp(rule, 'error', {messageId: 'known', data: {value: 'x'.repeat(10_000), count: 10_000}, place})
    expect(stamped.message.length).toBeLessThanOrEqual(601)
    expect(String(stamped.data!['value']).length).toBeLessThanOrEqual(601)
    expect(stamped.data!['count']).toBe(10_000)
  })

  it('a rule written with a message id it does not declare does not compile', () => {
    const typed = markdownRule({
      ...rule,
      messages: {known: 'Unexpected `{{value}}`'},
      check({report}) {
        report({messageId: 'known', data: {value: 'x'}, place})
        // @ts-expect-error `unknown` is not among the rule's messages: `tsc --noEmit` fails if this compiles.
        report({messageId: 'unknown', place})
      }
    })
    expect(Object.keys(typed.messages)).toEqual(['known'])
  })

  it('a message id the rule does not declare is refused, and becomes an internal error when a check reports it', () => {
    expect(() => stamp(rule, 'error', {messageId: 'unknown', place})).toThrow(/undeclared message id `unknown`/)
    const diagnostics = runRules([{...rule, check: ({report}: {report: (finding: {messageId: string; place: typeof place}) => void}) => report({messageId: 'unknown', place})}], {}, {})
    expect(diagnostics.map((diagnostic) => [diagnostic.ruleId, diagnostic.messageId])).toEqual([['internal-error', 'ruleFailed']])
  })
})
