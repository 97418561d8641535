/**
 * The `preset` and `rules` a library caller (or a `.remarkrc`) passes, checked
 * against what handback knows: a typo is a `config-invalid` error naming the
 * nearest valid word, never a silent no-op. The input is still checked, with
 * the settings that could be read.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {configInvalidRule} from '../engine/input-rules.js'
import {stamp} from '../engine/rule.js'
import {ruleIds as rules} from '../rules/rule-ids.js'
import {compileSignature, signalIds} from '../signals/index.js'
import {transcriptSignalIds} from '../transcript/signal-ids.js'

// A signal's id sets its severity as a rule id does.
const ruleIds: readonly string[] = [...rules, ...signalIds, ...transcriptSignalIds]
const signatureKinds = ['tests', 'compiler', 'exit', 'http', 'fail-line']
import {nearest} from '../util/suggest.js'

const presets = ['recommended', 'strict']
const severityWords = ['off', 'info', 'warn', 'error']
const severityNumbers = [0, 1, 2]

function problem(message: string): Diagnostic {
  return stamp(configInvalidRule, 'error', {message, place: {line: 1, column: 1, endLine: 1, endColumn: 1}})
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
  if (!Array.isArray(signatures)) return [problem(`Unexpected signatures ${shown(signatures)}, expected an array of {id, kind, pattern}`)]
  const problems: Diagnostic[] = []
  signatures.slice(0, 1000).forEach((entry: unknown, index) => {
    const {id, kind, pattern, flags} = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
    if (typeof id !== 'string' || typeof pattern !== 'string') problems.push(problem(`Unexpected signature ${index + 1}, expected an object with a string \`id\` and \`pattern\``))
    else if (!signatureKinds.includes(kind as string)) problems.push(problem(`Unexpected kind ${shown(kind)} of signature \`${id.slice(0, 60)}\`, expected one of ${signatureKinds.map((word) => `\`${word}\``).join(', ')}${suggestion(kind, signatureKinds, 3)}`))
    else if (compileSignature({id, kind: kind as 'tests', pattern, flags: typeof flags === 'string' ? flags : '', tool: '', matches: [], misses: []}) === null) problems.push(problem(`Unexpected pattern of signature \`${id.slice(0, 60)}\`: it is not a valid regular expression`))
  })
  return problems
}

/** The `config-invalid` diagnostics of an options object's `preset` and `rules`; none when both are valid or absent. */
export function settingsProblems(options: unknown): Diagnostic[] {
  if (typeof options !== 'object' || options === null) return []
  const {preset, rules, signatures} = options as {preset?: unknown; rules?: unknown; signatures?: unknown}
  const problems: Diagnostic[] = signatureProblems(signatures)
  if (preset !== undefined && !presets.includes(preset as string)) {
    problems.push(problem(`Unexpected preset ${shown(preset)}, expected \`recommended\` or \`strict\`${suggestion(preset, presets, 3)}`))
  }

  if (rules === undefined) return problems
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) {
    problems.push(problem(`Unexpected rules ${shown(rules)}, expected an object of rule ids to severities`))
    return problems
  }

  for (const [id, severity] of Object.entries(rules)) {
    if (!ruleIds.includes(id)) {
      problems.push(problem(`Unexpected rule \`${id.slice(0, 60)}\` in \`rules\`, expected a rule id${suggestion(id, ruleIds, Math.max(3, Math.ceil(id.length / 3)))}`))
    } else if (!severityWords.includes(severity as string) && !severityNumbers.includes(severity as number)) {
      problems.push(
        problem(`Unexpected severity ${shown(severity)} for \`${id}\`, expected \`off\`, \`info\`, \`warn\`, \`error\`, 0, 1 or 2${suggestion(severity, severityWords, 3)}`)
      )
    }
  }

  return problems
}
