/** What the parent's own kinds share (a handoff packet, a todos checklist): linted and fixed, never reviewed as a return. */
import type { KindHandler } from '../pipeline/kind-handler.js';
import type { Kind } from '../postflight/kind.js';
import type { InputKind } from '../engine/rule.js';
export declare function packetKind(name: InputKind, handler: KindHandler): Kind;
