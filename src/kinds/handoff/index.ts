/** The handoff packet a parent gives a child, alone or in the message holding it. */
import {handoffHandler} from '../../pipeline/lint-handoff.js'
import {handoffMessageRules, packetJsonRules} from '../../rules/handoff-message.js'
import {packetKind} from '../packet-kind.js'

export const kind = packetKind('handoff', [...packetJsonRules, ...handoffMessageRules], handoffHandler)
