/**
 * The CLI's compiled handler bundles: a code cache is used only with the
 * bundle it was made from and only when V8 accepts it, and whatever happens
 * to the cache, the bundle's behaviour is the same.
 */
import {spawnSync} from 'node:child_process'
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import vm from 'node:vm'
import {join, resolve} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {compileBundle, encodeCache, loadCompiledBundle, runBundle} from '../src/cli/compiled-bundle.js'
import {compiledHandlerBundles} from '../src/cli/kind-handlers.js'
import {lintText} from '../src/index.js'

const directory = mkdtempSync(join(tmpdir(), 'handback-bundle-'))
afterAll(() => rmSync(directory, {recursive: true, force: true}))

/** Writes a bundle and a cache made from it after a run; returns its path. */
function writeBundle(name: string, source: string): string {
  const path = join(directory, name)
  writeFileSync(path, source)
  const script = compileBundle(path, source)
  runBundle(script, path)
  writeFileSync(`${path}.cache`, encodeCache(Buffer.from(source), script.createCachedData()))
  return path
}

const body = 'const {join} = require("node:path"); exports.twice = (n) => n * 2; exports.where = join(__dirname, "x")'

describe('loadCompiledBundle', () => {
  it('runs the bundle as a CommonJS module with its cache', () => {
    const path = writeBundle('accepted.cjs', `// accepted\n${body}`)
    const bundle = loadCompiledBundle(path)!
    expect(bundle.cacheUsed).toBe(true)
    expect((bundle.exports.twice as (n: number) => number)(21)).toBe(42)
    expect(bundle.exports.where).toBe(join(directory, 'x'))
  })

  it('ignores the cache of another bundle of the same length, and a cache V8 rejects', () => {
    const path = writeBundle('stale.cjs', `// stale\n${body}`)
    // V8 alone would take this cache: it checks the source's length, not its text.
    writeFileSync(path, readFileSync(path, 'utf8').replace('n * 2', 'n + n'))
    const stale = loadCompiledBundle(path)!
    expect(stale.cacheUsed).toBe(false)
    expect((stale.exports.twice as (n: number) => number)(4)).toBe(8)

    // Written, not compiled here: V8 would answer from its in-process compilation cache.
    const garbled = join(directory, 'garbled.cjs')
    writeFileSync(garbled, `// garbled\n${body}`)
    writeFileSync(`${garbled}.cache`, encodeCache(Buffer.from(`// garbled\n${body}`), Buffer.from('not a code cache')))
    const rejected = loadCompiledBundle(garbled)!
    expect(rejected.cacheUsed).toBe(false)
    expect((rejected.exports.twice as (n: number) => number)(5)).toBe(10)
  })

  // vm's main-context loader came with Node 20.12; older ones reject a dynamic import in a script.
  it.skipIf(!(vm.constants as Partial<typeof vm.constants> | undefined)?.USE_MAIN_CONTEXT_DEFAULT_LOADER)('lets the bundle import modules dynamically', async () => {
    const path = writeBundle('imports.cjs', 'exports.load = () => import("node:path")')
    const {exports} = loadCompiledBundle(path)!
    expect(typeof (await (exports.load as () => Promise<{join: unknown}>)()).join).toBe('function')
  })

  it('works without a cache file, and answers undefined without a bundle', () => {
    const path = writeBundle('alone.cjs', `// alone\n${body}`)
    rmSync(`${path}.cache`)
    expect(loadCompiledBundle(path)?.cacheUsed).toBe(false)
    expect(loadCompiledBundle(join(directory, 'missing.cjs'))).toBeUndefined()
  })
})

describe('the built handler bundles', () => {
  const chunks = resolve('dist/cli-chunks')
  const built = existsSync(join(chunks, compiledHandlerBundles.markdown))

  it.skipIf(!built)('sit beside the chunk that loads them, each with its cache', () => {
    const loader = readdirSync(chunks).filter((name) => name.endsWith('.js') && readFileSync(join(chunks, name), 'utf8').includes(compiledHandlerBundles.markdown))
    expect(loader.length).toBeGreaterThan(0)
    for (const name of Object.values(compiledHandlerBundles)) {
      expect(existsSync(join(chunks, name))).toBe(true)
      expect(existsSync(join(chunks, `${name}.cache`))).toBe(true)
    }
  })

  it.skipIf(!built)('load with their cache in a fresh node and lint as the library does', () => {
    const fixture = resolve('fixtures/examples/error-retry.md')
    const meta = resolve('fixtures/json/meta/bare-string-artifacts.return-meta.json')
    const script = `
      const {loadCompiledBundle} = await import(${JSON.stringify(resolve('src/cli/compiled-bundle.ts'))})
      const {readFileSync} = await import('node:fs')
      const markdown = loadCompiledBundle(${JSON.stringify(join(chunks, compiledHandlerBundles.markdown))})
      const json = loadCompiledBundle(${JSON.stringify(join(chunks, compiledHandlerBundles.json))})
      console.log(JSON.stringify({
        cacheUsed: [markdown.cacheUsed, json.cacheUsed],
        markdown: markdown.exports.markdownHandler.lint(readFileSync(${JSON.stringify(fixture)}, 'utf8'), {}),
        meta: json.exports.jsonHandlers.meta.lint(readFileSync(${JSON.stringify(meta)}, 'utf8'), {})
      }))`
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {encoding: 'utf8'})
    expect(run.stderr).toBe('')
    const result = JSON.parse(run.stdout) as {cacheUsed: boolean[]; markdown: unknown; meta: unknown}
    expect(result.cacheUsed).toEqual([true, true])
    expect(result.markdown).toEqual(lintText(readFileSync(fixture, 'utf8'), {kind: 'markdown'}).diagnostics)
    expect(result.meta).toEqual(lintText(readFileSync(meta, 'utf8'), {kind: 'meta'}).diagnostics)
  })
})
