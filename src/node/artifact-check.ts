/**
 * The file-system side of `artifact-missing` (node only): resolves artifact
 * paths inside a root directory and never outside it. Symbolic links are
 * resolved with `realpath` and the target compared with the root's real path
 * before anything is read about it.
 */
import {closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync} from 'node:fs'
import {StringDecoder} from 'node:string_decoder'
import {isAbsolute, relative, resolve, sep} from 'node:path'
import type {ArtifactFileState} from '../json/options.js'
import {repoRelativeProblem} from '../util/paths.js'

function inside(root: string, target: string): boolean {
  const rel = relative(root, target)
  return rel === '' || (rel !== '..' && !rel.startsWith('..' + sep) && !isAbsolute(rel))
}

/**
 * A `checkArtifact` option for `lintText`: what is at `path` under `root`.
 * Never throws: when `root` cannot be resolved (or is not a string), every
 * path is `unreadable`; `artifactCheckIn` tells that case apart.
 */
export function createArtifactCheck(root: string): (path: string) => ArtifactFileState {
  return artifactCheckIn(root) ?? (() => 'unreadable')
}

/** The check of `createArtifactCheck`, or undefined when `root` cannot be resolved, so the CLI can say so once. */
export function artifactCheckIn(root: string): ((path: string) => ArtifactFileState) | undefined {
  let realRoot: string
  try {
    realRoot = realpathSync(resolve(root))
  } catch {
    return undefined
  }

  return (path) => {
    if (repoRelativeProblem(path)) return 'outside-root'
    const candidate = resolve(realRoot, path)
    if (!inside(realRoot, candidate)) return 'outside-root'
    let real: string
    try {
      real = realpathSync(candidate)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable'
    }

    if (!inside(realRoot, real)) return 'outside-root'
    try {
      const info = statSync(real)
      if (!info.isFile()) return 'not-file'
      return info.size === 0 || blankFile(real) ? 'empty' : 'file'
    } catch {
      return 'unreadable'
    }
  }
}

/** How much of a file is read to tell whether it holds only blanks; a longer run of blanks is counted as content. */
const blankReadBytes = 16 * 1024 * 1024

/**
 * Whether a file holds only blanks (spaces, tabs, line breaks, other Unicode
 * white space, a byte order mark): a deliverable of one space is as empty
 * as one of none. Reading stops at the first other character, at once for
 * any real file.
 */
function blankFile(path: string): boolean {
  const descriptor = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  try {
    if (!fstatSync(descriptor).isFile()) return false
    const decoder = new StringDecoder('utf8')
    const buffer = Buffer.alloc(64 * 1024)
    for (let read = 0; read < blankReadBytes; ) {
      const count = readSync(descriptor, buffer, 0, buffer.length, read)
      if (count === 0) return /^[\s\uFEFF]*$/.test(decoder.end())
      read += count
      if (!/^[\s\uFEFF]*$/.test(decoder.write(buffer.subarray(0, count)))) return false
    }

    return false
  } finally {
    closeSync(descriptor)
  }
}
