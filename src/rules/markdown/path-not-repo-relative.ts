import {describePathProblem, pathNamedOutside, repoRelativeProblem} from '../../util/paths.js'
import {markdownRule} from '../../markdown/context.js'

const listKeys = ['files_created', 'files_modified'] as const

export default markdownRule({
  id: 'path-not-repo-relative',
  severity: 'error',
  fixable: false,
  description: 'A deliverable or attested path is not relative to the repository root.',
  rationale: 'Absolute paths, `..` escaping the root, URLs, drive letters and backslashes are reported, and so is a path outside the repository named inside an entry that is no path as a whole (`"/etc/passwd"`, `Created /etc/passwd`, `src/a.ts, ../b.ts`), which the parent reads as a claim about that file. The contract says attested paths MUST be repo-relative: the parent resolves them against its own checkout, where `/home/child/…` means nothing.',
  wrong: '## Deliverables\n- /home/agent/repo/src/parser.ts — the parser\n',
  right: '## Deliverables\n- src/parser.ts — the parser\n',
  check({extracted, positions, report}) {
    if (!extracted) return
    const paths: Array<[string, string]> = extracted.deliverables.map((deliverable, index) => [deliverable.path, `/deliverables/${index}/path`])
    for (const key of listKeys) {
      extracted.attestation[key].forEach((path, index) => paths.push([path, `/attestation/${key}/${index}`]))
    }

    for (const [path, pointer] of paths) {
      // A path outside the repository inside the entry (`"/etc/passwd"`, `[x](../x.ts)`, `src/a.ts, /etc/passwd`) is as much a claim about that file.
      const problem = repoRelativeProblem(path)
      const named = problem ? {path, problem} : pathNamedOutside(path)
      const place = positions.get(pointer)
      if (!named || !place) continue
      report({
        message: `Unexpected ${describePathProblem(named.problem)} \`${named.path}\`, expected a path relative to the repository root`,
        place,
        pointer
      })
    }
  }
})
