import {checkRule} from './context.js'

export default checkRule({
  id: 'required-evidence-not-cited',
  severity: 'warning',
  fixable: false,
  description: 'Evidence the packet marks `required` is not cited in the return’s `## Evidence`.',
  rationale: 'The packet names what the child must read. A return whose evidence never mentions a required path gives the parent no sign it was read; citing it (`- docs/style.md — followed for headings`) is cheap.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- `npm test` — 3 passed\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n',
  right: '## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — followed for headings\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n',
  exampleOptions: {handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n'},
  messages: {missingEvidence: 'Missing required evidence `{{path}}` in `## Evidence`, expected it cited'},
  check(context) {
    for (const index of context.uncitedEvidence) {
      const path = context.packet.evidence[index]!.path
      context.report({
        messageId: 'missingEvidence',
        data: {path},
        place: context.positions.get('/evidence') ?? context.positions.get('/evidence/0') ?? context.statePlace,
        cause: {message: 'Required by the packet (`required: true`)', place: context.packetAt(`/evidence/${index}/path`)}
      })
    }
  }
})
