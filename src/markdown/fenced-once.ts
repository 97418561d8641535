/**
 * A return wrapped in a top-level code fence (what most writers send), read
 * with one parse instead of two. The fence lines are blanked with spaces
 * (offsets kept), so remark reads the content as markdown in place; the tree
 * of the text as written is rebuilt from that parse by putting the code node
 * back where the content was. When anything could make that parse differ
 * from the two it replaces — a block crossing the fence, a link definition,
 * an HTML block just before it — the answer is undefined and the caller
 * parses twice.
 */
import type {Code, Root, RootContent} from 'mdast'
import {markdownLangs} from './fence-langs.js'
import {parseMarkdown} from './tree.js'

export interface FencedOnce {
  /** The tree of the text as written: the fence is one code node. */
  tree: Root
  /** The tree with the fence's content read as markdown, at its own lines. */
  contentTree: Root
  /** The code node standing for the fence in `tree`. */
  code: Code
  /** 1-based lines of the opening fence, the content and the closing fence. */
  open: number
  contentFirst: number
  contentLast: number
  close: number
}

/** Length of the run of `char` starting at `from`. */
function runOf(text: string, from: number, char: string): number {
  let end = from
  while (text[end] === char) end++
  return end - from
}

/** A closing fence for `marker`: up to three spaces, the marker's character at least as many times, then blanks only. */
function closes(text: string, marker: string): boolean {
  let index = 0
  while (index < 3 && text[index] === ' ') index++
  const length = runOf(text, index, marker[0]!)
  return length >= marker.length && text.slice(index + length).trim() === ''
}

/** Where each line starts in `source`, and the line ending after it. */
function lineStarts(source: string): number[] {
  const starts = [0]
  for (let index = 0; index < source.length; index++) {
    const code = source.charCodeAt(index)
    if (code === 10 || (code === 13 && source.charCodeAt(index + 1) !== 10)) starts.push(index + 1)
  }

  return starts
}

/** The first fence at column 1 whose info string names markdown (or nothing), closed further down. */
function findFence(lines: readonly string[]): {open: number; close: number; lang: string; meta: string} | undefined {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const length = line[0] === '`' || line[0] === '~' ? runOf(line, 0, line[0]) : 0
    if (length < 3) continue
    const marker = line.slice(0, length)
    const info = line.slice(length).trim()
    if (marker[0] === '`' && info.includes('`')) continue
    const [lang = '', ...rest] = info.split(/\s+/)
    // Escapes and entities in an info string are decoded by remark: leave those to the two-parse path.
    if (!/^[A-Za-z0-9_+-]*$/.test(lang) || /[\\&]/.test(info)) return undefined
    if (!markdownLangs.has(lang.toLowerCase())) return undefined
    for (let end = index + 1; end < lines.length; end++) {
      if (closes(lines[end]!, marker)) return {open: index + 1, close: end + 1, lang, meta: rest.join(' ')}
    }

    // An unclosed fence runs to the end of the text: rare, left to the two-parse path.
    return undefined
  }

  return undefined
}

function hasDefinition(nodes: readonly RootContent[]): boolean {
  const stack: RootContent[] = [...nodes]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.type === 'definition') return true
    if (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') for (const child of node.children as RootContent[]) stack.push(child)
  }

  return false
}

/**
 * Reads a fenced return with one parse, or undefined when the usual path must
 * answer; `noWrapper` says, from the lines alone, that the fence wraps no
 * return (a section heading outside it, or none that could be inside).
 */
export function readFencedOnce(source: string, lines: readonly string[], noWrapper: (open: number, close: number) => boolean): FencedOnce | undefined {
  const fence = findFence(lines)
  // Then the document is read as it is, with one parse too.
  if (!fence || noWrapper(fence.open, fence.close)) return undefined
  const starts = lineStarts(source)
  const blank = (line: number): string => ' '.repeat(lines[line - 1]!.length)
  const openStart = starts[fence.open - 1]!
  const closeStart = starts[fence.close - 1]!
  const closeEnd = closeStart + lines[fence.close - 1]!.length
  const spaced =
    source.slice(0, openStart) + blank(fence.open) + source.slice(openStart + lines[fence.open - 1]!.length, closeStart) + blank(fence.close) + source.slice(closeEnd)
  const contentTree = parseMarkdown(spaced)
  const before: RootContent[] = []
  const after: RootContent[] = []
  for (const node of contentTree.children) {
    const start = node.position?.start.line ?? 0
    const end = node.position?.end.line ?? 0
    if (end < fence.open) before.push(node)
    else if (start > fence.close) after.push(node)
    else if (start <= fence.open || end >= fence.close) return undefined
  }

  // A definition anywhere is seen from both sides of the fence in one parse, from one side only in two.
  if (hasDefinition(contentTree.children)) return undefined
  // An HTML block right above would have taken the fence line into it.
  const previous = before.at(-1)
  if (previous && previous.type === 'html' && previous.position?.end.line === fence.open - 1) return undefined
  const contentStart = starts[fence.open]!
  const code: Code = {
    type: 'code',
    lang: fence.lang === '' ? null : fence.lang,
    meta: fence.meta === '' ? null : fence.meta,
    // The content with its own line endings, as remark keeps them; NUL becomes U+FFFD, as remark reads it.
    value: (fence.close > fence.open + 1 ? source.slice(contentStart, starts[fence.close - 1]! - (source[starts[fence.close - 1]! - 2] === '\r' && source[starts[fence.close - 1]! - 1] === '\n' ? 2 : 1)) : '').replaceAll('\0', '\uFFFD'),
    position: {
      start: {line: fence.open, column: 1, offset: openStart},
      end: {line: fence.close, column: lines[fence.close - 1]!.length + 1, offset: closeEnd}
    }
  }
  const tree: Root = {type: 'root', children: [...before, code, ...after], ...(contentTree.position ? {position: contentTree.position} : {})}
  return {tree, contentTree, code, open: fence.open, contentFirst: fence.open + 1, contentLast: fence.close - 1, close: fence.close}
}
