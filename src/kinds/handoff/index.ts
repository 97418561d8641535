/** The handoff packet a parent gives a child, alone or in the message holding it. */
import {handoffHandler} from '../../pipeline/lint-handoff.js'
import {packetKind} from '../packet-kind.js'

export const kind = packetKind('handoff', handoffHandler)
