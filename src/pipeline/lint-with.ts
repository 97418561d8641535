/**
 * Linting and fixing a text of any kind, given how to find each kind's
 * handler: `lintText` passes them all, loaded at once; the CLI loads only the
 * one a file needs (`loadKind`, src/kinds/registry.ts), so linting markdown never loads zod.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import type {FixResult} from './fix-return.js'
import {defaultKind, inputKinds, type InputKind} from '../kinds/detect.js'
import {invalidOption} from '../engine/guard.js'
import {optionsOf} from '../util/options.js'
import {detectKind} from '../kinds/detect.js'
import type {KindHandler, LintOptions} from './kind-handler.js'

export interface LintTextResult {
  kind: InputKind
  diagnostics: Diagnostic[]
  /** What the text's own `handback-*` comments silenced (markdown, with `inlineConfig`): ESLint's `suppressedMessages`. */
  suppressed: Diagnostic[]
}

export type HandlerOf = (kind: InputKind) => KindHandler

/** The kind to read `text` as: the one given, or detected; undefined when the one given names no kind. */
function kindOf(text: string, options: LintOptions): InputKind | undefined {
  if (options.kind === undefined) return detectKind(options.fileName, text)
  return inputKinds.includes(options.kind) ? options.kind : undefined
}

const kindExpected = `one of ${inputKinds.join(', ')}`

export function lintWith(handlerOf: HandlerOf, text: string, given: LintOptions = {}): LintTextResult {
  const options = optionsOf(given)
  const kind = kindOf(text, options)
  if (!kind) return {kind: defaultKind, diagnostics: [invalidOption('kind', options.kind, kindExpected)], suppressed: []}
  return {kind, ...handlerOf(kind).lint(text, options)}
}

export function fixWith(handlerOf: HandlerOf, text: string, given: LintOptions = {}): FixResult & {kind: InputKind} {
  const options = optionsOf(given)
  const kind = kindOf(text, options)
  if (!kind) return {kind: defaultKind, output: text, changed: false, diagnostics: [invalidOption('kind', options.kind, kindExpected)], suppressed: [], meaningPreserved: true}
  return {kind, ...handlerOf(kind).fix(text, options)}
}
