import {checkRule, gapPlace} from './context.js'

import type {ArtifactFileState} from '../../json/options.js'

/** What is on disk, as the noun of the message: each reads whole after `Unexpected`. */
const found: Record<Exclude<ArtifactFileState, 'file'>, string> = {
  missing: 'absent file',
  empty: 'empty file',
  'not-file': 'path that is not a regular file',
  'outside-root': 'path leading out of the root',
  unreadable: 'unreadable file'
}

export default checkRule({
  id: 'deliverable-missing-on-disk',
  severity: 'error',
  fixable: false,
  description: 'A deliverable the return claims is absent or empty on disk (checked only when a root is given).',
  rationale: 'A return can list a file it never wrote. With a root (`--root DIR`, or a `checkFile` callback such as `createArtifactCheck(root)`), every packet deliverable the return claims, and every `must_create` one, must exist under the root as a non-empty file, never reached through a link leading out of it.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n',
  right: '## Status\nstate: ERROR\nsummary: Could not write the guide.\nretry_recommended: yes\nretry_hint: Write docs/guide.md before returning.\n\n## Deliverables\n- (none)\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\nlimitations:\n- docs/guide.md was not written.\n',
  exampleOptions: {
    handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n',
    missingFiles: ['docs/guide.md']
  },
  messages: {notOnDisk: 'Unexpected {{found}} `{{path}}`, expected the deliverable written and non-empty'},
  check(context) {
    for (const gap of context.gaps) {
      if (gap.problem !== 'missing-on-disk') continue
      context.report({
        messageId: 'notOnDisk',
        data: {found: found[gap.state === undefined || gap.state === 'file' ? 'missing' : gap.state], path: gap.deliverable.path},
        place: gapPlace(context, gap),
        cause: {message: 'Asked for by the packet', place: context.packetAt(`/deliverables/${gap.index}/path`)}
      })
    }
  }
})
