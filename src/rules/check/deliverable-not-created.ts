import {checkRule, gapPlace} from './context.js'

export default checkRule({
  id: 'deliverable-not-created',
  severity: 'error',
  fixable: false,
  description: 'A deliverable the packet marks `must_create` is not in the return’s `files_created`, and no limitation explains it.',
  rationale: 'Children describe a deliverable instead of writing it, or write it somewhere else; the parent then builds on a file that does not exist. The packet said the file must be created, so the return must attest it under `files_created` or say under `limitations` why it was not.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Described the guide.\n\n## Deliverables\n- docs/guide.md — outline of the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n',
  right: '## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n',
  exampleOptions: {handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n'},
  messages: {missingCreated: 'Missing `{{path}}` in `files_created`, expected the file the packet requires to be created (or a limitation saying why not)'},
  check(context) {
    for (const gap of context.gaps) {
      if (gap.problem !== 'not-created') continue
      const pointer = `/deliverables/${gap.index}/path`
      context.report({
        messageId: 'missingCreated',
        data: {path: gap.deliverable.path},
        place: gapPlace(context, gap),
        cause: {message: 'Required by the packet (`must_create: true`)', place: context.packetAt(pointer)}
      })
    }
  }
})
