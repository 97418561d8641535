import type { RuleMeta } from '../../engine/rule.js';
/** Reported by `handback convert --to markdown`; it has no check of its own. */
declare const fieldNotConvertible: RuleMeta;
export default fieldNotConvertible;
