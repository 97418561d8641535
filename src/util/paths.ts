/** Checks that a path names a file inside the repository, written relative to its root. */

export type PathProblem = 'empty' | 'url' | 'drive-letter' | 'backslash' | 'absolute' | 'home' | 'escapes-root'

const problemText: Record<PathProblem, string> = {
  empty: 'empty path',
  url: 'URL',
  'drive-letter': 'drive letter in path',
  backslash: 'backslashes in path',
  absolute: 'absolute path',
  home: 'home-relative path',
  'escapes-root': 'path leaving the repository'
}

function isSchemeChar(char: string): boolean {
  return /[a-z0-9+.-]/i.test(char)
}

function hasUrlScheme(path: string): boolean {
  const colon = path.indexOf(':')
  if (colon < 2 || !/[a-z]/i.test(path[0]!)) return false
  for (let index = 1; index < colon; index++) if (!isSchemeChar(path[index]!)) return false
  return path.startsWith('//', colon + 1) || path.slice(0, colon).toLowerCase() === 'file'
}

/** What makes `path` not repo-relative, or undefined when it is. */
export function repoRelativeProblem(path: string): PathProblem | undefined {
  // Anything but a string names no path at all.
  if (typeof path !== 'string' || path.trim().length === 0) return 'empty'
  if (hasUrlScheme(path)) return 'url'
  if (/^[a-z]:/i.test(path)) return 'drive-letter'
  if (path.includes('\\')) return 'backslash'
  if (path.startsWith('/')) return 'absolute'
  if (path.startsWith('~')) return 'home'
  let depth = 0
  for (const segment of path.split('/')) {
    if (segment === '..') {
      depth--
      if (depth < 0) return 'escapes-root'
    } else if (segment !== '' && segment !== '.') {
      depth++
    }
  }

  return undefined
}

/** Human wording of a path problem, for messages. */
export function describePathProblem(problem: PathProblem): string {
  return problemText[problem]
}

/** Comparable form of a repo-relative path: `./a//b/` → `a/b`. */
export function normalizeRepoPath(path: string): string {
  const parts: string[] = []
  for (const segment of path.trim().split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop()
    else parts.push(segment)
  }

  return parts.join('/')
}
