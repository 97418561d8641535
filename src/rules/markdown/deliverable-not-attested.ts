import {normalizeRepoPath} from '../../util/paths.js'
import {markdownRule} from '../../markdown/context.js'

export default markdownRule({
  id: 'deliverable-not-attested',
  severity: 'warning',
  fixable: false,
  description: 'A deliverable path that is in neither `files_created` nor `files_modified`.',
  rationale: 'The attestation is the audit trail of what the child touched; a deliverable missing from it means one of the two is wrong.',
  wrong:
    '## Deliverables\n- src/a.ts — the parser\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n',
  right:
    '## Deliverables\n- src/a.ts — the parser\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/a.ts\nfiles_modified:\n- (none)\n',
  messages: {notAttested: 'Unexpected deliverable `{{path}}` missing from `files_created` and `files_modified`'},
  check({extracted, positions, report}) {
    if (!extracted) return
    const attested = new Set([...extracted.attestation.files_created, ...extracted.attestation.files_modified].map(normalizeRepoPath))
    extracted.deliverables.forEach((deliverable, index) => {
      const place = positions.get(`/deliverables/${index}/path`)
      if (!place || deliverable.path === '' || attested.has(normalizeRepoPath(deliverable.path))) return
      report({
        messageId: 'notAttested',
        data: {path: deliverable.path},
        place,
        pointer: `/deliverables/${index}/path`
      })
    })
  }
})
