import {checkRule, gapPlace} from './context.js'

const stateWords: Record<string, string> = {missing: 'absent', empty: 'empty', 'not-file': 'not a file', 'outside-root': 'outside the root', unreadable: 'unreadable'}

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
  check(context) {
    for (const gap of context.gaps) {
      if (gap.problem !== 'missing-on-disk') continue
      context.report({
        message: `Unexpected ${stateWords[gap.state ?? 'missing'] ?? 'absent'} file \`${gap.deliverable.path}\`, expected the deliverable written and non-empty`,
        place: gapPlace(context, gap),
        cause: {message: 'Asked for by the packet', place: context.packetAt(`/deliverables/${gap.index}/path`)}
      })
    }
  }
})
