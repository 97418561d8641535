/** The golden helpers write nothing unless `UPDATE=1`, and a missing golden fails. */
import {existsSync, mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {expectJsonGolden, expectTextGolden, updating} from './support/golden.js'

const directory = mkdtempSync(join(tmpdir(), 'handback-golden-'))

describe.skipIf(updating)('goldens', () => {
  it('a missing JSON golden fails and is not written', () => {
    const path = join(directory, 'absent.json')
    expect(() => expectJsonGolden(path, {a: 1})).toThrow(/Missing golden file .*absent\.json: run the test with UPDATE=1/)
    expect(existsSync(path)).toBe(false)
  })

  it('a missing text golden fails, and one left where none is expected fails', () => {
    const path = join(directory, 'absent.txt')
    expect(() => expectTextGolden(path, 'text')).toThrow(/Missing golden file/)
    expect(existsSync(path)).toBe(false)
    const stale = join(directory, 'stale.txt')
    writeFileSync(stale, 'old')
    expect(() => expectTextGolden(stale, undefined)).toThrow(/is not expected/)
    expect(existsSync(stale)).toBe(true)
  })

  it('a present golden is compared exactly', () => {
    const path = join(directory, 'present.json')
    writeFileSync(path, '{"a": 1}\n')
    expectJsonGolden(path, {a: 1})
    expect(() => expectJsonGolden(path, {a: 2})).toThrow()
  })
})
