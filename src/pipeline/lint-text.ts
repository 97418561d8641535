/**
 * One entry point per input kind: detection from file name and content,
 * linting, and fixing. The library's users and the CLI's `lint` go through here.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import type {FixResult} from './fix-return.js'
import type {InputKind} from '../engine/rule.js'
import {invalidOption} from '../engine/guard.js'
import {optionsOf} from '../util/options.js'
import {detectKind, inputKinds} from './detect-kind.js'
import {jsonHandlers} from './json-handlers.js'
import type {KindHandler, LintOptions} from './kind-handler.js'
import {markdownHandler} from './markdown-handler.js'
import {handoffHandler, todosHandler} from './lint-handoff.js'

export {detectKind, inputKinds} from './detect-kind.js'
export type {LintOptions} from './kind-handler.js'

export interface LintTextResult {
  kind: InputKind
  diagnostics: Diagnostic[]
  /** What the text's own `handback-*` comments silenced (markdown, with `inlineConfig`): ESLint's `suppressedMessages`. */
  suppressed: Diagnostic[]
}

function handlerOf(kind: InputKind): KindHandler {
  if (kind === 'handoff') return handoffHandler
  if (kind === 'todos') return todosHandler
  return kind === 'markdown' ? markdownHandler : (jsonHandlers[kind] ?? markdownHandler)
}

/** The kind to read `text` as: the one given, or detected; undefined when the one given names no kind. */
function kindOf(text: string, options: LintOptions): InputKind | undefined {
  if (options.kind === undefined) return detectKind(options.fileName, text)
  return inputKinds.includes(options.kind) ? options.kind : undefined
}

const kindExpected = `one of ${inputKinds.join(', ')}`

export function lintText(text: string, given: LintOptions = {}): LintTextResult {
  const options = optionsOf(given)
  const kind = kindOf(text, options)
  if (!kind) return {kind: 'markdown', diagnostics: [invalidOption('kind', options.kind, kindExpected)], suppressed: []}
  return {kind, ...handlerOf(kind).lint(text, options)}
}

export function fixText(text: string, given: LintOptions = {}): FixResult & {kind: InputKind} {
  const options = optionsOf(given)
  const kind = kindOf(text, options)
  if (!kind) return {kind: 'markdown', output: text, changed: false, diagnostics: [invalidOption('kind', options.kind, kindExpected)], suppressed: [], meaningPreserved: true}
  return {kind, ...handlerOf(kind).fix(text, options)}
}
