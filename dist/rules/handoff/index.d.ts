/** The rules of the handoff packet, in documentation order: where the packet is, its shape, its paths and version, then its checklist. */
import type { HandoffRule } from './context.js';
/** Rules of a handoff packet that parsed (the JSON input rules run before them). */
export declare const handoffPacketRules: readonly HandoffRule[];
