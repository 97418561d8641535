import type { RuleMeta } from '../../engine/rule.js';
/** Reported by `toReturnMeta` and `handback convert --to meta`; it has no check of its own. */
declare const identityMissing: RuleMeta;
export default identityMissing;
