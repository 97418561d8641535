/** Each kind's handler loaded on demand: a command that reads one kind does not load the others' rules and schemas. */
import type {InputKind} from '../engine/rule.js'
import type {KindHandler} from './kind-handler.js'

export async function loadKindHandler(kind: InputKind): Promise<KindHandler> {
  if (kind === 'handoff') return (await import('./lint-handoff.js')).handoffHandler
  if (kind === 'todos') return (await import('./lint-handoff.js')).todosHandler
  if (kind === 'markdown') return (await import('./markdown-handler.js')).markdownHandler
  return (await import('./json-handlers.js')).jsonHandlers[kind]
}
