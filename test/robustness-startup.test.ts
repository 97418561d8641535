/**
 * Start-up cost guards. The CLI's cold start is measured by `npm run bench`;
 * these tests keep the source in the shape that makes the bundle small.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {dirname, join, resolve} from 'node:path'
import ts from 'typescript'
import {describe, expect, it} from 'vitest'
import {groupedDigits} from '../src/util/describe.js'

function sourceFiles(directory: string, into: string[] = []): string[] {
  for (const entry of readdirSync(directory, {withFileTypes: true})) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) sourceFiles(path, into)
    else if (entry.name.endsWith('.ts')) into.push(path)
  }

  return into
}

/** Modules a source file loads at run time: imports and re-exports that are not type-only. */
function runtimeImports(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest)
  const specifiers: string[] = []
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined && !clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((element) => element.isTypeOnly))
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }

  return specifiers
}

/** Every package a module loads, following relative imports through the sources. */
function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const queue = [resolve(entry)]
  while (queue.length > 0) {
    const path = queue.pop()!
    if (seen.has(path)) continue
    seen.add(path)
    for (const specifier of runtimeImports(path)) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(path), specifier.replace(/\.js$/, '.ts')))
      else packages.add(specifier)
    }
  }

  return packages
}

describe('start-up cost', () => {
  it('parses, lints and fixes markdown without loading zod', () => {
    // Loading zod and evaluating the schemas built with it costs a cold process some 13 ms.
    for (const entry of ['src/pipeline/parse-return.ts', 'src/pipeline/fix-return.ts', 'src/remark.ts']) {
      expect([...packagesLoadedBy(entry)].filter((name) => name.startsWith('zod'))).toEqual([])
    }
  })

  it('lints markdown in the CLI without loading zod or the JSON rules', () => {
    // The lint command detects a file's kind, then loads that kind alone (`loadKind`, src/kinds/registry.ts).
    for (const entry of ['src/kinds/detect.ts', 'src/pipeline/lint-with.ts', 'src/kinds/registry.ts', 'src/kinds/markdown/index.ts', 'src/kinds/review-loading.ts', 'src/postflight/review.ts', 'src/cli/decide-command.ts', 'src/node/hook.ts']) {
      expect([...packagesLoadedBy(entry)].filter((name) => name.startsWith('zod'))).toEqual([])
    }
    // The library's synchronous `lintText` loads every kind; the check above would pass vacuously if it did not.
    expect(packagesLoadedBy('src/kinds/every.ts')).toContain('zod')
  })

  it('loads the pipelines, reporters and diff of the lint command only when a file or flag needs them', () => {
    // `lint --help` and usage errors answer without them; the diff of --fix-dry-run loads only with that flag.
    const loaded = [...packagesLoadedBy('src/cli/lint-command.ts')]
    expect(loaded.filter((name) => /^(zod|jsonc-parser|diff|remark-parse|unified)$/.test(name))).toEqual([])
  })

  it('finds the packages a module loads', () => {
    expect(packagesLoadedBy('src/markdown/tree.ts')).toContain('remark-parse')
    expect(packagesLoadedBy('src/schema/report.ts')).toContain('zod')
  })

  it('imports zod as a namespace, so the bundler keeps only the parts used', () => {
    // `import {z} from 'zod'` makes esbuild keep all of zod, its 40 locales included (about 450 kB more to load).
    const offenders = sourceFiles('src').filter((path) => /^import\s+\{\s*z\s*\}\s+from\s+'zod'/m.test(readFileSync(path, 'utf8')))
    expect(offenders).toEqual([])
  })

  it('groups digits without toLocaleString, whose locale data costs a cold process some 10 ms', () => {
    const offenders = sourceFiles('src').filter((path) => /\.toLocale\w*String\(|\bIntl\./.test(readFileSync(path, 'utf8')))
    expect(offenders).toEqual([])
    for (const value of [0, 7, 999, 1000, 5000, 65_536, 1_234_567, -4200]) expect(groupedDigits(value)).toBe(value.toLocaleString('en-US'))
  })

  it('loads tinyglobby and node:crypto only when they are needed', () => {
    const offenders = sourceFiles('src').filter((path) => /^import\s[^;]*from\s+'(tinyglobby|node:crypto)'/m.test(readFileSync(path, 'utf8')))
    expect(offenders).toEqual([])
  })
})
