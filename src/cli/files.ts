/** Turns the CLI's operands (files, directories, globs, `-`) into a list of files. */
import type {Dirent, Stats} from 'node:fs'
import {lstat, readdir, stat} from 'node:fs/promises'
import {join, relative, resolve, sep} from 'node:path'
import type {InputKind} from '../kinds/detect.js'
import type {IgnoreList, IgnoreMatcher} from '../node/ignore-files.js'
import {maxWalkDepth, patternProblem} from '../util/globstars.js'

const extensions = ['.md', '.markdown', '.json']
const skippedDirectories = new Set(['node_modules', '.git'])

export interface Operands {
  files: string[]
  /** Operands that matched nothing, reported as usage failures. */
  missing: string[]
  stdin: boolean
  /** Directories (or operands) that could not be read, each once with its reason; the rest is still listed. */
  unreadable: Array<{path: string; reason: string}>
  /** The kind of each file found by a directory walk or glob (returns only); named files are absent. */
  kinds: Map<string, InputKind>
  /** What a walk or glob left out (folders, and files it would have read), each with what left it out. */
  ignored: Array<{path: string; by: string}>
  /** With `deferContent`, the found files whose content alone says whether they are returns: the caller reads each once, and tells. */
  undecided: Set<string>
}

export interface ExpandOptions {
  /** The configuration's `ignores`, each relative to its file's directory. */
  ignores?: readonly IgnoreList[]
  /** Told of each ignore file skipped (not a regular file, or too large), with why. Default: none. */
  onSkippedIgnoreFile?: (path: string, reason: string) => void
  /** Told of each ignore pattern left out, with the file or folder it came from and why. Default: none. */
  onSkippedIgnorePattern?: (where: string, pattern: string, reason: string) => void
  /** The run's input bound (`--max-bytes`): a found JSON is read up to it to tell whether it is a return. */
  maxBytes?: number
  /** Ignore files inside the linted tree (below `cwd`) leave paths out too (`--trust-nested`). Default: they only bring paths back. */
  trustNested?: boolean
  /** Read no ignore file and no configuration `ignores`; exclusion operands still apply (`--no-ignore`). Default false. */
  noIgnore?: boolean
  /**
   * Read no found file here: one whose name does not tell is kept in `undecided`, for the caller to read once
   * (`discoverKind` on the text it lints). Default false: each is read here, and only returns are kept.
   */
  deferContent?: boolean
}

/** The two calls a walk makes, replaceable so tests can make a directory unreadable even as root. */
export interface WalkFileSystem {
  readdir: (path: string) => Promise<Dirent[]>
  stat: (path: string) => Promise<Stats>
}

const nodeFileSystem: WalkFileSystem = {
  readdir: (path) => readdir(path, {withFileTypes: true}),
  stat: (path) => stat(path)
}

/** Why a path could not be read, in the words `readInput` uses. */
function unreadableReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'ENOENT') return 'no such file'
  if (code === 'ELOOP') return 'too many symbolic links'
  return code ?? String((error as Error | undefined)?.message ?? error)
}

async function walk(directory: string, into: string[], unreadable: Operands['unreadable'], fs: WalkFileSystem, ignored: IgnoreMatcher, left: Operands['ignored'], depth = 0): Promise<void> {
  if (depth > maxWalkDepth) {
    unreadable.push({path: directory, reason: `nested more than ${maxWalkDepth} folders deep, not walked`})
    return
  }

  let entries: Dirent[]
  try {
    entries = await fs.readdir(directory)
  } catch (error) {
    // One unreadable folder is one message; its siblings are still linted.
    unreadable.push({path: directory, reason: unreadableReason(error)})
    return
  }

  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const entry of entries) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) {
      if (skippedDirectories.has(entry.name)) continue
      const by = await ignored.ignoredBy(path, true)
      if (by === undefined) await walk(path, into, unreadable, fs, ignored, left, depth + 1)
      else left.push({path: path + sep, by})
    } else if (entry.isFile() && extensions.some((extension) => entry.name.toLowerCase().endsWith(extension))) {
      const by = await ignored.ignoredBy(path, false)
      if (by === undefined) into.push(path)
      else left.push({path, by})
    }
  }
}

