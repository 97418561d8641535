/** Turns the CLI's operands (files, directories, globs, `-`) into a list of files. */
import {readdir, stat} from 'node:fs/promises'
import {join, relative, resolve} from 'node:path'

const extensions = ['.md', '.markdown', '.json']
const skippedDirectories = new Set(['node_modules', '.git'])

export interface Operands {
  files: string[]
  /** Operands that matched nothing, reported as usage failures. */
  missing: string[]
  stdin: boolean
}

async function walk(directory: string, into: string[]): Promise<void> {
  const entries = await readdir(directory, {withFileTypes: true})
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const entry of entries) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) await walk(path, into)
    } else if (entry.isFile() && extensions.some((extension) => entry.name.toLowerCase().endsWith(extension))) {
      into.push(path)
    }
  }
}

// Loaded only when an operand is neither a file nor a directory: most runs name files.
let globber: typeof import('tinyglobby') | undefined

export async function expandOperands(operands: readonly string[], cwd: string): Promise<Operands> {
  const result: Operands = {files: [], missing: [], stdin: operands.length === 0}
  for (const operand of operands) {
    if (operand === '-') {
      result.stdin = true
      continue
    }

    const absolute = resolve(cwd, operand)
    const info = await stat(absolute).catch(() => undefined)
    if (info?.isDirectory()) {
      const found: string[] = []
      await walk(absolute, found)
      result.files.push(...found.map((path) => relative(cwd, path) || path))
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
