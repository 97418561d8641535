import {describe, expect, it} from 'vitest'
import {formatField, getField, parseFieldPath} from '../src/index.js'

describe('parseFieldPath', () => {
  it('reads the jq paths postflight scripts use', () => {
    expect(parseFieldPath('.')).toEqual({ok: true, segments: []})
    expect(parseFieldPath('.status')).toEqual({ok: true, segments: ['status']})
    expect(parseFieldPath('.artifacts[0].path')).toEqual({ok: true, segments: ['artifacts', 0, 'path']})
    expect(parseFieldPath('.metadata["delegation-path"][-1]')).toEqual({ok: true, segments: ['metadata', 'delegation-path', -1]})
    expect(parseFieldPath('.errors.[1]."a b"')).toEqual({ok: true, segments: ['errors', 1, 'a b']})
    expect(parseFieldPath('.a["q\\"uote"]')).toEqual({ok: true, segments: ['a', 'q"uote']})
    expect(parseFieldPath(' .x ')).toEqual({ok: true, segments: ['x']})
  })

  it('says where a malformed path stops', () => {
    expect(parseFieldPath('status')).toMatchObject({ok: false, index: 0})
    expect(parseFieldPath('.a.')).toMatchObject({ok: false, message: 'expected a field name after `.`', index: 3})
    expect(parseFieldPath('.a[x]')).toMatchObject({ok: false, index: 2})
    expect(parseFieldPath('.a[0')).toMatchObject({ok: false, message: 'expected `]`'})
    expect(parseFieldPath('.a["x]')).toMatchObject({ok: false})
    expect(parseFieldPath('.a b')).toMatchObject({ok: false})
    expect(parseFieldPath(undefined as never)).toMatchObject({ok: false})
  })
})

describe('getField', () => {
  const value = {status: 'partial', artifacts: [{path: 'a.md'}, {path: 'b.md'}], n: 0, f: false, z: null, proto: {}}

  it('follows keys and indexes, negative ones from the end', () => {
    expect(getField(value, ['artifacts', 0, 'path'])).toEqual({found: true, value: 'a.md'})
    expect(getField(value, ['artifacts', -1, 'path'])).toEqual({found: true, value: 'b.md'})
    expect(getField(value, [])).toEqual({found: true, value})
    expect(getField(value, ['n'])).toEqual({found: true, value: 0})
    expect(getField(value, ['f'])).toEqual({found: true, value: false})
  })

  it('finds nothing for missing fields, null, wrong types and inherited keys', () => {
    for (const path of [['missing'], ['z'], ['artifacts', 5], ['artifacts', -3], ['status', 0], ['artifacts', 'length'], ['proto', 'constructor'], ['toString']]) {
      expect(getField(value, path), JSON.stringify(path)).toEqual({found: false})
    }
  })

  it('prints strings raw and other values as JSON', () => {
    expect(formatField('a.md')).toBe('a.md')
    expect(formatField(3)).toBe('3')
    expect(formatField(true)).toBe('true')
    expect(formatField({a: [1]})).toBe('{"a":[1]}')
  })
})
