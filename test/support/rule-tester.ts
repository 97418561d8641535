/**
 * One rule's cases, in the style of ESLint's RuleTester: `valid` texts get no
 * diagnostic of the rule; each `invalid` text gets exactly the listed ones, at
 * the given line and column with the given message id (and data, when given;
 * the message's text may be checked too), and `output` is the text
 * after the rule's own fixes (every other rule off), or `null` when it offers
 * none. Texts run through the public pipeline as the rule's first kind
 * (`lintText` / `fixText`), or through `run` for rules of a conversion or a
 * check. The rule's documented `wrong` example must be among the invalid
 * cases and its `right` one among the valid, as the examples are its contract.
 *
 *     ruleTester('state-invalid', {
 *       valid: [{code: '## Status\nstate: SUCCESS\n…'}],
 *       invalid: [{code: '## Status\nstate: WORKING\n…', errors: [{messageId: 'unknown', data: {state: 'WORKING'}, line: 2, column: 8}]}]
 *     })
 */
import {describe, expect, it} from 'vitest'
import type {Diagnostic, Severity} from '../../src/engine/diagnostic.js'
import type {RuleSetting} from '../../src/engine/settings.js'
import {placeholdersOf} from '../../src/engine/rule.js'
import type {LintOptions} from '../../src/pipeline/kind-handler.js'
import {fixText, lintText} from '../../src/kinds/every.js'
import {allRules, type RegisteredRule} from '../../src/kinds/rules.js'
import {checkReturn} from '../../src/postflight/check-return.js'
import {completeExample} from './rule-examples.js'

interface ValidCase {
  code: string
  /** Options of the run (`kind`, `sessionId`, …); the rule's first kind by default. */
  options?: LintOptions & Record<string, unknown>
  name?: string
}

interface ExpectedError {
  /** A key of the rule's `messages`. */
  messageId: string
  /** The values of the message's placeholders, each compared (a subset of the diagnostic's data). */
  data?: Readonly<Record<string, string | number>>
  line: number
  column: number
  endLine?: number
  endColumn?: number
  /** The whole message. */
  message?: string
  /** Parts the message must hold. */
  messageIncludes?: string | readonly string[]
  severity?: Severity
  /** The named signal the finding carries, and the line its `cause` points at. */
  signal?: string
  causeLine?: number
}

interface InvalidCase extends ValidCase {
  errors: readonly ExpectedError[]
  /** The text after the rule's fixes; `null` when the rule offers no fix here. Required for a fixable rule. */
  output?: string | null
}

/** A run of the rule's diagnostics, and the text after its fixes when the pipeline has fixes. */
export type RuleRun = (code: string, options: LintOptions & Record<string, unknown>) => {diagnostics: readonly Diagnostic[]; output?: string}

export interface RuleCases {
  valid: readonly ValidCase[]
  invalid: readonly InvalidCase[]
  /** Another pipeline than `lintText`/`fixText` (conversions, checks, input guards). */
  run?: RuleRun
  /** The documented examples are run otherwise (a check against a packet, a conversion): not required among the cases. */
  examplesElsewhere?: string
}

function ruleOf(id: string): RegisteredRule {
  const rule = allRules.find((candidate) => candidate.id === id)
  if (!rule) throw new Error(`No rule \`${id}\` in the registry`)
  return rule
}

/** The settings that leave only `rule` on, at its own severity (opt-in rules included). */
function only(rule: RegisteredRule): Record<string, RuleSetting> {
  const rules: Record<string, RuleSetting> = {}
  const setting = {error: 'error', warning: 'warn', info: 'info'} as const
  for (const other of allRules) rules[other.id] = other.id === rule.id ? setting[rule.severity] : 'off'
  return rules
}

function defaultRun(rule: RegisteredRule): RuleRun {
  const kind = rule.kinds[0]
  return (code, options) => {
    const settings = {...(kind && kind !== 'convert' && kind !== 'check' ? {kind} : {}), ...options}
    const diagnostics = lintText(code, settings).diagnostics.filter((diagnostic) => diagnostic.ruleId === rule.id)
    if (!rule.fixable) return {diagnostics}
    const fixed = fixText(code, {...settings, rules: {...only(rule), ...settings.rules}})
    const refused = fixed.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'config-invalid' || diagnostic.ruleId === 'option-invalid')
    if (refused.length > 0) throw new Error(`The settings of the fix run were refused: ${refused.map((diagnostic) => diagnostic.message).join('; ')}`)
    return {diagnostics, output: fixed.output}
  }
}

