import {checkRule} from './context.js'

export default checkRule({
  id: 'success-with-missing-deliverables',
  severity: 'error',
  fixable: false,
  description: 'The return says `SUCCESS` while a deliverable the packet asked for is not created, not delivered, or missing on disk.',
  rationale: 'SUCCESS tells the parent to build on the result. With a required deliverable missing the state is PARTIAL (with limitations) or ERROR; a parent deciding from the state alone would accept what it must retry.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Described the guide.\n\n## Deliverables\n- docs/guide.md — outline of the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n',
  right: '## Status\nstate: PARTIAL\nsummary: Outlined the guide.\n\n## Deliverables\n- (none)\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\nlimitations:\n- docs/guide.md not written: the outline needs review first.\n',
  exampleOptions: {handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n'},
  messages: {
    successOne: 'Unexpected `SUCCESS` with deliverable {{paths}} missing, expected `PARTIAL` or `ERROR`',
    successMany: 'Unexpected `SUCCESS` with deliverables {{paths}} missing, expected `PARTIAL` or `ERROR`'
  },
  check(context) {
    if (context.returned?.status.state !== 'SUCCESS' || context.gaps.length === 0) return
    const paths = [...new Set(context.gaps.map((gap) => `\`${gap.deliverable.path}\``))]
    context.report({
      messageId: paths.length === 1 ? 'successOne' : 'successMany',
      data: {paths: paths.join(', ')},
      place: context.statePlace,
      pointer: '/status/state',
      expected: ['PARTIAL', 'ERROR']
    })
  }
})
