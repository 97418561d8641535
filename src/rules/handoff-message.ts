/**
 * The rules a handoff message runs, drawn from three rule folders: the JSON
 * rules its packet shares with the JSON kinds, the packet's own, and the
 * checklist rules of `todos`. Rule folders never import each other; kinds that
 * share rules are composed here, above them.
 */
import type {JsonRule} from '../json/context.js'
import {jsonInputRules} from './json/index.js'
import jsonDuplicateKey from './json/json-duplicate-key.js'
import jsonRootNotObject from './json/json-root-not-object.js'
import type {HandoffRule} from './handoff/context.js'
import {handoffPacketRules} from './handoff/index.js'
import {checklistRules} from './todos/index.js'

/** The JSON rules of a packet: syntax, depth, duplicate keys, a top-level object. */
export const packetJsonRules: readonly JsonRule[] = [...jsonInputRules, jsonDuplicateKey, jsonRootNotObject]

/** The rules of a packet that parsed, then of its checklist. */
export const handoffMessageRules: readonly HandoffRule[] = [...handoffPacketRules, ...checklistRules]
