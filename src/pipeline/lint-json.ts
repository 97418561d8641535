/**
 * Linting and fixing of the JSON kinds: read with positions, run the kind's
 * rules, and for `--fix` apply their edits pass after pass, keeping the result
 * only if every value of the input is still in it.
 */
import {compareDiagnostics, type Diagnostic} from '../engine/diagnostic.js'
import {fixesIn, runFixPasses} from '../engine/fix-passes.js'
import {internalError, invalidOption, refuseInput} from '../engine/guard.js'
import {runRules} from '../engine/run-rules.js'
import {jsonComplexityRefusal} from './complexity-refusal.js'
import {settingsProblems} from './settings-check.js'
import {createJsonContext} from '../json/context.js'
import {isObject, readJson, type JsonDocument} from '../json/document.js'
import type {JsonOptions} from '../json/options.js'
import {identityFields} from '../json/returns.js'
import {knownKeys} from '../json/schema-issues.js'
import {lostValues} from '../json/values.js'
import {jsonInputRules} from '../rules/json/index.js'
import {jsonKinds, type JsonKind} from '../kinds/traits.generated.js'
import type {FixResult} from './fix-return.js'
import {optionsOf} from '../util/options.js'
import {plainOf, snapshot} from '../util/snapshot.js'
import {maxJsonValues} from '../engine/input-rules.js'

/** The previous version of the file, for a kind whose rules compare it (a progress file), when it reads as a JSON object. */
function readPrevious(kind: JsonKind, options: JsonOptions): Record<string, unknown> | undefined {
  if (!jsonKinds[kind].traits.comparesPrevious || typeof options.previous !== 'string') return undefined
  const value = readJson(options.previous).value
  return isObject(value) ? value : undefined
}

/** The JSON kinds, in the kinds' order. */
const jsonKindNames = Object.keys(jsonKinds) as [JsonKind, ...JsonKind[]]

/** The JSON kinds, as an option's expected values (`meta, subagent or progress`). */
const jsonKindsExpected = `${jsonKindNames.slice(0, -1).join(', ')} or ${jsonKindNames.at(-1)}`

function isJsonKind(kind: unknown): kind is JsonKind {
  return typeof kind === 'string' && Object.hasOwn(jsonKinds, kind)
}

/** Whether two values have the same JSON spelling; a value without one (a cycle, a BigInt) equals nothing. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  try {
    return JSON.stringify(a) === JSON.stringify(b)
  } catch {
    return false
  }
}

function isBroken(document: JsonDocument): boolean {
  return document.tooDeep || document.tooManyValues || document.syntaxErrors.length > 0
}

/** Runs the kind's rules over a document already read; malformed JSON gets the input rules only. */
export function lintDocument(kind: JsonKind, document: JsonDocument, options: JsonOptions): Diagnostic[] {
  const refused = jsonComplexityRefusal(document)
  if (refused) return [refused]
  const rules = isBroken(document) ? jsonInputRules : jsonKinds[kind].rules
  const context = createJsonContext(jsonKinds[kind].traits, document, options, readPrevious(kind, options))
  return runRules(rules, context, options).sort(compareDiagnostics)
}

/** Lints one JSON input of the given kind; never throws. */
export function lintJson(kind: JsonKind, text: string, given: JsonOptions = {}): Diagnostic[] {
  return readJsonInput(kind, text, given).diagnostics
}

/** `lintJson`, with the document read when the text could be read: what comes after the rules starts from it, not from the text again. */
export function readJsonInput(kind: JsonKind, text: string, given: JsonOptions = {}): {diagnostics: Diagnostic[]; document?: JsonDocument} {
  const options = optionsOf(given)
  if (!isJsonKind(kind)) return {diagnostics: [invalidOption('kind', kind, jsonKindsExpected)]}
  const refused = refuseInput(text, options.maxBytes, 'JSON')
  if (refused) return {diagnostics: [refused]}
  try {
    const document = readJson(text)
    return {diagnostics: [...settingsProblems(options), ...lintDocument(kind, document, options)], document}
  } catch (error) {
    return {diagnostics: [internalError(error)]}
  }
}

