/**
 * Which paths a directory walk or a glob leaves out: `.gitignore` and
 * `.handbackignore` files (gitignore syntax: `#` comments, `!` negation),
 * read in each directory from the project root down, plus the configuration's
 * `ignores` list. As in git, the deepest file that decides wins, and a file
 * inside an ignored directory stays ignored.
 *
 * An ignore file comes with the tree being linted: one that is not a regular
 * file (a FIFO, a link to a device) or is larger than 1 MiB is skipped, as if
 * absent, and reported through `onSkipped`.
 */
import {stat} from 'node:fs/promises'
import {dirname, join, relative, sep} from 'node:path'
import ignore, {type Ignore} from 'ignore'
import {patternProblem} from '../util/globstars.js'
import {readRegularFile, sideFileMaxBytes} from './read-bounded.js'

const ignoreFileNames = ['.gitignore', '.handbackignore'] as const

/** Patterns that apply below a directory (the configuration's `ignores`, relative to the configuration file). */
export interface IgnoreList {
  base: string
  patterns: readonly string[]
}

export interface IgnoreMatcher {
  /** Whether an absolute path is left out; `directory` adds the trailing slash gitignore patterns need. */
  isIgnored(path: string, directory: boolean): Promise<boolean>
}

export interface IgnoreMatcherOptions {
  /** Called once for each ignore file skipped, with its absolute path and why. Default: none. */
  onSkipped?: (path: string, reason: string) => void
  /** Called for each pattern left out (`patternProblem`), with the ignore file or the configuration's folder it came from. Default: none. */
  onSkippedPattern?: (where: string, pattern: string, reason: string) => void
}


interface Layer {
  base: string
  matcher: Ignore
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false
  )
}

/** The project root: the nearest directory above `start` holding `.git`, or `start` itself. */
export async function findProjectRoot(start: string): Promise<string> {
  let directory = start
  for (;;) {
    if (await exists(join(directory, '.git'))) return directory
    const parent = dirname(directory)
    if (parent === directory) return start
    directory = parent
  }
}

function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/')
}

function isInside(base: string, path: string): boolean {
  const rel = relative(base, path)
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel)
}

export function createIgnoreMatcher(root: string, lists: readonly IgnoreList[] = [], options: IgnoreMatcherOptions = {}): IgnoreMatcher {
  const perDirectory = new Map<string, Promise<Layer | undefined>>()
  const usable = (patterns: readonly string[], where: string): string[] =>
    patterns.filter((pattern) => {
      const problem = patternProblem(pattern)
      if (problem) options.onSkippedPattern?.(where, pattern, problem)
      return problem === undefined
    })
  const listed: Layer[] = lists.map((list) => ({base: list.base, matcher: ignore({allowRelativePaths: true}).add(usable(list.patterns, list.base))}))

  async function readIgnoreFile(path: string): Promise<string> {
    const read = await readRegularFile(path, sideFileMaxBytes)
    if (read.ok) return read.text
    // A missing or unreadable file is no file, as in git; one refused for its type or size is said.
    if (read.code === undefined) options.onSkipped?.(path, read.reason)
    return ''
  }

  function layerOf(directory: string): Promise<Layer | undefined> {
    let layer = perDirectory.get(directory)
    if (!layer) {
      layer = (async () => {
        const patterns: string[] = []
        for (const name of ignoreFileNames) {
          const path = join(directory, name)
          patterns.push(...usable((await readIgnoreFile(path)).split(/\r?\n/), path))
        }

        return patterns.every((pattern) => pattern.trim() === '') ? undefined : {base: directory, matcher: ignore({allowRelativePaths: true}).add(patterns)}
      })()
      perDirectory.set(directory, layer)
    }

    return layer
  }

  /** The layers that can judge `path`, shallowest first, the configuration's lists last. */
  async function layersFor(path: string): Promise<Layer[]> {
    const directories: string[] = []
    for (let directory = dirname(path); ; directory = dirname(directory)) {
      if (directory === root || isInside(root, directory)) directories.unshift(directory)
      if (directory === root || dirname(directory) === directory) break
    }

    const layers = (await Promise.all(directories.map(layerOf))).filter((layer) => layer !== undefined)
    return [...layers, ...listed]
  }

  async function decide(path: string, directory: boolean): Promise<boolean> {
    let ignored = false
    for (const layer of await layersFor(path)) {
      if (!isInside(layer.base, path)) continue
      const result = layer.matcher.test(toPosix(relative(layer.base, path)) + (directory ? '/' : ''))
      if (result.ignored) ignored = true
      else if (result.unignored) ignored = false
    }

    return ignored
  }

  const directoryDecisions = new Map<string, Promise<boolean>>()
  function directoryIgnored(directory: string): Promise<boolean> {
    let decision = directoryDecisions.get(directory)
    if (!decision) {
      decision = decide(directory, true)
      directoryDecisions.set(directory, decision)
    }

    return decision
  }

  return {
    async isIgnored(path, directory) {
      // A file is ignored when any directory above it (below the root) is.
      for (let above = dirname(path); isInside(root, above); above = dirname(above)) {
        if (await directoryIgnored(above)) return true
      }

      return decide(path, directory)
    }
  }
}
