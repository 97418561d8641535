/**
 * Start-up cost guards. The CLI's cold start is measured by `npm run bench`;
 * these tests keep the source in the shape that makes the bundle small.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'

function sourceFiles(directory: string, into: string[] = []): string[] {
  for (const entry of readdirSync(directory, {withFileTypes: true})) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) sourceFiles(path, into)
    else if (entry.name.endsWith('.ts')) into.push(path)
  }

  return into
}

describe('start-up cost', () => {
  it('imports zod as a namespace, so the bundler keeps only the parts used', () => {
    // `import {z} from 'zod'` makes esbuild keep all of zod, its 40 locales included (about 450 kB more to load).
    const offenders = sourceFiles('src').filter((path) => /^import\s+\{\s*z\s*\}\s+from\s+'zod'/m.test(readFileSync(path, 'utf8')))
    expect(offenders).toEqual([])
  })

  it('loads tinyglobby and node:crypto only when they are needed', () => {
    const offenders = sourceFiles('src').filter((path) => /^import\s[^;]*from\s+'(tinyglobby|node:crypto)'/m.test(readFileSync(path, 'utf8')))
    expect(offenders).toEqual([])
  })
})
