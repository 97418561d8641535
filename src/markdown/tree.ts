/** The remark side: markdown to mdast, and the few block nodes the return language is made of. */
import type {Code, Heading, Html, Nodes, Root} from 'mdast'
import remarkParse from 'remark-parse'
import {unified} from 'unified'

// One frozen processor: CommonMark, no extensions.
const processor = unified().use(remarkParse).freeze()

/** Parses markdown into an mdast tree with positions. */
export function parseMarkdown(text: string): Root {
  return processor.parse(text)
}

export interface Blocks {
  readonly headings: readonly Heading[]
  readonly code: readonly Code[]
  readonly html: readonly Html[]
}

const collected = new WeakMap<Root, Readonly<Blocks>>()

/** Collects headings, code blocks and HTML blocks at any nesting, in document order; once per tree, which the model and several rules ask of. */
export function collectBlocks(tree: Root): Readonly<Blocks> {
  let blocks = collected.get(tree)
  if (!blocks) collected.set(tree, (blocks = walkBlocks(tree)))
  return blocks
}

function walkBlocks(tree: Root): Blocks {
  const blocks = {headings: [] as Heading[], code: [] as Code[], html: [] as Html[]}
  // An explicit stack: nesting depth comes from the input, so recursion could overflow.
  const stack: Nodes[] = [tree]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.type === 'heading') blocks.headings.push(node)
    else if (node.type === 'code') blocks.code.push(node)
    else if (node.type === 'html') blocks.html.push(node)
    // Only containers hold blocks; inline content is never searched.
    if (node.type === 'root' || node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') {
      for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as Nodes)
    }
  }

  return blocks
}

/** Splits text into lines the way CommonMark counts them (LF, CRLF or CR). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/)
}
