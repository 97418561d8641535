import {checkRule} from './context.js'

export default checkRule({
  id: 'delivered-file-unexpected',
  severity: 'info',
  fixable: false,
  description: 'The return created or modified a file outside every deliverable of the packet.',
  rationale: 'Not wrong in itself (a test beside the code, a fixed typo), but the parent asked for specific files and should know what else changed before it accepts. A deliverable path ending in `/` covers every file below it. Checked only when the packet names deliverables.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- package.json\n',
  right: '## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n',
  exampleOptions: {handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n'},
  messages: {unexpected: 'Unexpected file `{{path}}` outside the packet’s deliverables'},
  check(context) {
    for (const [pointer, path] of context.extraFiles) {
      context.report({messageId: 'unexpected', data: {path}, place: context.positions.get(pointer) ?? context.statePlace, pointer})
    }
  }
})
