/**
 * One entry point per input kind: detection from file name and content,
 * linting, and fixing. The library's users go through here; the CLI loads
 * the same handlers one kind at a time (`src/cli/kind-handlers.ts`).
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import type {FixResult} from './fix-return.js'
import type {InputKind} from '../engine/rule.js'
import {detectKind} from './detect-kind.js'
import {jsonHandlers} from './json-handlers.js'
import type {KindHandler, LintOptions} from './kind-handler.js'
import {markdownHandler} from './markdown-handler.js'

export {detectKind, inputKinds} from './detect-kind.js'
export type {LintOptions} from './kind-handler.js'

export interface LintTextResult {
  kind: InputKind
  diagnostics: Diagnostic[]
}

function handlerOf(kind: InputKind): KindHandler {
  return kind === 'markdown' ? markdownHandler : (jsonHandlers[kind] ?? markdownHandler)
}

export function lintText(text: string, options: LintOptions = {}): LintTextResult {
  const kind = options.kind ?? detectKind(options.fileName, text)
  return {kind, diagnostics: handlerOf(kind).lint(text, options)}
}

export function fixText(text: string, options: LintOptions = {}): FixResult & {kind: InputKind} {
  const kind = options.kind ?? detectKind(options.fileName, text)
  return {kind, ...handlerOf(kind).fix(text, options)}
}
