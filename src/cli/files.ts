/** Turns the CLI's operands (files, directories, globs, `-`) into a list of files. */
import type {Dirent, Stats} from 'node:fs'
import {readdir, stat} from 'node:fs/promises'
import {join, relative, resolve} from 'node:path'

const extensions = ['.md', '.markdown', '.json']
const skippedDirectories = new Set(['node_modules', '.git'])

export interface Operands {
  files: string[]
  /** Operands that matched nothing, reported as usage failures. */
  missing: string[]
  stdin: boolean
  /** Directories (or operands) that could not be read, each once with its reason; the rest is still listed. */
  unreadable: Array<{path: string; reason: string}>
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
export function unreadableReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'ENOENT') return 'no such file'
  if (code === 'ELOOP') return 'too many symbolic links'
  return code ?? String((error as Error | undefined)?.message ?? error)
}

async function walk(directory: string, into: string[], unreadable: Operands['unreadable'], fs: WalkFileSystem): Promise<void> {
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
      if (!skippedDirectories.has(entry.name)) await walk(path, into, unreadable, fs)
    } else if (entry.isFile() && extensions.some((extension) => entry.name.toLowerCase().endsWith(extension))) {
      into.push(path)
    }
  }
}

// Loaded only when an operand is neither a file nor a directory: most runs name files.
let globber: typeof import('tinyglobby') | undefined

export async function expandOperands(operands: readonly string[], cwd: string, fs: WalkFileSystem = nodeFileSystem): Promise<Operands> {
  const result: Operands = {files: [], missing: [], stdin: operands.length === 0, unreadable: []}
  for (const operand of operands) {
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
      // A path that exists but cannot be looked at is unreadable, not a glob nor missing.
      if (code !== undefined && code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'ENAMETOOLONG') {
        result.unreadable.push({path: operand, reason: unreadableReason(error)})
        continue
      }
    }

    if (info?.isDirectory()) {
      const found: string[] = []
      const unreadable: Operands['unreadable'] = []
      await walk(absolute, found, unreadable, fs)
      result.files.push(...found.map((path) => relative(cwd, path) || path))
      result.unreadable.push(...unreadable.map((entry) => ({path: relative(cwd, entry.path) || entry.path, reason: entry.reason})))
    } else if (info) {
      result.files.push(operand)
    } else if ((globber ??= await import('tinyglobby')).isDynamicPattern(operand)) {
      // Like the directory walk, a glob does not follow symbolic links out of the tree it names.
      const matches = await globber.glob(operand, {cwd, ignore: ['**/node_modules/**', '**/.git/**'], followSymbolicLinks: false})
      if (matches.length === 0) result.missing.push(operand)
      result.files.push(...matches.sort())
    } else {
      result.missing.push(operand)
    }
  }

  result.files = [...new Set(result.files)]
  return result
}
