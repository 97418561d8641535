import {checkRule} from './context.js'

export default checkRule({
  id: 'return-unreadable',
  severity: 'error',
  fixable: false,
  description: 'The return cannot be read (no `## Status`, too large, too complex); every packet deliverable counts as missing.',
  rationale: 'A check that passes what it cannot read is a check a child can skip by writing prose ("I did it all. Trust me."). Nothing unread is delivered: the deliverables are reported missing, and the check fails.',
  wrong: 'I did it all. Trust me.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n',
  exampleOptions: {handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n'},
  messages: {
    unreadable: 'Unexpected return that cannot be read (`{{rule}}`), expected a return to check against the packet',
    unreadableMissing: 'Unexpected return that cannot be read (`{{rule}}`), expected a return to check against the packet; counted missing: {{paths}}'
  },
  check(context) {
    if (context.unreadable === undefined) return
    const paths = context.gaps.map((gap) => `\`${gap.deliverable.path}\``)
    context.report({
      ...(paths.length === 0
        ? {messageId: 'unreadable', data: {rule: context.unreadable}}
        : {messageId: 'unreadableMissing', data: {rule: context.unreadable, paths: paths.join(', ')}}),
      place: context.statePlace
    })
  }
})
