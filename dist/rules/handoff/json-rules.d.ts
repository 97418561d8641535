/** The JSON rules a handoff packet shares with the JSON kinds: syntax, depth, duplicate keys, a top-level object. */
import type { JsonRule } from '../../json/context.js';
export declare const packetJsonRules: readonly JsonRule[];
