/**
 * The file-system side of `artifact-missing` (node only): resolves artifact
 * paths inside a root directory and never outside it. Symbolic links are
 * resolved with `realpath` and the target compared with the root's real path
 * before anything is read about it.
 */
import {realpathSync, statSync} from 'node:fs'
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
      return info.size === 0 ? 'empty' : 'file'
    } catch {
      return 'unreadable'
    }
  }
}
