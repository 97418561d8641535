import {describe, expect, it} from 'vitest'
import {checkFixedValues, lintText, readJson} from '../src/index.js'

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth)

describe('JSON nesting is bounded', () => {
  it('answers one json-too-deep past 64 levels, whatever the size', () => {
    let text = '{"status": "researched", "x": ['
    for (let index = 0; index < 1000; index++) text += nested(510) + ','
    text += '1]}'
    expect(lintText(text, {kind: 'meta'}).diagnostics.map((d) => `${d.ruleId}@${d.line}:${d.column}`)).toEqual(['json-too-deep@1:1'])
  })

  it('reads 64 levels (the root counts as one)', () => {
    const document = readJson('{"a": ' + nested(63) + '}')
    expect(document.tooDeep).toBe(false)
    expect(readJson('{"a": ' + nested(64) + '}').tooDeep).toBe(true)
    expect(document.nodes.get('/a/0/0')?.offset).toBe(8)
  })

  it('finds the node of a pointer, the last of duplicate keys, and names duplicates by pointer', () => {
    const document = readJson('{"a/b": {"x": 1, "x": [2, 3]}}')
    expect(document.nodes.get('/a~1b/x/1')?.value).toBe(3)
    expect(document.nodes.get('/a~1b/y')).toBeUndefined()
    expect(document.nodes.get('/a~1b/x/01')).toBeUndefined()
    expect(document.duplicateKeys.map((duplicate) => duplicate.pointer)).toEqual(['/a~1b/x'])
  })

  it('reads anything but a string as empty input', () => {
    expect(readJson(null as unknown as string).syntaxErrors.map((error) => error.code)).toEqual(['ValueExpected'])
  })
})

describe('the value check of --fix walks cycles once', () => {
  it('reports the lost leaves of a cyclic value without exhausting memory', () => {
    const before: Record<string, unknown> = {status: 'researched', n: 1}
    before['self'] = before
    expect(checkFixedValues('meta', before, {status: 'researched'})).toEqual({lost: ['/n = 1'], moved: ['n', 'self']})
  })
})