/** `line:column`, the message id and what the message holds, for a readable failure. */
function describeDiagnostic(diagnostic: Diagnostic): string {
  return `${diagnostic.line}:${diagnostic.column}-${diagnostic.endLine}:${diagnostic.endColumn} ${diagnostic.severity} ${diagnostic.messageId ?? '(no id)'} ${diagnostic.message}`
}

export function ruleTester(id: string, cases: RuleCases): void {
  const rule = ruleOf(id)
  const run = cases.run ?? defaultRun(rule)

  describe(id, () => {
    it('has at least two valid and two invalid cases, the documented examples among them', () => {
      expect(cases.valid.length).toBeGreaterThanOrEqual(2)
      expect(cases.invalid.length).toBeGreaterThanOrEqual(2)
      if (cases.examplesElsewhere === undefined) {
        // A fragment of an example counts completed with the sections it leaves out, as the documentation lints it.
        const example = (code: string, text: string) => code === text || code === completeExample(text)
        expect(cases.invalid.some((invalid) => example(invalid.code, rule.wrong)), 'the `wrong` example is an invalid case').toBe(true)
        expect(cases.valid.some((valid) => example(valid.code, rule.right)), 'the `right` example is a valid case').toBe(true)
      }

      if (rule.fixable && cases.run === undefined) {
        expect(cases.invalid.every((invalid) => invalid.output !== undefined), 'every invalid case of a fixable rule gives its output').toBe(true)
        expect(cases.invalid.some((invalid) => typeof invalid.output === 'string'), 'a fixable rule fixes at least one case').toBe(true)
      }
    })

    for (const [index, valid] of cases.valid.entries()) {
      it(`valid ${index + 1}${valid.name ? `: ${valid.name}` : ''}`, () => {
        expect(run(valid.code, valid.options ?? {}).diagnostics.map(describeDiagnostic)).toEqual([])
      })
    }

    for (const [index, invalid] of cases.invalid.entries()) {
      it(`invalid ${index + 1}${invalid.name ? `: ${invalid.name}` : ''}`, () => {
        const result = run(invalid.code, invalid.options ?? {})
        const found = [...result.diagnostics].sort((a, b) => a.line - b.line || a.column - b.column)
        expect(found.map(describeDiagnostic), 'one diagnostic per expected error').toHaveLength(invalid.errors.length)
        for (const [at, error] of invalid.errors.entries()) {
          const diagnostic = found[at]!
          const where = `error ${at + 1}: ${describeDiagnostic(diagnostic)}`
          expect({line: diagnostic.line, column: diagnostic.column}, where).toEqual({line: error.line, column: error.column})
          if (error.endLine !== undefined) expect(diagnostic.endLine, where).toBe(error.endLine)
          if (error.endColumn !== undefined) expect(diagnostic.endColumn, where).toBe(error.endColumn)
          if (error.message !== undefined) expect(diagnostic.message, where).toBe(error.message)
          const parts = typeof error.messageIncludes === 'string' ? [error.messageIncludes] : (error.messageIncludes ?? [])
          for (const part of parts) expect(diagnostic.message, where).toContain(part)
          expect(Object.keys(rule.messages), `${where}: the expected message id is declared`).toContain(error.messageId)
          expect(diagnostic.messageId, where).toBe(error.messageId)
          if (error.data !== undefined) expect(diagnostic.data, where).toMatchObject(error.data)
          // Every placeholder of the message got its value: none is left in the text as written.
          for (const name of placeholdersOf(rule.messages[error.messageId]!)) expect(diagnostic.data ?? {}, `${where}: data for {{${name}}}`).toHaveProperty([name])
          expect(diagnostic.severity, where).toBe(error.severity ?? rule.severity)
          if (error.signal !== undefined) expect(diagnostic.signal, where).toBe(error.signal)
          if (error.causeLine !== undefined) expect(diagnostic.cause?.line, where).toBe(error.causeLine)
        }

        if (invalid.output !== undefined) expect(result.output ?? null, 'the text after the fixes').toBe(invalid.output === null ? (result.output === undefined ? null : invalid.code) : invalid.output)
      })
    }
  })
}

