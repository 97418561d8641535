/**
 * Loads a CommonJS bundle that the build compiled ahead of time, through the
 * V8 code cache written beside it (`<bundle>.cache`). Node 20 has no compile
 * cache of its own (`module.enableCompileCache` came with Node 22), and
 * compiling and first running the markdown parser is a third of a cold
 * `handback lint`. The producer is `scripts/compile-cache.ts`.
 *
 * A cache is used only with the very bundle it was made from (the cache file
 * holds a copy of it, compared byte for byte: V8 itself checks only the
 * length) and only if V8 accepts it (same V8 version and flags); otherwise the
 * bundle compiles as any script would, just slower.
 */
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {dirname} from 'node:path'
import {constants, Script} from 'node:vm'

export interface CompiledBundle {
  /** What the bundle assigned to `module.exports`. */
  exports: Record<string, unknown>
  /** Whether a cache was given and V8 did not reject it. */
  cacheUsed: boolean
}

const cacheHeader = 'handback code cache\n'

/** The same wrapper Node puts around a CommonJS module; producer and loader must agree on it. */
export function wrapCommonJs(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) {${source}\n})`
}

/** A cache file: a header line, the bundle it was made from, then V8's data. */
export function encodeCache(bundle: Buffer, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(cacheHeader), bundle, data])
}

function readCache(path: string, bundle: Buffer): Buffer | undefined {
  let file: Buffer
  try {
    file = readFileSync(path)
  } catch {
    return undefined
  }

  const start = cacheHeader.length
  const end = start + bundle.length
  if (file.length <= end || file.toString('latin1', 0, start) !== cacheHeader || !file.subarray(start, end).equals(bundle)) return undefined
  return file.subarray(end)
}

/** Compiles the bundle (with its cache when it fits) without running it. */
export function compileBundle(path: string, source: string, cachedData?: Buffer): Script {
  // A dynamic import() in the bundle resolves as in any module (Node 20.12 and later; older ones reject it).
  const loader = (constants as Partial<typeof constants> | undefined)?.USE_MAIN_CONTEXT_DEFAULT_LOADER
  return new Script(wrapCommonJs(source), {
    filename: path,
    ...(cachedData ? {cachedData} : {}),
    ...(loader === undefined ? {} : {importModuleDynamically: loader})
  })
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
  let bundle: Buffer
  try {
    bundle = readFileSync(path)
  } catch {
    return undefined
  }

  const cachedData = readCache(`${path}.cache`, bundle)
  const script = compileBundle(path, bundle.toString('utf8'), cachedData)
  return {exports: runBundle(script, path), cacheUsed: cachedData !== undefined && script.cachedDataRejected === false}
}
