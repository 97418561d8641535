/** Checks that a path names a file inside the repository, written relative to its root. */
import {splitTopLevelCommas} from './commas.js'

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

/**
 * Whether a path starts with a URL scheme: `scheme:` of two characters or
 * more (one is a drive letter), as a browser reads it (blanks and controls
 * before it, tabs and line breaks within it dropped). Any scheme is one,
 * `javascript:`, `data:`, `vbscript:`, `mailto:` included; a dotted one
 * (`api.ts:12`, a file and a line) only when `//` follows.
 */
function hasUrlScheme(written: string): boolean {
  const path = written.replace(/^[\x00-\x20]+/, '').replace(/[\t\n\r]/g, '')
  const colon = path.indexOf(':')
  if (colon < 2 || !/[a-z]/i.test(path[0]!)) return false
  for (let index = 1; index < colon; index++) if (!isSchemeChar(path[index]!)) return false
  return !path.slice(0, colon).includes('.') || path.startsWith('//', colon + 1)
}

/** Characters drawn as nothing: zero-width, bidi controls, soft hyphens, variation selectors. */
const invisible = /\p{Default_Ignorable_Code_Point}/gu
/** Percent-escapes of the characters that make a path leave the repository: `.`, `/`, `\`, `~`. */
const escapedPathChar = /%(2e|2f|5c|7e)/gi

/** A path as a reader's file system resolves it: compatibility forms (`／`, `．`) folded, invisible characters dropped, `%2e%2e%2f` decoded. */
function resolvedForm(path: string): string {
  if (!/[^\x20-\x7e]|%/.test(path)) return path
  return path
    .normalize('NFKC')
    .replace(invisible, '')
    .replace(escapedPathChar, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)))
}

/** What makes `path` not repo-relative, or undefined when it is. */
export function repoRelativeProblem(written: string): PathProblem | undefined {
  // Anything but a string names no path at all.
  if (typeof written !== 'string' || written.trim().length === 0) return 'empty'
  const path = resolvedForm(written)
  if (path.trim().length === 0) return 'empty'
  if (hasUrlScheme(path)) return 'url'
  if (/^[a-z]:/i.test(path)) return 'drive-letter'
  if (path.includes('\\')) return 'backslash'
  if (path.startsWith('/')) return 'absolute'
  // `~/x`, and the home folder through a variable: `$HOME/x`, `${HOME}/x`, `%USERPROFILE%\x`.
  if (path.startsWith('~') || /^(?:\$HOME|\$\{HOME\}|%(?:USERPROFILE|HOMEPATH|HOME)%)(?:[\\/]|$)/i.test(path)) return 'home'
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

/** A word without the marks around a path in prose: quotes, brackets, emphasis, code spans, list punctuation. A loop, as a trailing `[…]+$` would backtrack. */
function unwrapWord(word: string): string {
  let start = 0
  let end = word.length
  while (start < end && `"'\`<([*_`.includes(word[start]!)) start++
  while (end > start && `"'\`>)]*_,;`.includes(word[end - 1]!)) end--
  return word.slice(start, end)
}

/** A file name at the repository root without a slash: `package.json`, `.gitignore`, `.env.example`, `Makefile`, `Dockerfile`, `LICENSE`. Not `e.g.` (a trailing dot) nor a word of prose. */
const rootFileName = /^(?:\.?[\w-]+(?:\.[\w-]+)+|\.[\w-]+|[A-Z][A-Za-z]*file|GNUmakefile|makefile|LICENSE|LICENCE|README|CHANGELOG|CODEOWNERS|NOTICE|AUTHORS|COPYING|VERSION)$/

/**
 * A path outside the repository named in `text` though the text as a whole
 * is no such path: wrapped (`"/etc/passwd"`, `<../x.ts>`, `[x](../x.ts)`),
 * after a mark or a word (`✅ ../x.ts`, `[x] /etc/x`, `Created /etc/passwd`),
 * or one of a comma list (`src/a.ts, /etc/passwd`). The parent reads such an
 * entry as a claim about that file. Only the first path of each part of a
 * comma list (outside brackets) is read, so a route or a mention in a
 * remark after it (`src/routes.ts (GET /health)`) is none.
 */
export function pathNamedOutside(written: string): {path: string; problem: PathProblem} | undefined {
  if (typeof written !== 'string') return undefined
  const text = resolvedForm(written)
  for (const part of splitTopLevelCommas(text)) {
    let first = true
    for (const word of part.split(/\s+/)) {
      // A link `[label](destination)` names its destination.
      const link = word.lastIndexOf('](')
      // An HTML attribute names its target too: `<a href="/etc/passwd">`.
      const path = unwrapWord(link >= 0 ? word.slice(link + 2) : word.replace(/^(?:href|src)=/i, ''))
      // A `file:` URL names a file of the machine it was written on: `<file:///etc/passwd>`.
      if (/^file:/i.test(path)) return {path, problem: 'url'}
      // A part opening with a file name of the root (`Makefile (install → /usr/local/bin/app)`, `.gitignore (adds /dist)`) names that file: what follows is a remark, as after `src/a.ts`. Marks before it (`✅`) open nothing.
      if (first && rootFileName.test(path.replace(/:$/, ''))) break
      if (/[\p{L}\p{N}]/u.test(path)) first = false
      const pathLike = /^\/[\w.~-]/.test(path) || /^[a-z]:[\\/]/i.test(path) || path.startsWith('..') || path.startsWith('$') || (path.includes('/') && !path.includes('://'))
      if (!pathLike) continue
      const problem = repoRelativeProblem(path)
      if (problem === 'absolute' || problem === 'home' || problem === 'escapes-root' || problem === 'drive-letter') return {path, problem}
      break
    }
  }

  return undefined
}

/**
 * A line that is written as a deliverable or an attested file though it is no
 * bullet — a path outside the repository alone on it, or before a separator
 * (`/etc/passwd`, `### ../x.ts`, `` `~/.bashrc` — x ``) — and that path. A
 * path further into a line of prose (`WORKDIR is /app`, `served at /api/v1`)
 * or in a table (routes, commands) is a remark, not an entry.
 */
export function entryLineOutside(line: string): {path: string; problem: PathProblem} | undefined {
  if (typeof line !== 'string') return undefined
  const text = resolvedForm(line).replace(/^[\s>#]+/, '')
  if (text.startsWith('|')) return undefined
  const end = text.search(/\s/)
  const word = end < 0 ? text : text.slice(0, end)
  const rest = end < 0 ? '' : text.slice(end)
  // `/etc/passwd: x` and `/etc/passwd — x` are entries with a description; `/etc/passwd is read` is prose.
  if (!word.endsWith(':') && rest.trim() !== '' && !/^\s+[\u2014\u2013-]\s/.test(rest)) return undefined
  const path = unwrapWord(word).replace(/:$/, '')
  if (/^file:/i.test(path)) return {path, problem: 'url'}
  const problem = repoRelativeProblem(path)
  return problem === 'absolute' || problem === 'home' || problem === 'escapes-root' || problem === 'drive-letter' ? {path, problem} : undefined
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
