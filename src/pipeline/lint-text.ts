/**
 * One entry point per input kind: detection from file name and content,
 * linting, and fixing. The library's users go through here, with every
 * kind's handler loaded.
 */
import type {FixResult} from './fix-return.js'
import type {InputKind} from '../engine/rule.js'
import {jsonHandlers} from './json-handlers.js'
import type {KindHandler, LintOptions} from './kind-handler.js'
import {markdownHandler} from './markdown-handler.js'
import {handoffHandler, todosHandler} from './lint-handoff.js'
import {fixWith, lintWith, type LintTextResult} from './lint-with.js'

export {detectKind} from './detect-kind.js'
export type {LintOptions} from './kind-handler.js'
export type {LintTextResult} from './lint-with.js'

function handlerOf(kind: InputKind): KindHandler {
  if (kind === 'handoff') return handoffHandler
  if (kind === 'todos') return todosHandler
  return kind === 'markdown' ? markdownHandler : (jsonHandlers[kind] ?? markdownHandler)
}

export function lintText(text: string, given: LintOptions = {}): LintTextResult {
  return lintWith(handlerOf, text, given)
}

export function fixText(text: string, given: LintOptions = {}): FixResult & {kind: InputKind} {
  return fixWith(handlerOf, text, given)
}
