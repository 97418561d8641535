/**
 * A child that follows a markdown correction literally: it takes the return
 * between the fences, writes the state it chooses, adds that state's lines
 * where the correction says, and replaces each `[fill in: …]` with what it
 * asks for — for a request to restate items "as you wrote them", the paths
 * of its original text that the rewrite does not hold yet, as a child would
 * copy them from its own return. Written apart from the code under test: it
 * reads the correction's text, never its modules.
 */

/** The fenced blocks of a text, each with the line index after its closing fence. */
function fencedBlocks(lines: readonly string[], from: number): Array<{text: string; start: number; end: number}> {
  const blocks: Array<{text: string; start: number; end: number}> = []
  for (let index = from; index < lines.length; index++) {
    const open = /^(~{3,})$/.exec(lines[index]!)?.[1]
    if (!open) continue
    const close = lines.indexOf(open, index + 1)
    if (close === -1) break
    blocks.push({text: lines.slice(index + 1, close).join('\n'), start: index, end: close + 1})
    index = close
  }

  return blocks
}

/** Paths a text names: code spans and words with a `/` or a file extension (an independent, simple reading). */
export function namedPaths(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(/`([^`\s]+)`|(?:^|[\s(])((?:[\w.-]+\/)+[\w.-]+|[\w-]+\.(?:ts|tsx|js|md|json|sql|py|css|yaml|yml|toml))(?=$|[\s),.;:])/gm)) {
    const path = (match[1] ?? match[2] ?? '').replace(/[.,;:]+$/, '')
    if (/[/]|\.[a-z]{1,5}$/.test(path) && !/^https?:/.test(path) && !/^\d/.test(path)) found.add(path)
  }

  return [...found]
}

/** The paths the Deliverables section of a return names. */
function deliveredPaths(text: string): string[] {
  const section = /^## Deliverables\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? ''
  return namedPaths(section).filter((path) => !path.startsWith('/'))
}

export interface Followed {
  /** The return the child sends. */
  text: string
  /** Whether the correction held a return to follow (a correction can be a list of changes only). */
  rewritten: boolean
}

/** The return a child sends when it follows `correction` with `state`; `original` is its own earlier text. */
export function followCorrection(correction: string, state: 'SUCCESS' | 'PARTIAL' | 'ERROR', original: string): Followed {
  const lines = correction.split('\n')
  const lead = lines.findIndex((line) => line.startsWith('Send this return again without the ~~~ lines'))
  if (lead === -1) return {text: original, rewritten: false}
  const [main, ...rest] = fencedBlocks(lines, lead)
  if (!main) return {text: original, rewritten: false}
  let body = main.text.split('\n')
  body = body.map((line) => (line.startsWith('state: ') ? `state: ${state}` : line))
  const header = lines.findIndex((line, index) => index >= main.end && line.startsWith(`- ${state}: `))
  if (header !== -1 && !lines[header]!.includes('nothing more')) {
    const next = lines.findIndex((line, index) => index > header && /^- (?:SUCCESS|ERROR|PARTIAL): /.test(line))
    const own = rest.filter((block) => block.start > header && (next === -1 || block.start < next))
    for (const block of own) {
      const what = lines[block.start - 1] ?? ''
      const added = block.text.split('\n')
      if (what.includes('after `summary:`')) {
        const at = body.findIndex((line) => line.startsWith('summary:'))
        body.splice(at + 1, 0, ...added)
      } else {
        body.push(...added)
      }
    }
  }

  let text = body.join('\n') + '\n'
  const missingPaths = namedPaths(original).filter((path) => !text.includes(path) && !path.startsWith('/'))
  text = text
    // The files it changed, as its return listed them: the paths it named, which may also be its deliverables.
    .replaceAll(/^- \[fill in: the \d+ more modified files[^\]]*\]$/gm, () => namedPaths(original).filter((path) => !path.startsWith('/') && !text.includes(path)).map((path) => `- ${path}`).join('\n') || '- (none)')
    .replaceAll(/^- \[fill in: the \d+ more [^\]]*\]$/gm, () => missingPaths.splice(0).map((path) => `- ${path}`).join('\n') || '- (none)')
    .replaceAll('[fill in: yes or no]', 'no')
    .replaceAll(/\[fill in: the repository-relative path for [^\]]*\]/g, 'src/moved.ts')
    .replaceAll('- [fill in: path — what it is]', '- src/stated.ts — stated again')
    .replaceAll('[fill in: path — what it is]', 'src/stated.ts — stated again')
  // The files it wrote: none created, and the files its deliverables name modified, as a child that did the work would list them.
  text = text.replace('- [fill in: each path, one a line, or (none)]', '- (none)')
  text = text.replace('- [fill in: each path, one a line, or (none)]', () => deliveredPaths(text).map((path) => `- ${path}`).join('\n') || '- (none)')
  text = text.replaceAll(/\[fill in: [^\]]*\]/g, 'stated again')
  return {text, rewritten: true}
}
