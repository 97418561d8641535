/** Reported by `checkReturn` itself, not run as a check: without a valid packet there is nothing to check against. */
import type {RuleMeta} from '../../engine/rule.js'

export const handoffPacketInvalidRule: RuleMeta = {
  id: 'handoff-packet-invalid',
  severity: 'error',
  fixable: false,
  messages: {
    notText: 'Unexpected {{value}} for the packet, expected its text',
    invalid: 'Unexpected handoff packet with {{count}} errors, expected a valid packet to check the return against',
    invalidOne: 'Unexpected handoff packet with 1 error, expected a valid packet to check the return against'
  },
  description: 'The handoff packet has errors, so the return is not checked against it.',
  rationale: 'Checking a return against a packet with a missing `deliverables` entry field or broken JSON would report gaps that are the parent’s, or none at all; a decision must not read “nothing reported” as “delivered”. The packet’s own diagnostics (`lint --kind handoff`) say what to repair.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n',
  right: '## Status\nstate: SUCCESS\nsummary: Wrote the guide as asked.\n\n## Deliverables\n- docs/guide.md — the guide\n\n## Evidence\n- docs/style.md — read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n',
  exampleOptions: {handoff: '{"task_id": "t-1", "objective": "Write the guide."}\n', handoffRight: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [], "success_criteria": [], "risks": []}\n'}
}
