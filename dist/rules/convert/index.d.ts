import type { RuleMeta } from '../../engine/rule.js';
export declare const convertRules: readonly RuleMeta[];
