import {checkRule, gapPlace} from './context.js'

export default checkRule({
  id: 'deliverable-not-delivered',
  severity: 'error',
  fixable: false,
  description: 'A packet deliverable is in no list of the return, and no limitation explains it.',
  rationale: 'The packet names what the child is to hand back. A deliverable the return neither lists nor explains is either forgotten or silently dropped; either way the parent must know before it accepts the return. A partial delivery that says what was left out under `limitations` is not reported.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Updated the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- docs/guide.md\n',
  right: '## Status\nstate: PARTIAL\nsummary: Updated the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- docs/guide.md\nlimitations:\n- docs/faq.md not updated: the FAQ owner is reviewing it.\n',
  exampleOptions: {handoff: '{"task_id": "t-1", "objective": "Update the docs.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": false}, {"path": "docs/faq.md", "description": "The FAQ", "must_create": false}]}\n'},
  messages: {missingDeliverable: 'Missing deliverable `{{path}}`, expected it delivered or explained under `limitations`'},
  check(context) {
    for (const gap of context.gaps) {
      if (gap.problem !== 'not-delivered') continue
      context.report({
        messageId: 'missingDeliverable',
        data: {path: gap.deliverable.path},
        place: gapPlace(context, gap),
        cause: {message: 'Asked for by the packet', place: context.packetAt(`/deliverables/${gap.index}/path`)}
      })
    }
  }
})
