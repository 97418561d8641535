import {describePathProblem, repoRelativeProblem} from '../../util/paths.js'
import {handoffRule} from './context.js'

export default handoffRule({
  id: 'handoff-path-not-repo-relative',
  severity: 'error',
  fixable: false,
  description: 'An evidence or deliverable path of the handoff packet is not relative to the repository root.',
  rationale: 'The child resolves evidence paths, and the parent checks deliverables, against their own checkout: `/home/parent/repo/docs/a.md` exists in neither. Absolute and home-relative paths, URLs, drive letters, backslashes and `..` leaving the root are reported.',
  wrong: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [{"path": "/home/me/repo/docs/guide.md", "description": "The guide", "must_create": true}]\n}\n```\n',
  right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]\n}\n```\n',
  messages: {notRepoRelative: 'Unexpected {{problem}} `{{path}}`, expected a path relative to the repository root'},
  check(context) {
    for (const list of ['evidence', 'deliverables']) {
      const entries = context.root?.[list]
      if (!Array.isArray(entries)) continue
      entries.forEach((entry: unknown, index) => {
        const path = (entry as {path?: unknown} | null)?.path
        if (typeof path !== 'string') return
        const problem = repoRelativeProblem(path)
        if (!problem) return
        const pointer = `/${list}/${index}/path`
        context.report({messageId: 'notRepoRelative', data: {problem: describePathProblem(problem), path}, place: context.at(pointer), pointer})
      })
    }
  }
})
