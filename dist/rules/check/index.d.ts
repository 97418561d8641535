/** The rules that check a return against the handoff packet that asked for it, in documentation order. */
import type { CheckRule } from './context.js';
export declare const checkRules: readonly CheckRule[];
