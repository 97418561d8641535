/**
 * Which paths of a return a packet's deliverables cover, and which paths a
 * text mentions, in time near linear in the paths' total length: a packet and
 * a return of a thousand long paths each compared pairwise took ten seconds.
 * A deliverable ending in `/` covers every path under it; any other covers
 * itself.
 */

/** A path as compared: blanks around it and a leading `./` removed. */
export function normalizedPath(path: string): string {
  return path.trim().replace(/^\.\//, '')
}

export interface PathEntry {
  list: 'created' | 'modified' | 'listed'
  pointer: string
  path: string
}

export interface Mentions {
  /** The first entry (in the return's order) the deliverable covers. */
  first: PathEntry | undefined
  /** Whether one of them is in `files_created`. */
  created: boolean
}

/** Finds, for any deliverable, the entries it covers: the entries sorted by path, where those under a folder are one run. */
export function mentionFinder(entries: readonly PathEntry[]): (deliverable: string) => Mentions {
  const order = entries.map((entry, index) => ({path: normalizedPath(entry.path), index})).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.index - b.index))
  const createdBefore = [0]
  for (const {index} of order) createdBefore.push(createdBefore.at(-1)! + (entries[index]!.list === 'created' ? 1 : 0))
  // Sparse table of the least return index over each run of 2^k sorted entries.
  const least: number[][] = [order.map(({index}) => index)]
  for (let width = 2; width <= order.length; width *= 2) {
    const previous = least.at(-1)!
    const half = width / 2
    least.push(previous.slice(0, order.length - width + 1).map((value, start) => Math.min(value, previous[start + half]!)))
  }

  const leastIn = (from: number, to: number): number => {
    const level = Math.floor(Math.log2(to - from))
    return Math.min(least[level]![from]!, least[level]![to - (1 << level)]!)
  }

  /** The first sorted position where `inRun` (true, then false, over positions at or after `from`) stops holding. */
  const boundary = (from: number, inRun: (path: string) => boolean): number => {
    let low = from
    let high = order.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (inRun(order[middle]!.path)) low = middle + 1
      else high = middle
    }

    return low
  }

  return (deliverable) => {
    const wanted = normalizedPath(deliverable)
    const from = boundary(0, (path) => path < wanted)
    const to = boundary(from, (path) => (wanted.endsWith('/') ? path.startsWith(wanted) : path === wanted))
    if (to === from) return {first: undefined, created: false}
    return {first: entries[leastIn(from, to)], created: createdBefore[to]! - createdBefore[from]! > 0}
  }
}

interface FolderNode {
  children: Map<string, FolderNode>
  /** A deliverable names this folder with a closing `/`. */
  folder: boolean
}

/** Tells whether any deliverable covers a path: exact ones by a set, folders by a tree of their segments. */
export function coverageOf(deliverables: readonly string[]): (path: string) => boolean {
  const exact = new Set<string>()
  const root: FolderNode = {children: new Map(), folder: false}
  for (const deliverable of deliverables) {
    const wanted = normalizedPath(deliverable)
    exact.add(wanted)
    if (!wanted.endsWith('/')) continue
    let node = root
    for (const segment of wanted.slice(0, -1).split('/')) {
      let child = node.children.get(segment)
      if (!child) node.children.set(segment, (child = {children: new Map(), folder: false}))
      node = child
    }

    node.folder = true
  }

  return (path) => {
    const given = normalizedPath(path)
    if (exact.has(given)) return true
    const segments = given.split('/')
    let node: FolderNode | undefined = root
    // A folder covers the path when a `/` follows it in the path: every segment but the last may close one.
    for (let index = 0; index < segments.length - 1 && node; index++) {
      node = node.children.get(segments[index]!)
      if (node?.folder) return true
    }

    return false
  }
}

/** Characters around and between the paths of prose: blanks, quotes, brackets, code ticks, separators. */
const tokenBreak = /[\s`'"(),;:<>[\]{}|*]+/

/**
 * The paths and words a text mentions, each also by its last segment and
 * without a closing `/`, `.` or `!`: `see src/api.ts:12` mentions `src/api.ts` and `api.ts`.
 */
export function mentionedIn(texts: readonly string[]): (path: string) => boolean {
  const mentioned = new Set<string>()
  for (const text of texts) {
    for (const token of text.split(tokenBreak)) {
      let end = token.length
      while (end > 0 && (token[end - 1] === '.' || token[end - 1] === '!' || token[end - 1] === '?' || token[end - 1] === '/')) end--
      if (end === 0) continue
      const word = normalizedPath(token.slice(0, end))
      mentioned.add(word)
      mentioned.add(word.slice(word.lastIndexOf('/') + 1))
    }
  }

  return (path) => mentioned.has(path)
}
