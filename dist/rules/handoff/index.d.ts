/** The rules of the handoff packet, in documentation order: where the packet is, its shape, its paths and version. */
import type { HandoffRule } from './context.js';
/** Rules of a handoff packet that parsed (the JSON input rules run before them, the checklist's after). */
export declare const handoffPacketRules: readonly HandoffRule[];
