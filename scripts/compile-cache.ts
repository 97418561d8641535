/**
 * Writes the V8 code cache of the CLI's compiled handler bundles (run by
 * `npm run build`). Each bundle is compiled, run, and warmed on the bundled
 * fixtures first: a cache made after running holds the functions V8 compiled
 * on the way, so a cold `handback lint` skips compiling them too.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {compileBundle, encodeCache, runBundle} from '../src/cli/compiled-bundle.js'
import {compiledHandlerBundles} from '../src/cli/kind-handlers.js'
import {detectKind} from '../src/lint/detect-kind.js'
import type {KindHandler} from '../src/lint/kind-handler.js'

const directory = resolve(process.argv[2] ?? 'dist/cli-chunks')

function filesUnder(root: string, extension: string): string[] {
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith(extension))
    .map((name) => join(root, name))
}

function writeCache(name: string, warmUp: (exports: Record<string, unknown>) => void): void {
  const path = join(directory, name)
  const bundle = readFileSync(path)
  const script = compileBundle(path, bundle.toString('utf8'))
  warmUp(runBundle(script, path))
  const data = script.createCachedData()
  writeFileSync(`${path}.cache`, encodeCache(bundle, data))
  console.log(`${path}.cache: ${(data.length / 1024).toFixed(0)} KiB of code cache`)
}

function exercise(handler: KindHandler, text: string, fileName: string): void {
  handler.lint(text, {fileName})
  handler.fix(text, {fileName})
}

writeCache(compiledHandlerBundles.markdown, (exports) => {
  const handler = exports.markdownHandler as KindHandler
  for (const path of [...filesUnder('fixtures/examples', '.md'), ...filesUnder('fixtures/parse', '.md')]) {
    exercise(handler, readFileSync(path, 'utf8'), path)
  }
})

writeCache(compiledHandlerBundles.json, (exports) => {
  const handlers = exports.jsonHandlers as Record<string, KindHandler>
  for (const path of filesUnder('fixtures/json', '.json')) {
    const text = readFileSync(path, 'utf8')
    const kind = detectKind(path, text)
    if (kind !== 'markdown') exercise(handlers[kind]!, text, path)
  }
})
