/** What the parent's own kinds share (a handoff packet, a todos checklist): linted and fixed, never reviewed as a return. */
import type { KindHandler } from '../pipeline/kind-handler.js';
import type { Kind } from '../postflight/kind.js';
import type { RuleMeta } from '../engine/rule.js';
import type { InputKind } from './detect.js';
export declare function packetKind(name: InputKind, rules: readonly RuleMeta[], handler: KindHandler): Kind;
