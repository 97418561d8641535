import type { RuleMeta } from '../../engine/rule.js';
/** Reported by `migrateSubagentReturn`; it has no check of its own. */
declare const statusNotMigrated: RuleMeta;
export default statusNotMigrated;
