import {describe, expect, it} from 'vitest'
import {readJson, maxJsonDepth} from '../src/json/document.js'
import {fromPointer, toPointer} from '../src/util/pointer.js'
import {lintJson} from '../src/pipeline/lint-json.js'

describe('readJson', () => {
  it('places every value by JSON pointer, 1-based, end exclusive', () => {
    const document = readJson('{\n  "status": "researched",\n  "artifacts": [\n    {"path": "a.md"}\n  ]\n}\n')
    expect(document.syntaxErrors).toEqual([])
    expect(document.valuePlace('/status')).toEqual({line: 2, column: 13, endLine: 2, endColumn: 25})
    expect(document.keyPlace('/status')).toEqual({line: 2, column: 3, endLine: 2, endColumn: 11})
    expect(document.valuePlace('/artifacts/0/path')).toEqual({line: 4, column: 14, endLine: 4, endColumn: 20})
    // A pointer to nothing falls back to its nearest existing ancestor.
    expect(document.valuePlace('/artifacts/0/summary')).toEqual(document.valuePlace('/artifacts/0'))
    expect(document.value).toEqual({status: 'researched', artifacts: [{path: 'a.md'}]})
  })

  it('reports syntax errors at their place instead of throwing', () => {
    const document = readJson('{\n  "status": "researched",\n  "artifacts": [],\n}\n')
    expect(document.value).toBeUndefined()
    expect(document.syntaxErrors[0]?.code).toBe('PropertyNameExpected')
    expect(document.place(document.syntaxErrors[0]!.offset, 1)).toMatchObject({line: 4, column: 1})
    expect(document.tolerantValue).toEqual({status: 'researched', artifacts: []})
  })

  it('refuses comments (strict JSON)', () => {
    expect(readJson('{"a": 1 /* no */}').syntaxErrors.map((error) => error.code)).toContain('InvalidCommentToken')
  })

  it('keeps the last of duplicate keys, as JSON.parse does, and records both places', () => {
    const document = readJson('{"status": "planned",\n"status": "partial"}')
    expect(document.value).toEqual({status: 'partial'})
    expect(document.duplicateKeys).toHaveLength(1)
    expect(document.place(document.duplicateKeys[0]!.first.offset, 1).line).toBe(1)
    expect(document.place(document.duplicateKeys[0]!.node.offset, 1).line).toBe(2)
  })

  it('strips a byte order mark and counts positions after it', () => {
    const document = readJson('\uFEFF{"status": "planned"}')
    expect(document.shift).toBe(1)
    expect(document.valuePlace('/status')).toMatchObject({line: 1, column: 12})
  })

  it('keeps `__proto__` as data', () => {
    const document = readJson('{"__proto__": {"polluted": true}, "a": 1}')
    const value = document.value as Record<string, unknown>
    expect(Object.keys(value)).toEqual(['__proto__', 'a'])
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
  })

  it('refuses nesting deeper than the limit without exhausting the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    const document = readJson(deep)
    expect(document.tooDeep).toBe(true)
    expect(lintJson('meta', deep).map((d) => d.ruleId)).toEqual(['json-too-deep'])
    expect(readJson('['.repeat(maxJsonDepth) + ']'.repeat(maxJsonDepth)).tooDeep).toBe(false)
  })

  it('detects the layout fixes must keep', () => {
    expect(readJson('{\r\n\t"a": 1\r\n}').format).toMatchObject({indent: '\t', eol: '\r\n', finalNewline: false, singleLine: false})
    expect(readJson('{\n    "a": 1\n}\n').format).toMatchObject({indent: '    ', eol: '\n', finalNewline: true})
    expect(readJson('{"a":1,"b":2}').format).toMatchObject({singleLine: true, colon: ':', comma: ','})
  })
})

describe('JSON pointers', () => {
  it('escape `~` and `/` (RFC 6901)', () => {
    expect(toPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0')
    expect(fromPointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0'])
    expect(toPointer([])).toBe('')
  })
})

describe('json-syntax', () => {
  const cases: Array<[string, string, number, number, RegExp]> = [
    ['trailing comma', '{\n  "a": 1,\n}\n', 3, 1, /trailing comma/],
    ['missing comma', '{\n  "a": 1\n  "b": 2\n}\n', 3, 3, /expected `,`/],
    ['comment', '{\n  // note\n  "a": 1\n}\n', 2, 3, /comment/],
    ['unclosed', '{\n  "a": [1,\n', 3, 1, /expected/],
    ['empty', '', 1, 1, /empty input/],
    ['prose', 'Research completed.\n', 1, 1, /Unexpected/],
    ['single quotes', "{'a': 1}", 1, 2, /Unexpected/],
    ['raw newline in a string', '{"a": "x\ny"}', 1, 9, /control character|end of a string/]
  ]
  for (const [name, text, line, column, message] of cases) {
    it(`${name}: one error at ${line}:${column}`, () => {
      const diagnostics = lintJson('meta', text)
      expect(diagnostics.map((d) => `${d.ruleId}@${d.line}:${d.column}`)).toEqual([`json-syntax@${line}:${column}`])
      expect(diagnostics[0]!.message).toMatch(message)
      expect(diagnostics[0]!.severity).toBe('error')
    })
  }

  it('never throws on values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, []]) {
      expect(lintJson('meta', value as unknown as string).map((d) => d.ruleId)).toEqual(['input-not-text'])
    }
  })

  it('refuses input larger than maxBytes', () => {
    expect(lintJson('meta', `{"a": "${'x'.repeat(100)}"}`, {maxBytes: 50}).map((d) => d.ruleId)).toEqual(['input-too-large'])
  })
})
