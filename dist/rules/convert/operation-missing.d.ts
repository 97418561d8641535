import type { RuleMeta } from '../../engine/rule.js';
/** Reported by the converters (`toReturnMeta`, `migrateSubagentReturn`); it has no check of its own. */
declare const operationMissing: RuleMeta;
export default operationMissing;
