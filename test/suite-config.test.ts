/**
 * The quick suite shares one module graph per worker (vitest.config.ts): a file
 * that replaces a module with `vi.mock` would replace it for the files after it,
 * so each such file must be one the configuration runs isolated.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {isolated} from '../vitest.config.js'

function testFiles(directory: string): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return path === join('test', 'deep') ? [] : testFiles(path)
    return entry.name.endsWith('.test.ts') ? [path] : []
  })
}

describe('the quick suite', () => {
  it('runs isolated every file that replaces a module', () => {
    const mocking = testFiles('test').filter((path) => /\bvi\.(?:do)?mock\(/.test(readFileSync(path, 'utf8')))
    expect(mocking).toContain(join('test', 'read-once.test.ts'))
    expect(mocking.filter((path) => !isolated.includes(path))).toEqual([])
  })
})
