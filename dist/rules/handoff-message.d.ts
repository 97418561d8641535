/**
 * The rules a handoff message runs, drawn from three rule folders: the JSON
 * rules its packet shares with the JSON kinds, the packet's own, and the
 * checklist rules of `todos`. Rule folders never import each other; kinds that
 * share rules are composed here, above them.
 */
import type { JsonRule } from '../json/context.js';
import type { HandoffRule } from './handoff/context.js';
/** The JSON rules of a packet: syntax, depth, duplicate keys, a top-level object. */
export declare const packetJsonRules: readonly JsonRule[];
/** The rules of a packet that parsed, then of its checklist. */
export declare const handoffMessageRules: readonly HandoffRule[];
