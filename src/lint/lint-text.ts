/**
 * One entry point per input kind: detection from file name and content,
 * linting, and fixing. The CLI and the library's users go through here.
 */
import type {Diagnostic} from '../diagnostic.js'
import {fixReturn, type FixResult} from '../markdown/fix-return.js'
import {parseReturn, type ParseOptions} from '../markdown/parse-return.js'
import type {InputKind} from '../rules/rule.js'

export const inputKinds: readonly InputKind[] = ['markdown', 'meta', 'subagent', 'progress']

export interface LintOptions extends ParseOptions {
  /** The kind of input; detected from the file name and content when absent. */
  kind?: InputKind
  /** File name, used for detection. */
  fileName?: string
}

export interface LintTextResult {
  kind: InputKind
  diagnostics: Diagnostic[]
}

/** Guesses the kind of a file: JSON kinds by name and fields, markdown otherwise. */
export function detectKind(fileName: string | undefined, text: string): InputKind {
  const name = fileName?.toLowerCase() ?? ''
  const trimmed = text.trimStart()
  const looksJson = name.endsWith('.json') || trimmed.startsWith('{')
  if (!looksJson) return 'markdown'
  if (/progress/.test(name) || /"objectives"\s*:/.test(text)) return 'progress'
  if (/return-meta/.test(name)) return 'meta'
  if (/"summary"\s*:/.test(text) && /"status"\s*:\s*"completed"/.test(text)) return 'subagent'
  return 'meta'
}

/** How one kind of input is linted and fixed. */
export interface KindHandler {
  lint(text: string, options: LintOptions): Diagnostic[]
  fix(text: string, options: LintOptions): FixResult
}

const handlers: Record<InputKind, KindHandler | undefined> = {
  markdown: {lint: (text, options) => parseReturn(text, options).diagnostics, fix: fixReturn},
  meta: undefined,
  subagent: undefined,
  progress: undefined
}

/** Whether a kind can be linted by this build. */
export function supportsKind(kind: InputKind): boolean {
  return handlers[kind] !== undefined
}

function handlerOf(kind: InputKind): KindHandler {
  return handlers[kind] ?? handlers.markdown!
}

export function lintText(text: string, options: LintOptions = {}): LintTextResult {
  const kind = options.kind ?? detectKind(options.fileName, text)
  return {kind, diagnostics: handlerOf(kind).lint(text, options)}
}

export function fixText(text: string, options: LintOptions = {}): FixResult & {kind: InputKind} {
  const kind = options.kind ?? detectKind(options.fileName, text)
  return {kind, ...handlerOf(kind).fix(text, options)}
}