/**
 * The directories a glob would read but cannot: the glob library skips them
 * in silence, so they are looked for apart. The directories its pattern
 * reaches (the pattern without its last segment, listed by the same library
 * from their readable parents) are each opened once; one that fails is named.
 */
async function unreadableForGlob(pattern: string, cwd: string, fs: WalkFileSystem, ignored: IgnoreMatcher, globber: typeof import('tinyglobby')): Promise<Operands['unreadable']> {
  const segments = pattern.split('/')
  const dynamicAt = segments.findIndex((segment) => globber.isDynamicPattern(segment))
  const base = resolve(cwd, segments.slice(0, Math.max(dynamicAt, 0)).join('/') || '.')
  const directoryPattern = segments.at(-1) === '**' ? pattern : segments.slice(0, -1).join('/')
  const reached = directoryPattern === '' || !globber.isDynamicPattern(directoryPattern)
    ? []
    : await globber.glob(directoryPattern, {cwd, onlyDirectories: true, expandDirectories: false, ignore: ['**/node_modules/**', '**/.git/**'], followSymbolicLinks: false, dot: true, deep: maxWalkDepth})
  const unreadable: Operands['unreadable'] = []
  const seen = new Set<string>()
  for (const directory of [base, ...reached.map((path) => resolve(cwd, path))]) {
    if (seen.has(directory)) continue
    seen.add(directory)
    if (directory !== base && (await ignored.isIgnored(directory, true))) continue
    try {
      await fs.readdir(directory)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | undefined)?.code
      if (code !== 'ENOENT' && code !== 'ENOTDIR') unreadable.push({path: relative(cwd, directory) || directory, reason: unreadableReason(error)})
    }
  }

  return unreadable.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** Keeps the found files that are returns (by name, then content), recording their kinds. */
async function keepReturns(found: readonly string[], cwd: string, result: Operands, options: ExpandOptions): Promise<void> {
  const maxBytes = options.maxBytes
  if (options.deferContent === true) {
    const {isNeverReturnName, returnKindByName} = await import('../kinds/detect.js')
    for (const path of found) {
      if (isNeverReturnName(path) || !/\.(md|markdown|json)$/i.test(path)) continue
      result.files.push(path)
      const byName = returnKindByName(path)
      if (byName) result.kinds.set(path, byName)
      else result.undecided.add(path)
    }

    return
  }

  // Content sniffing loads the kind detector, so runs that only name files never pay for it.
  const {kindOfFoundFile} = await import('../node/discover.js')
  for (const path of found) {
    const kind = await kindOfFoundFile(resolve(cwd, path), maxBytes)
    if (kind === undefined) continue
    result.files.push(path)
    // A file that could not be read is kept without a kind: linting it reports why.
    if (kind !== 'unreadable') result.kinds.set(path, kind)
  }
}

/** `#x` and `!x` operands exclude what they match, as in markdownlint-cli2. */
function isExclusion(operand: string): boolean {
  return operand.length > 1 && (operand.startsWith('#') || operand.startsWith('!'))
}

// Loaded only when an operand is neither a file nor a directory: most runs name files.
let globber: typeof import('tinyglobby') | undefined