/** The four sections of a valid return, each ending in a newline. */
export const validSections = {
  status: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  deliverables: '## Deliverables\n- (none)\n',
  evidence: '## Evidence\n- (none)\n',
  attestation: '## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'
}

/**
 * A return of the four sections in contract order, blank-line separated, with
 * the given ones in place of the valid ones. With every section valid it is
 * 17 lines: Status on 1–3, Deliverables on 5–6, Evidence on 8–9, Runtime
 * Attestation on 11–17 (`files_created:` on 14, `files_modified:` on 16).
 */
export function returnWith(parts: Partial<Record<keyof typeof validSections, string>> = {}): string {
  return (['status', 'deliverables', 'evidence', 'attestation'] as const).map((name) => parts[name] ?? validSections[name]).join('\n')
}

/** The identity every return-metadata file carries under `metadata`. */
export const identity = {session_id: 'sess_1736700000_abc123', agent_type: 'planner-agent', delegation_depth: 1, delegation_path: ['orchestrator', 'plan', 'planner-agent']}

/**
 * A valid return-metadata file as `JSON.stringify(…, null, 2)` writes it:
 * `status` on line 2 (its value at column 13), one report artifact on lines
 * 3–9 (`type` on 5, `path` on 6, `summary` on 7, values at columns 15, 15 and
 * 18), then `fields` in order (a field named `status` or `artifacts` replaces
 * that one in place), then `metadata`.
 */
export function metaWith(fields: Record<string, unknown> = {}): string {
  const meta = {status: 'researched', artifacts: [{type: 'report', path: 'specs/259_x/reports/research-001.md', summary: 'Findings'}], ...fields, metadata: identity}
  return JSON.stringify(meta, null, 2) + '\n'
}

/**
 * A handoff message holding a valid packet in a fenced JSON block: the fence
 * on line 1, `{` on 2, `task_id` on 3, `objective` on 4, `evidence` on 5,
 * `success_criteria` on 6, `risks` on 7, then `fields` one per line.
 */
export function handoffWith(fields: Record<string, unknown> = {}, after = ''): string {
  const lines = [`  "task_id": "t-1"`, `  "objective": "Draft the contracts."`, `  "evidence": []`, `  "success_criteria": ["Contracts drafted"]`, `  "risks": []`, ...Object.entries(fields).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`)]
  return '```json\n{\n' + lines.join(',\n') + '\n}\n```\n' + after
}

/**
 * The run of a `check` rule: the return checked against `options.packet`
 * (`checkReturn`), with the paths of `options.missing` absent on disk and
 * every other path present.
 */
export function checkRun(id: string): RuleRun {
  return (code, options) => {
    const missing = Array.isArray(options['missing']) ? (options['missing'] as string[]) : undefined
    const checkFile = missing ? (path: string) => (missing.includes(path) ? ('missing' as const) : ('file' as const)) : undefined
    // A `null` packet stands for a caller's value that is no text.
    const result = checkReturn(code, options['packet'] === null ? (null as unknown as string) : String(options['packet'] ?? ''), checkFile ? {checkFile} : {})
    return {diagnostics: [...result.diagnostics, ...result.packetDiagnostics].filter((diagnostic) => diagnostic.ruleId === id)}
  }
}

/**
 * A return for the check rules with one line per list item: `state` on 2, the
 * first deliverable on 6, the first evidence on 9, `files_created:` on 14 (its
 * first item on 15); with one item per list, `files_modified:` on 16 (its item on 17).
 */
export function checkedReturn(parts: {state?: string; deliverables?: string[]; evidence?: string[]; created?: string[]; modified?: string[]; limitations?: string[]} = {}): string {
  const list = (items: readonly string[] | undefined) => (items && items.length > 0 ? items : ['(none)']).map((item) => `- ${item}`).join('\n')
  return [
    `## Status\nstate: ${parts.state ?? 'SUCCESS'}\nsummary: Wrote the guide.\n`,
    `## Deliverables\n${list(parts.deliverables)}\n`,
    `## Evidence\n${list(parts.evidence)}\n`,
    `## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n${list(parts.created)}\nfiles_modified:\n${list(parts.modified)}\n` +
      (parts.limitations ? `limitations:\n${list(parts.limitations)}\n` : '')
  ].join('\n')
}
