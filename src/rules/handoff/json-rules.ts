/** The JSON rules a handoff packet shares with the JSON kinds: syntax, depth, duplicate keys, a top-level object. */
import type {JsonRule} from '../../json/context.js'
import {jsonInputRules} from '../json/index.js'
import jsonDuplicateKey from '../json/json-duplicate-key.js'
import jsonRootNotObject from '../json/json-root-not-object.js'

export const packetJsonRules: readonly JsonRule[] = [...jsonInputRules, jsonDuplicateKey, jsonRootNotObject]