export async function expandOperands(
  operands: readonly string[],
  cwd: string,
  fs: WalkFileSystem = nodeFileSystem,
  options: ExpandOptions = {}
): Promise<Operands> {
  const exclusions = operands.filter(isExclusion).map((operand) => operand.slice(1))
  const included = operands.filter((operand) => !isExclusion(operand))
  const result: Operands = {files: [], missing: [], stdin: operands.length === 0, unreadable: [], kinds: new Map(), ignored: [], undecided: new Set()}
  const ignores: IgnoreList[] = [...(options.noIgnore === true ? [] : (options.ignores ?? [])), ...(exclusions.length > 0 ? [{base: cwd, patterns: exclusions, source: 'an exclusion operand'}] : [])]
  let matcher: IgnoreMatcher | undefined
  // A file named on the command line is linted whatever its content, even when a walk finds it too.
  const named = new Set<string>()
  // Ignore files are read only when a directory or glob is expanded.
  const ignoredPaths = async (): Promise<IgnoreMatcher> => {
    if (!matcher) {
      const {createIgnoreMatcher, findProjectRoot} = await import('../node/ignore-files.js')
      matcher = createIgnoreMatcher(await findProjectRoot(cwd), ignores, {
        callerDirectory: resolve(cwd),
        ...(options.trustNested === true ? {trustNested: true} : {}),
        ...(options.noIgnore === true ? {noIgnoreFiles: true} : {}),
        ...(options.onSkippedIgnoreFile ? {onSkipped: options.onSkippedIgnoreFile} : {}),
        ...(options.onSkippedIgnorePattern ? {onSkippedPattern: options.onSkippedIgnorePattern} : {})
      })
    }

    return matcher
  }

  for (const operand of included) {
    if (operand === '-') {
      result.stdin = true
      continue
    }

    const absolute = resolve(cwd, operand)
    let info: Stats | undefined
    try {
      info = await fs.stat(absolute)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | undefined)?.code
      // A path that exists but cannot be looked at is unreadable, not missing; a glob is expanded, and says which folder it cannot read.
      if (code !== undefined && code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'ENAMETOOLONG' && !(globber ??= await import('tinyglobby')).isDynamicPattern(operand)) {
        result.unreadable.push({path: operand, reason: unreadableReason(error)})
        continue
      }
    }

    if (info?.isDirectory()) {
      const found: string[] = []
      const unreadable: Operands['unreadable'] = []
      const left: Operands['ignored'] = []
      await walk(absolute, found, unreadable, fs, await ignoredPaths(), left)
      for (const entry of left) result.ignored.push({path: relative(cwd, entry.path) + (entry.path.endsWith(sep) ? sep : '') || entry.path, by: entry.by})
      await keepReturns(
        found.map((path) => relative(cwd, path) || path),
        cwd,
        result,
        options
      )
      for (const entry of unreadable) result.unreadable.push({path: relative(cwd, entry.path) || entry.path, reason: entry.reason})
    } else if (info) {
      result.files.push(operand)
      named.add(operand)
    } else if ((globber ??= await import('tinyglobby')).isDynamicPattern(operand) && patternProblem(operand) !== undefined) {
      result.unreadable.push({path: operand, reason: `not expanded: ${patternProblem(operand)!}`})
    } else if (globber.isDynamicPattern(operand)) {
      // Like the directory walk, a glob does not follow symbolic links out of the tree it names.
      // Dotfiles match: `.return-meta.json` is the contract's own file name.
      const matches = await globber.glob(operand, {cwd, ignore: ['**/node_modules/**', '**/.git/**'], followSymbolicLinks: false, dot: true, deep: maxWalkDepth})
      const kept: string[] = []
      const ignored = await ignoredPaths()
      for (const match of matches.sort()) {
        const by = await ignored.ignoredBy(resolve(cwd, match), false)
        if (by === undefined) kept.push(match)
        else result.ignored.push({path: match, by})
      }

      await keepReturns(kept, cwd, result, options)
      const unreadable = await unreadableForGlob(operand, cwd, fs, ignored, globber)
      for (const entry of unreadable) result.unreadable.push(entry)
      // Matching nothing is worth a message only when no folder was out of reach.
      if (matches.length === 0 && unreadable.length === 0) result.missing.push(operand)
    } else if (await lstat(absolute).then((link) => link.isSymbolicLink(), () => false)) {
      // Named, but a link to nothing: saying "no files match" would hide the link.
      result.unreadable.push({path: operand, reason: 'a symbolic link to nothing'})
    } else {
      result.missing.push(operand)
    }
  }

  result.files = [...new Set(result.files)]
  for (const path of named) result.undecided.delete(path)
  return result
}
