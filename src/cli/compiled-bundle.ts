/**
 * Loads a CommonJS bundle that the build compiled ahead of time, through the
 * V8 code cache written beside it (`<bundle>.cache`). Node 20 has no compile
 * cache of its own (`module.enableCompileCache` came with Node 22), and
 * compiling and first running the markdown parser is a third of a cold
 * `handback lint`. The producer is `scripts/compile-cache.ts`.
 *
 * A cache is used only with the bundle of its own build (both carry the same
 * build id) and only if V8 accepts it (same V8 version and flags); otherwise
 * the bundle compiles as any script would, just slower.
 */
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {dirname} from 'node:path'
import {Script} from 'node:vm'

export interface CompiledBundle {
  /** What the bundle assigned to `module.exports`. */
  exports: Record<string, unknown>
  /** Whether a cache was given and V8 did not reject it. */
  cacheUsed: boolean
}

const buildIdPattern = /^\/\* handback build ([0-9a-z]+) \*\//
const cacheHeader = 'handback code cache '

/** The id a bundle's first line carries, written by the build. */
export function bundleBuildId(source: string): string | undefined {
  return buildIdPattern.exec(source.slice(0, 64))?.[1]
}

/** The same wrapper Node puts around a CommonJS module; producer and loader must agree on it. */
export function wrapCommonJs(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) {${source}\n})`
}

/** A cache file: one header line naming the build, then V8's data. */
export function encodeCache(buildId: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${cacheHeader}${buildId}\n`), data])
}

function readCache(path: string, buildId: string | undefined): Buffer | undefined {
  if (buildId === undefined) return undefined
  let file: Buffer
  try {
    file = readFileSync(path)
  } catch {
    return undefined
  }

  const header = Buffer.from(`${cacheHeader}${buildId}\n`)
  return file.subarray(0, header.length).equals(header) ? file.subarray(header.length) : undefined
}

/** Compiles the bundle (with its cache when it fits) without running it. */
export function compileBundle(path: string, source: string, cachedData?: Buffer): Script {
  return new Script(wrapCommonJs(source), {filename: path, ...(cachedData ? {cachedData} : {})})
}

/** Runs a compiled bundle as a CommonJS module and returns its exports. */
export function runBundle(script: Script, path: string): Record<string, unknown> {
  const module = {exports: {} as Record<string, unknown>}
  const run = script.runInThisContext() as (...parameters: unknown[]) => void
  run(module.exports, createRequire(path), module, path, dirname(path))
  return module.exports
}

/** The bundle's exports, or undefined when there is no such bundle. */
export function loadCompiledBundle(path: string): CompiledBundle | undefined {
  let source: string
  try {
    source = readFileSync(path, 'utf8')
  } catch {
    return undefined
  }

  const cachedData = readCache(`${path}.cache`, bundleBuildId(source))
  const script = compileBundle(path, source, cachedData)
  return {exports: runBundle(script, path), cacheUsed: cachedData !== undefined && script.cachedDataRejected === false}
}
