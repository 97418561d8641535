/**
 * The exact public surface of each entry point. Adding, removing or renaming
 * an export changes the package's API: this test makes it a reviewed change
 * (fixtures/exports.json; `UPDATE=1` rewrites it).
 */
import {readFileSync, writeFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {readGolden, updating} from './support/golden.js'

const goldenPath = 'fixtures/exports.json'
const entries = {handback: '../src/index.js', 'handback/remark': '../src/remark.js', 'handback/node': '../src/node.js'} as const

/** `name: typeof` for each runtime export, sorted. */
async function surface(path: string): Promise<string[]> {
  const module = (await import(path)) as Record<string, unknown>
  return Object.keys(module)
    .sort()
    .map((name) => `${name}: ${typeof module[name]}`)
}

describe('exports', async () => {
  const actual: Record<string, string[]> = {}
  for (const [name, path] of Object.entries(entries)) actual[name] = await surface(path)
  if (updating) writeFileSync(goldenPath, JSON.stringify(actual, null, 2) + '\n')
  const golden = JSON.parse(readGolden(goldenPath)) as Record<string, string[]>

  for (const name of Object.keys(entries)) {
    it(`${name} exports exactly its documented surface`, () => {
      expect(actual[name]).toEqual(golden[name])
    })
  }

  it('the package.json exports map names the same entry points', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {exports: Record<string, unknown>}
    expect(Object.keys(pkg.exports).filter((key) => key !== './package.json').map((key) => (key === '.' ? 'handback' : `handback/${key.slice(2)}`))).toEqual(Object.keys(entries))
  })
})
