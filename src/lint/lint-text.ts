/**
 * One entry point per input kind: detection from file name and content,
 * linting, and fixing. The CLI and the library's users go through here.
 */
import type {Diagnostic} from '../diagnostic.js'
import {fixReturn, type FixResult} from '../markdown/fix-return.js'
import {parseReturn, type ParseOptions} from '../markdown/parse-return.js'
import {fixJson, lintJson} from '../json/lint-json.js'
import type {JsonOptions} from '../json/options.js'
import type {InputKind} from '../rules/rule.js'

export const inputKinds: readonly InputKind[] = ['markdown', 'meta', 'subagent', 'progress']

/** Options of every kind; each kind reads the ones it knows. */
export interface LintOptions extends ParseOptions, JsonOptions {
  /** The kind of input; detected from the file name and content when absent. */
  kind?: InputKind
  /** File name, used for detection. */
  fileName?: string
}

export interface LintTextResult {
  kind: InputKind
  diagnostics: Diagnostic[]
}

/**
 * Guesses the kind of a file: markdown by extension, JSON kinds by name
 * (`.return-meta.json`, `phase-3-progress.json`, `…-result.json`), then by fields.
 */
export function detectKind(fileName: string | undefined, text: string): InputKind {
  if (typeof text !== 'string') return 'markdown'
  const name = fileName?.toLowerCase().replaceAll('\\', '/') ?? ''
  const base = name.slice(name.lastIndexOf('/') + 1)
  if (/\.(md|markdown)$/.test(base)) return 'markdown'
  const trimmed = text.trimStart().replace(/^\ufeff/, '')
  const looksJson = base.endsWith('.json') || trimmed.startsWith('{')
  if (!looksJson) return 'markdown'
  if (/return-meta|meta-return/.test(base)) return 'meta'
  if (/progress/.test(base) || /"objectives"\s*:/.test(text)) return 'progress'
  if (/result/.test(base)) return 'subagent'
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
  meta: {lint: (text, options) => lintJson('meta', text, options), fix: (text, options) => fixJson('meta', text, options)},
  subagent: {lint: (text, options) => lintJson('subagent', text, options), fix: (text, options) => fixJson('subagent', text, options)},
  progress: {lint: (text, options) => lintJson('progress', text, options), fix: (text, options) => fixJson('progress', text, options)}
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
