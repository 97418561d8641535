/** Reported by `checkReturn` itself, not run as a check: without a valid packet there is nothing to check against. */
import type { RuleMeta } from '../../engine/rule.js';
export declare const handoffPacketInvalidRule: RuleMeta;
