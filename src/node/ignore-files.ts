/**
 * Which paths a directory walk or a glob leaves out: `.gitignore` and
 * `.handbackignore` files (gitignore syntax: `#` comments, `!` negation),
 * read in each directory from the project root down, plus the configuration's
 * `ignores` list. As in git, the deepest file that decides wins, and a file
 * inside an ignored directory stays ignored.
 *
 * An ignore file comes with the tree being linted: one that is not a regular
 * file (a FIFO, a link to a device) or is larger than 1 MiB is skipped, as if
 * absent, and reported through `onSkipped`. Only the caller's ignore files
 * (in the working directory and the folders above it) leave paths out; one
 * inside the linted tree may only bring paths back (`!pattern`), unless the
 * caller trusts the tree (`trustNested`).
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
  /** What the list is, for the summary of what was left out (the configuration file). Default: `base`. */
  source?: string
}

export interface IgnoreMatcher {
  /** Whether an absolute path is left out; `directory` adds the trailing slash gitignore patterns need. */
  isIgnored(path: string, directory: boolean): Promise<boolean>
  /** What leaves an absolute path out (an ignore file, a configuration), or undefined when it is kept. */
  ignoredBy(path: string, directory: boolean): Promise<string | undefined>
}

export interface IgnoreMatcherOptions {
  /** Called once for each ignore file skipped, with its absolute path and why. Default: none. */
  onSkipped?: (path: string, reason: string) => void
  /** Called for each pattern left out (`patternProblem`), with the ignore file or the configuration's folder it came from. Default: none. */
  onSkippedPattern?: (where: string, pattern: string, reason: string) => void
  /** The caller's folder: ignore files in it and above it leave paths out; those below only bring paths back. Default: every ignore file leaves paths out. */
  callerDirectory?: string
  /** Ignore files below `callerDirectory` leave paths out too. Default false. */
  trustNested?: boolean
  /** Read no ignore file: only `lists` leave paths out (`--no-ignore`). Default false. */
  noIgnoreFiles?: boolean
}


interface Layer {
  base: string
  matcher: Ignore
  /** What a decision of this layer is credited to: its ignore file, or the folder of its list. */
  source: string
  /** Whether the layer may leave paths out; an untrusted one only brings them back. */
  trusted: boolean
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
  const perDirectory = new Map<string, Promise<Layer[]>>()
  const usable = (patterns: readonly string[], where: string): string[] =>
    patterns.filter((pattern) => {
      const problem = patternProblem(pattern)
      if (problem) options.onSkippedPattern?.(where, pattern, problem)
      return problem === undefined
    })
  const listed: Layer[] = lists.map((list) => ({base: list.base, matcher: ignore({allowRelativePaths: true}).add(usable(list.patterns, list.base)), source: list.source ?? list.base, trusted: true}))
  const trusts = (directory: string): boolean =>
    options.trustNested === true || options.callerDirectory === undefined || directory === options.callerDirectory || isInside(directory, options.callerDirectory)

  async function readIgnoreFile(path: string): Promise<string> {
    const read = await readRegularFile(path, sideFileMaxBytes)
    if (read.ok) return read.text
    // A missing or unreadable file is no file, as in git; one refused for its type or size is said.
    if (read.code === undefined) options.onSkipped?.(path, read.reason)
    return ''
  }

  /** A folder's ignore files, one layer each, in the order they apply (`.handbackignore` after `.gitignore`). */
  function layerOf(directory: string): Promise<Layer[]> {
    if (options.noIgnoreFiles === true) return Promise.resolve([])
    let layer = perDirectory.get(directory)
    if (!layer) {
      layer = (async () => {
        const layers: Layer[] = []
        for (const name of ignoreFileNames) {
          const path = join(directory, name)
          const patterns = usable((await readIgnoreFile(path)).split(/\r?\n/), path)
          if (patterns.every((pattern) => pattern.trim() === '' || pattern.startsWith('#'))) continue
          layers.push({base: directory, matcher: ignore({allowRelativePaths: true}).add(patterns), source: path, trusted: trusts(directory)})
        }

        return layers
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

    const layers = (await Promise.all(directories.map(layerOf))).flat()
    return [...layers, ...listed]
  }

  /** The source of the layer that leaves `path` out, or undefined when it is kept. */
  async function decide(path: string, directory: boolean): Promise<string | undefined> {
    let ignoredBy: string | undefined
    for (const layer of await layersFor(path)) {
      if (!isInside(layer.base, path)) continue
      const result = layer.matcher.test(toPosix(relative(layer.base, path)) + (directory ? '/' : ''))
      if (result.ignored && layer.trusted) ignoredBy = layer.source
      else if (result.unignored) ignoredBy = undefined
    }

    return ignoredBy
  }

  const directoryDecisions = new Map<string, Promise<string | undefined>>()
  function directoryIgnored(directory: string): Promise<string | undefined> {
    let decision = directoryDecisions.get(directory)
    if (!decision) {
      decision = decide(directory, true)
      directoryDecisions.set(directory, decision)
    }

    return decision
  }

  async function ignoredBy(path: string, directory: boolean): Promise<string | undefined> {
    // A file is ignored when any directory above it (below the root) is.
    for (let above = dirname(path); isInside(root, above); above = dirname(above)) {
      const by = await directoryIgnored(above)
      if (by !== undefined) return by
    }

    return decide(path, directory)
  }

  return {
    async isIgnored(path, directory) {
      return (await ignoredBy(path, directory)) !== undefined
    },
    ignoredBy
  }
}
