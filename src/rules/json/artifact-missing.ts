import {jsonRule} from '../../json/context.js'
import type {ArtifactFileState} from '../../json/options.js'
import {repoRelativeProblem} from '../../util/paths.js'
import {artifactPath} from '../../json/returns.js'

/** What is on disk, as the noun of the message: each reads whole after `Unexpected`. */
const problems: Record<Exclude<ArtifactFileState, 'file'>, string> = {
  missing: 'absent file',
  empty: 'empty file',
  'not-file': 'path that is not a regular file',
  'outside-root': 'path leading out of the root',
  unreadable: 'unreadable file'
}

export default jsonRule({
  id: 'artifact-missing',
  severity: 'error',
  fixable: false,
  description: 'An artifact path names no non-empty regular file under the root directory.',
  rationale: 'Checked only when a root is given (`--root DIR`, or the `checkArtifact` option of the node-only module); paths are resolved inside the root and never followed out of it. The contract’s validation checks that artifacts exist on disk and are non-empty: a return that lists a report it never wrote (“phantom research”) must not pass. Symbolic links leading outside the root are reported rather than followed.',
  wrong: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/never-written.md", "summary": "Findings"}]\n}\n',
  right: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
  // A root holding only `specs/259_x/reports/research-001.md`.
  exampleOptions: {checkArtifact: (path: string) => (path === 'specs/259_x/reports/research-001.md' ? 'file' : 'missing')},
  messages: {notOnDisk: 'Unexpected {{found}} `{{path}}`, expected a non-empty file under the root'},
  check(context) {
    const check = context.options.checkArtifact
    const artifacts = context.root?.['artifacts']
    if (!check || !Array.isArray(artifacts)) return
    artifacts.forEach((artifact, index) => {
      const path = artifactPath(artifact)
      // Paths that are not repo-relative are reported by their own rule and never looked up.
      if (path === undefined || repoRelativeProblem(path)) return
      const state = check(path)
      if (state === 'file') return
      const pointer = typeof artifact === 'string' ? `/artifacts/${index}` : `/artifacts/${index}/path`
      context.report({
        messageId: 'notOnDisk',
        data: {found: problems[state], path},
        place: context.at(pointer),
        pointer
      })
    })
  }
})