/** Pointers of the input whose value `--fix` may rewrite (explicitly allowed) or drop (a duplicate kept elsewhere). */
function rewritable(kind: JsonKind, value: unknown, options: JsonOptions): Set<string> {
  const traits = jsonKinds[kind].traits
  const allowed = new Set<string>(traits.rewritable(value, options))
  // A top-level identity field equal to the one in `metadata` is a duplicate; dropping it keeps the value.
  if (traits.identity && isObject(value) && isObject(value['metadata'])) {
    const metadata = value['metadata']
    for (const field of identityFields) {
      if (Object.hasOwn(value, field) && Object.hasOwn(metadata, field) && sameJson(value[field], metadata[field])) {
        allowed.add(`/${field}`)
      }
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
export function checkFixedValues(kind: JsonKind, givenBefore: unknown, givenAfter: unknown, given: JsonOptions = {}): ValueCheck {
  const options = optionsOf(given)
  // A kind not known is read as the first JSON kind, the return-metadata file.
  if (!isJsonKind(kind)) kind = jsonKindNames[0]
  // Read once into plain data; an input that cannot be read (or is past the JSON bound) cannot be shown kept.
  const taken = snapshot(givenBefore, maxJsonValues)
  if (!taken.ok) return {lost: [`/ = [${taken.reason === 'too-large' ? `value of more than ${maxJsonValues} values` : 'value that cannot be read'}]`], moved: []}
  const before = taken.value
  // The same object twice stays one: a value with a cycle equals itself only by identity.
  const after = givenAfter === givenBefore ? before : plainOf(givenAfter)
  const lost = lostValues(before, after, rewritable(kind, before, options)).map((leaf) => `${leaf.pointer || '/'} = ${leaf.value}`)
  const moved: string[] = []
  if (isObject(before)) {
    const {traits} = jsonKinds[kind]
    const known = knownKeys(traits.schema)
    for (const key of Object.keys(before)) {
      if (known.has(key) || (traits.identity && (identityFields as readonly string[]).includes(key))) continue
      if (!isObject(after) || !Object.hasOwn(after, key) || !sameJson(after[key], before[key])) moved.push(key)
    }
  }

  return {lost, moved}
}

/**
 * Applies every fix the kind's rules offer. The output is kept only if it
 * parses and keeps every value of the input; otherwise the input is returned.
 */
export function fixJson(kind: JsonKind, text: string, given: JsonOptions = {}): FixResult {
  const options = optionsOf(given)
  if (!isJsonKind(kind)) return {output: text, changed: false, diagnostics: [invalidOption('kind', kind, jsonKindsExpected)], suppressed: [], meaningPreserved: true}
  const refused = refuseInput(text, options.maxBytes, 'JSON')
  if (refused) return {output: text, changed: false, diagnostics: [refused], suppressed: [], meaningPreserved: true}
  try {
    const original = readJson(text)
    if (isBroken(original) || !isObject(original.value)) {
      return {output: text, changed: false, diagnostics: lintDocument(kind, original, options), suppressed: [], meaningPreserved: true}
    }

    // Fixes are computed with every fixable rule on, whatever the severities say.
    const all = {...options, rules: {}}
    const passes = runFixPasses(
      text,
      original,
      (document) => fixesIn(lintDocument(kind, document, all)),
      (next) => {
        // A fix that leaves the text unreadable (too large, malformed or too deep) is not applied.
        if (refuseInput(next, options.maxBytes, 'JSON')) return undefined
        const reread = readJson(next)
        return isBroken(reread) ? undefined : reread
      }
    )
    const check = checkFixedValues(kind, original.value, passes.reading.value, options)
    const meaningPreserved = check.lost.length === 0 && check.moved.length === 0
    const output = meaningPreserved ? passes.text : text
    return {output, changed: output !== text, diagnostics: lintDocument(kind, meaningPreserved ? passes.reading : original, options), suppressed: [], meaningPreserved}
  } catch (error) {
    return {output: text, changed: false, diagnostics: [internalError(error)], suppressed: [], meaningPreserved: true}
  }
}
