import type {RuleMeta} from '../../engine/rule.js'

/** Reported by `toReturnMeta` and `handback convert --to meta`; it has no check of its own. */
const identityMissing: RuleMeta = {
  id: 'identity-missing',
  severity: 'error',
  fixable: false,
  messages: {
    missingOne: 'Missing identity field {{fields}}, expected it from the delegation context: a return-metadata file requires {{required}}{{wrong}}',
    missingMany: 'Missing identity fields {{fields}}, expected them from the delegation context: a return-metadata file requires {{required}}{{wrong}}'
  },
  description: 'A conversion to a return-metadata file lacks the identity it requires.',
  rationale: 'The identity is `session_id`, `agent_type`, `delegation_depth` and `delegation_path`. The markdown return does not carry who returned within which delegation; the parent knows it and must pass it in, because a metadata file without it fails every postflight check.',
  wrong: 'toReturnMeta(report, {operation: "research"})',
  right:
    'toReturnMeta(report, {operation: "research", session_id: "sess_1736700000_abc123", agent_type: "lean-research-agent", delegation_depth: 1, delegation_path: ["orchestrator", "research", "lean-research-agent"]})'
}

export default identityMissing
