import type { RuleMeta } from '../../engine/rule.js';
/** Reported by `toReturnMeta` and `renderReturn` callers; it has no check of its own. */
declare const reportInvalid: RuleMeta;
export default reportInvalid;
