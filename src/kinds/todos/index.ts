/** The todos checklist a parent keeps for a child's task. */
import {todosHandler} from '../../pipeline/lint-handoff.js'
import {todosRules} from '../../rules/todos/index.js'
import {packetKind} from '../packet-kind.js'

export const kind = packetKind('todos', todosRules, todosHandler)
