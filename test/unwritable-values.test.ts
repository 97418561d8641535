/**
 * Values JSON cannot write (a cycle, a BigInt, a throwing `toJSON`, a proxy
 * whose reads throw) where a function writes or quotes JSON: the function
 * returns, naming what it left out.
 */
import {describe, expect, it} from 'vitest'
import {buildHandoffMessage, checkFixedValues, lintText, type HandoffMessageOptions} from '../src/index.js'

// Typed as the options say, which a JavaScript caller does not check.
function cyclic<T>(): T {
  const value: Record<string, unknown> = {path: 'docs/a.md', description: 'A'}
  value.self = value
  return value as T
}

type Deliverable = NonNullable<HandoffMessageOptions['deliverables']>[number]

const throwing = () => {
  throw new Error('read')
}

describe('buildHandoffMessage', () => {
  it('leaves out a list entry JSON cannot write, and says so', () => {
    const unwritable: Deliverable[] = [cyclic(), {path: 'b.md', description: 'B', must_create: true, size: 10n}, {path: 'c.md', description: 'C', must_create: true, toJSON: throwing}]
    for (const entry of unwritable) {
      const result = buildHandoffMessage({objective: 'Write the guide.', deliverables: [entry, {path: 'docs/guide.md', description: 'The guide', must_create: true}]})
      expect(result.packet.deliverables).toEqual([{path: 'docs/guide.md', description: 'The guide', must_create: true}])
      expect(result.diagnostics.map((diagnostic) => diagnostic.ruleId)).toEqual(['option-invalid'])
      expect(lintText(result.text, {kind: 'handoff'}).diagnostics).toEqual([])
    }

    const risks = buildHandoffMessage({objective: 'Write the guide.', risks: [cyclic()], evidence: [cyclic()]})
    expect(risks.packet).toMatchObject({risks: [], evidence: []})
    expect(risks.diagnostics.map((diagnostic) => diagnostic.ruleId)).toEqual(['option-invalid', 'option-invalid'])
  })
})

describe('checkFixedValues', () => {
  it('returns when a value of the original throws on every read', () => {
    const proxy = new Proxy(function () {}, {get: throwing})
    expect(() => checkFixedValues('meta', proxy, '{}')).not.toThrow()
    expect(checkFixedValues('meta', {a: proxy}, {}).moved).toEqual(['a'])
  })
})
