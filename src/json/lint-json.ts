/**
 * Linting and fixing of the JSON kinds: read with positions, run the kind's
 * rules, and for `--fix` apply their edits pass after pass, keeping the result
 * only if every value of the input is still in it.
 */
import {compareDiagnostics, type Diagnostic} from '../diagnostic.js'
import {applyFixes} from '../lint/apply-fixes.js'
import {runRules} from '../lint/run-rules.js'
import type {FixResult} from '../markdown/fix-return.js'
import {exceedsBytes} from '../markdown/utf8.js'
import {inputNotTextRule, inputTooLargeRule, internalErrorRule} from '../rules/input.js'
import {jsonInputRules, metaRules, progressRules, subagentRules} from '../rules/json-rules.js'
import {stamp, type RuleMeta} from '../rules/rule.js'
import {createJsonContext, type JsonKind, type JsonRule} from './context.js'
import {isObject, readJson, type JsonDocument} from './document.js'
import type {JsonOptions} from './options.js'
import {identityFields} from './returns.js'
import {knownKeys} from './schema-issues.js'
import {lostValues, leaves} from './values.js'

const defaultMaxBytes = 1024 * 1024

export const kindRules: Record<JsonKind, readonly JsonRule[]> = {
  meta: metaRules,
  subagent: subagentRules,
  progress: progressRules
}

const start = {line: 1, column: 1, endLine: 1, endColumn: 1}

function failure(rule: RuleMeta, message: string): Diagnostic[] {
  return [stamp(rule, 'error', {message, place: start})]
}

/** The previous version of a progress file, when it reads as a JSON object. */
function readPrevious(options: JsonOptions): Record<string, unknown> | undefined {
  if (typeof options.previous !== 'string') return undefined
  const value = readJson(options.previous).value
  return isObject(value) ? value : undefined
}

function run(kind: JsonKind, document: JsonDocument, options: JsonOptions): Diagnostic[] {
  const broken = document.tooDeep || document.syntaxErrors.length > 0
  const rules = broken ? jsonInputRules : kindRules[kind]
  const context = createJsonContext(kind, document, options, kind === 'progress' ? readPrevious(options) : undefined)
  return runRules(rules, context, options).sort(compareDiagnostics)
}

/** Problems of the input refused before reading, or undefined when it can be read. */
function refuse(text: unknown, options: JsonOptions): Diagnostic[] | undefined {
  if (typeof text !== 'string') {
    return failure(inputNotTextRule, `Unexpected ${text === null ? 'null' : typeof text} input, expected a string of JSON`)
  }

  const maxBytes = options.maxBytes ?? defaultMaxBytes
  if (exceedsBytes(text, maxBytes)) {
    return failure(inputTooLargeRule, `Unexpected input of more than ${maxBytes} bytes, expected a return within \`maxBytes\``)
  }

  return undefined
}

/** Lints one JSON input of the given kind; never throws. */
export function lintJson(kind: JsonKind, text: string, options: JsonOptions = {}): Diagnostic[] {
  const refused = refuse(text, options)
  if (refused) return refused
  try {
    return run(kind, readJson(text), options)
  } catch (error) {
    return failure(internalErrorRule, `handback failed on this input: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Pointers of the input whose value `--fix` may rewrite (explicitly allowed) or drop (a duplicate kept elsewhere). */
function rewritable(kind: JsonKind, value: unknown, options: JsonOptions): Set<string> {
  const allowed = new Set<string>()
  const statusAllowed = kind === 'meta' ? options.operation !== undefined : options.operation !== undefined || options.rewriteStatus === true
  if (kind !== 'progress' && statusAllowed) allowed.add('/status')
  // A top-level identity field equal to the one in `metadata` is a duplicate; dropping it keeps the value.
  if (kind !== 'progress' && isObject(value) && isObject(value['metadata'])) {
    const metadata = value['metadata']
    for (const field of identityFields) {
      if (Object.hasOwn(value, field) && Object.hasOwn(metadata, field) && JSON.stringify(value[field]) === JSON.stringify(metadata[field])) {
        allowed.add(`/${field}`)
      }
    }
  }

  if (kind === 'progress' && options.rewriteStatus) {
    for (const leaf of leaves(value)) {
      if (/^\/objectives\/\d+\/status$|^\/approaches_tried\/\d+\/result$/.test(leaf.pointer)) allowed.add(leaf.pointer)
    }
  }

  return allowed
}

export interface ValueCheck {
  /** Leaves of the input missing from the output (rewrites allowed by the options excepted). */
  lost: string[]
  /** Top-level fields outside the kind's schema whose value moved or changed. */
  moved: string[]
}

/** Checks the promise of `--fix`: every value kept, unknown fields where they were. */
export function checkFixedValues(kind: JsonKind, before: unknown, after: unknown, options: JsonOptions = {}): ValueCheck {
  const lost = lostValues(before, after, rewritable(kind, before, options)).map((leaf) => `${leaf.pointer || '/'} = ${leaf.value}`)
  const moved: string[] = []
  if (isObject(before)) {
    const known = knownKeys(kind)
    for (const key of Object.keys(before)) {
      if (known.has(key) || (kind !== 'progress' && (identityFields as readonly string[]).includes(key))) continue
      if (!isObject(after) || !Object.hasOwn(after, key) || JSON.stringify(after[key]) !== JSON.stringify(before[key])) moved.push(key)
    }
  }

  return {lost, moved}
}

const maxPasses = 10

/**
 * Applies every fix the kind's rules offer. The output is kept only if it
 * parses and keeps every value of the input; otherwise the input is returned.
 */
export function fixJson(kind: JsonKind, text: string, options: JsonOptions = {}): FixResult {
  const refused = refuse(text, options)
  if (refused) return {output: text, changed: false, diagnostics: refused, meaningPreserved: true}
  try {
    const original = readJson(text)
    if (original.tooDeep || original.syntaxErrors.length > 0 || !isObject(original.value)) {
      return {output: text, changed: false, diagnostics: run(kind, original, options), meaningPreserved: true}
    }

    // Fixes are computed with every fixable rule on, whatever the severities say.
    const all = {...options, rules: {}}
    let current = text
    let document = original
    for (let pass = 0; pass < maxPasses; pass++) {
      const fixes = run(kind, document, all).flatMap((diagnostic) => (diagnostic.fix ? [diagnostic.fix] : []))
      if (fixes.length === 0) break
      const next = applyFixes(current, fixes).output
      if (next === current) break
      const reread = readJson(next)
      if (reread.syntaxErrors.length > 0 || reread.tooDeep) break
      current = next
      document = reread
    }

    const check = checkFixedValues(kind, original.value, document.value, options)
    const meaningPreserved = check.lost.length === 0 && check.moved.length === 0
    const output = meaningPreserved ? current : text
    return {output, changed: output !== text, diagnostics: run(kind, output === current ? document : original, options), meaningPreserved}
  } catch (error) {
    return {output: text, changed: false, diagnostics: failure(internalErrorRule, `handback failed on this input: ${error instanceof Error ? error.message : String(error)}`), meaningPreserved: true}
  }
}
