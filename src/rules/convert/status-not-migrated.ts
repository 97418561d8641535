import type {RuleMeta} from '../../engine/rule.js'

/** Reported by `migrateSubagentReturn`; it has no check of its own. */
const statusNotMigrated: RuleMeta = {
  id: 'status-not-migrated',
  severity: 'warning',
  fixable: false,
  messages: {notMigrated: 'Unexpected status {{status}}, expected `completed`, `partial`, `failed` or `blocked`; kept as written'},
  description: 'A console return’s `status` has no return-metadata equivalent and is kept as written.',
  rationale: 'Only the contract’s words have a known meaning; rewriting another word would guess what the child meant.',
  wrong: '{"status": "tasks_created", …}',
  right: '{"status": "completed", …}'
}

export default statusNotMigrated
