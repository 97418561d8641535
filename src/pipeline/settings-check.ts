/**
 * The `preset` and `rules` a library caller (or a `.remarkrc`) passes, checked
 * against what handback knows: a typo is a `config-invalid` error naming the
 * nearest valid word, never a silent no-op. The input is still checked, with
 * the settings that could be read.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {configInvalidRule} from '../engine/input-rules.js'
import {stamp, type MessageData} from '../engine/rule.js'
import {ruleIds as rules} from '../rules/rule-ids.js'
import {compileSignature, signalIds} from '../signals/index.js'
import {transcriptSignalIds} from '../transcript/signal-ids.js'
import {failureSignatureKinds} from '../vocabulary/index.js'

// A signal's id sets its severity as a rule id does.
const ruleIds: readonly string[] = [...rules, ...signalIds, ...transcriptSignalIds]
const signatureKinds: readonly string[] = failureSignatureKinds
import {nearest} from '../util/suggest.js'

const presets = ['recommended', 'strict']
const severityWords = ['off', 'info', 'warn', 'error']
const severityNumbers = [0, 1, 2]

function problem(messageId: string, data: MessageData): Diagnostic {
  return stamp(configInvalidRule, 'error', {messageId, data, place: {line: 1, column: 1, endLine: 1, endColumn: 1}})
}

function shown(value: unknown): string {
  if (typeof value === 'string') return `\`${value.slice(0, 60)}\``
  if (typeof value === 'number' || typeof value === 'boolean') return `\`${String(value)}\``
  return value === null ? '`null`' : Array.isArray(value) ? 'an array' : typeof value
}

function suggestion(word: unknown, candidates: readonly string[], maxDistance = 2): string {
  const found = typeof word === 'string' ? nearest(word, candidates, maxDistance) : undefined
  return found ? ` (did you mean \`${found}\`?)` : ''
}

/** The problems of a team's own signatures: each an object with a string `id`, a known `kind` and a `pattern` that compiles. */
function signatureProblems(signatures: unknown): Diagnostic[] {
  if (signatures === undefined) return []
  if (!Array.isArray(signatures)) return [problem('signaturesNotArray', {value: shown(signatures)})]
  const problems: Diagnostic[] = []
  signatures.slice(0, 1000).forEach((entry: unknown, index) => {
    const {id, kind, pattern, flags} = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
    if (typeof id !== 'string' || typeof pattern !== 'string') problems.push(problem('signatureInvalid', {index: index + 1}))
    else if (!signatureKinds.includes(kind as string)) problems.push(problem('signatureKindUnknown', {kind: shown(kind), id: id.slice(0, 60), kinds: signatureKinds.map((word) => `\`${word}\``).join(', '), suggestion: suggestion(kind, signatureKinds, 3)}))
    else if (compileSignature({id, kind: kind as 'tests', pattern, flags: typeof flags === 'string' ? flags : '', tool: '', matches: [], misses: []}) === null) problems.push(problem('signaturePatternInvalid', {id: id.slice(0, 60)}))
  })
  return problems
}

/** The `config-invalid` diagnostics of an options object's `preset` and `rules`; none when both are valid or absent. */
export function settingsProblems(options: unknown): Diagnostic[] {
  if (typeof options !== 'object' || options === null) return []
  const {preset, rules, signatures} = options as {preset?: unknown; rules?: unknown; signatures?: unknown}
  const problems: Diagnostic[] = signatureProblems(signatures)
  if (preset !== undefined && !presets.includes(preset as string)) {
    problems.push(problem('presetUnknown', {preset: shown(preset), suggestion: suggestion(preset, presets, 3)}))
  }

  if (rules === undefined) return problems
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) {
    problems.push(problem('rulesNotObject', {value: shown(rules)}))
    return problems
  }

  for (const [id, severity] of Object.entries(rules)) {
    if (!ruleIds.includes(id)) {
      problems.push(problem('ruleUnknown', {id: id.slice(0, 60), suggestion: suggestion(id, ruleIds, Math.max(3, Math.ceil(id.length / 3)))}))
    } else if (!severityWords.includes(severity as string) && !severityNumbers.includes(severity as number)) {
      problems.push(
        problem('severityInvalid', {severity: shown(severity), id, suggestion: suggestion(severity, severityWords, 3)})
      )
    }
  }

  return problems
}
