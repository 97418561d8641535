import {describePathProblem, entryLineOutside, pathNamedOutside, repoRelativeProblem} from '../../util/paths.js'
import type {Nodes, Root} from 'mdast'
import {markdownRule} from '../../markdown/context.js'
import {firstSection} from '../../markdown/sections.js'

const listKeys = ['files_created', 'files_modified'] as const

/** Link reference definitions of a tree at any nesting, by their identifier (mdast's normalized label). */
function definitionsOf(tree: Root): ReadonlyMap<string, string> {
  const found = new Map<string, string>()
  // An explicit stack: nesting depth comes from the input.
  const stack: Nodes[] = [tree]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.type === 'definition' && !found.has(node.identifier)) found.set(node.identifier, node.url)
    if (node.type === 'root' || node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') for (const child of node.children) stack.push(child as Nodes)
  }

  return found
}

/** The destination of an entry written as a reference link (`[text][label]`, `[label][]`, `[label]`), when one is defined. */
function referencedUrl(entry: string, definitions: ReadonlyMap<string, string>): string | undefined {
  if (definitions.size === 0) return undefined
  const link = /^\[([^\]]{1,999})\](?:\[([^\]]{0,999})\])?/.exec(entry.trim())
  if (!link || entry.trim()[link[0].length] === '(') return undefined
  const label = (link[2] || link[1])!.replace(/[\t\n\r ]+/g, ' ').trim().toLowerCase()
  return definitions.get(label)
}

export default markdownRule({
  id: 'path-not-repo-relative',
  severity: 'error',
  fixable: false,
  description: 'A deliverable or attested path is not relative to the repository root.',
  rationale: 'Absolute paths, `..` escaping the root, URLs (any `scheme:`, `javascript:`, `data:`, `vbscript:` and `mailto:` included), drive letters and backslashes are reported, and so is a path outside the repository named inside an entry that is no path as a whole (`"/etc/passwd"`, `Created /etc/passwd`, `src/a.ts, ../b.ts`), which the parent reads as a claim about that file; so is a path written to slip past the check (invisible characters, `%2e%2e/`, `$HOME/…`, a `file:` URL) and one written as an entry on a line of Deliverables or Runtime Attestation that is no bullet (alone on it or before a separator, a sub-heading). The contract says attested paths MUST be repo-relative: the parent resolves them against its own checkout, where `/home/child/…` means nothing.',
  wrong: '## Deliverables\n- /home/agent/repo/src/parser.ts — the parser\n',
  right: '## Deliverables\n- src/parser.ts — the parser\n',
  messages: {
    notRepoRelative: 'Unexpected {{problem}} `{{path}}`, expected a path relative to the repository root',
    notRepoRelativeIn: 'Unexpected {{problem}} `{{path}}` in {{section}}, expected a path relative to the repository root'
  },
  check({model, extracted, positions, report}) {
    if (!extracted) return
    const paths: Array<[string, string]> = extracted.deliverables.map((deliverable, index) => [deliverable.path, `/deliverables/${index}/path`])
    for (const key of listKeys) {
      extracted.attestation[key].forEach((path, index) => paths.push([path, `/attestation/${key}/${index}`]))
    }

    const definitions = definitionsOf(model.tree)
    for (const [path, pointer] of paths) {
      // A path outside the repository inside the entry (`"/etc/passwd"`, `[x](../x.ts)`, `src/a.ts, /etc/passwd`) is as much a
      // claim about that file, and so is a reference link's destination (`[x][p]` with `[p]: /etc/passwd`).
      const target = referencedUrl(path, definitions)
      const problem = repoRelativeProblem(target ?? path)
      const named = problem ? {path: target ?? path, problem} : pathNamedOutside(path)
      const place = positions.get(pointer)
      if (!named || !place) continue
      report({
        messageId: 'notRepoRelative',
        data: {problem: describePathProblem(named.problem), path: named.path},
        place,
        pointer
      })
    }

    // A line of Deliverables or Runtime Attestation written as an entry though it is no bullet (a path alone on it, or before a
    // separator; a sub-heading), or an attested file's bullet running on to such a line, still names a file to the parent.
    // A path further into prose or in a table is a remark (`WORKDIR is /app`), and a deliverable's description may wrap onto any line.
    for (const section of [firstSection(model, 'deliverables'), firstSection(model, 'attestation')]) {
      if (!section) continue
      const lines: number[] = []
      for (const entry of section.entries) {
        if (entry.type === 'text') lines.push(entry.line.line)
        const items = entry.type === 'key' && (listKeys as readonly string[]).includes(entry.key) ? entry.items : []
        for (const item of items) for (let line = item.line.line + 1; line <= item.place.endLine; line++) lines.push(line)
      }

      for (const line of lines) {
        const text = model.lines[line - 1] ?? ''
        const named = entryLineOutside(text)
        if (!named) continue
        report({
          messageId: 'notRepoRelativeIn',
          data: {problem: describePathProblem(named.problem), path: named.path, section: section.title},
          place: {line, column: 1, endLine: line, endColumn: text.length + 1}
        })
      }
    }
  }
})
