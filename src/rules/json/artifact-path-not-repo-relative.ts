import {jsonRule} from '../../json/context.js'
import {artifactPath} from '../../json/returns.js'
import {describePathProblem, repoRelativeProblem} from '../../util/paths.js'

export default jsonRule({
  id: 'artifact-path-not-repo-relative',
  severity: 'error',
  fixable: false,
  description: 'An artifact path is not relative to the project root.',
  rationale: 'Absolute (`/home/…`), home-relative (`~/…`), URLs, drive letters, backslashes and `..` leaving the root are reported. The contract says artifact paths are relative to the project root: the parent resolves them against its own checkout, where `/home/agent/…` does not exist. Stripping the prefix would be a guess, so there is no fix.',
  wrong: '{\n  "artifacts": [{"type": "plan", "path": "/home/agent/repo/specs/12_x/plans/implementation-001.md", "summary": "Plan"}]\n}\n',
  right: '{\n  "artifacts": [{"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "Plan"}]\n}\n',
  messages: {notRepoRelative: 'Unexpected {{problem}} `{{path}}`, expected a path relative to the project root'},
  check(context) {
    const artifacts = context.root?.['artifacts']
    if (!Array.isArray(artifacts)) return
    artifacts.forEach((artifact, index) => {
      const path = artifactPath(artifact)
      if (path === undefined) return
      const problem = repoRelativeProblem(path)
      if (!problem) return
      const pointer = typeof artifact === 'string' ? `/artifacts/${index}` : `/artifacts/${index}/path`
      context.report({
        messageId: 'notRepoRelative',
        data: {problem: describePathProblem(problem), path},
        place: context.at(pointer),
        pointer
      })
    })
  }
})
