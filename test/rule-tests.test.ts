/** Every rule id has its test file, `test/rules/<rule-id>.test.ts`, and every such file tests the rule it is named for. */
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {ruleIds} from '../src/rules/rule-ids.js'
import {allRules} from '../src/rules/index.js'

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
