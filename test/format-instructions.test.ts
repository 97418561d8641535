import {describe, expect, it} from 'vitest'
import {markdownRules} from '../src/rules/markdown/index.js'
import {lintText} from '../src/kinds/every.js'
import {parseReturn} from '../src/pipeline/parse-return.js'
import {
  conditionalRules,
  formatInstructions,
  formatInstructionsMarker,
  formatInstructionsMaxLength
} from '../src/postflight/format-instructions.js'
import {ReturnMetaSchema} from '../src/schema/meta.js'
import {AttestationSchema, ReturnStatusSchema} from '../src/schema/report.js'
import {runCli} from './helpers.js'

const states = [undefined, 'SUCCESS', 'ERROR', 'PARTIAL'] as const

/** Keys a schema requires (a missing value fails it). */
function requiredKeys(shape: Record<string, {safeParse: (value: unknown) => {success: boolean}}>): string[] {
  return Object.entries(shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key)
}

describe('formatInstructions', () => {
  it.each(states)('markdown example for state %s parses with no diagnostic at all', (state) => {
    const {text, example, warnings} = formatInstructions(state === undefined ? {} : {state})
    expect(warnings).toEqual([])
    expect(text.startsWith(formatInstructionsMarker)).toBe(true)
    expect(text.endsWith(example)).toBe(true)
    const parsed = parseReturn(example, {preset: 'strict'})
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.report?.status.state).toBe(state ?? 'SUCCESS')
  })

  it('names every required key of the grammar, every section heading, and every state', () => {
    const {text} = formatInstructions()
    const required = [...requiredKeys(ReturnStatusSchema.shape), ...requiredKeys(AttestationSchema.shape)]
    expect(required).toEqual(['state', 'summary', 'runtime_model_reported', 'runtime_mode_reported', 'files_created', 'files_modified'])
    for (const key of required) expect(text).toMatch(new RegExp(`^${key}:`, 'm'))
    for (const heading of ['## Status', '## Deliverables', '## Evidence', '## Runtime Attestation']) expect(text).toContain(`\n${heading}\n`)
    expect(text).toContain('state: SUCCESS | ERROR | PARTIAL')
    // The conditional keys and their conditions.
    expect(text).toContain('retry_recommended: yes | no   (required on ERROR)')
    expect(text).toContain('limitations:   (required on PARTIAL)')
    expect(text).toContain('relative to the repository root')
  })

  it('ties every conditional rule to a rule that exists', () => {
    const ids = new Set(markdownRules.map((rule) => rule.id))
    for (const rule of conditionalRules) expect(ids.has(rule.ruleId), rule.ruleId).toBe(true)
  })

  it('narrows to one state: ERROR has no limitations, SUCCESS no error keys', () => {
    const error = formatInstructions({state: 'ERROR'}).text
    expect(error).toContain('state: ERROR\n')
    expect(error).not.toContain('limitations:')
    expect(error).toContain('On ERROR, `retry_recommended: yes` or `retry_recommended: no` is required')
    const success = formatInstructions({state: 'SUCCESS'}).text
    expect(success).not.toMatch(/^retry_recommended:/m)
    expect(success).not.toMatch(/^error_code:/m)
    expect(success).toContain('On SUCCESS, leave out `error_code`')
  })

  it('stays within its length bound in every combination', () => {
    for (const kind of ['markdown', 'meta'] as const) {
      for (const state of states) {
        for (const operation of [undefined, 'research', 'plan', 'implement', 'sync', 'commit'] as const) {
          const {text} = formatInstructions({kind, ...(state ? {state} : {}), ...(operation ? {operation} : {})})
          expect(text.length).toBeLessThanOrEqual(formatInstructionsMaxLength)
        }
      }
    }
  })

  it.each(states)('meta example for state %s lints clean and names the required fields', (state) => {
    const {text, example} = formatInstructions({kind: 'meta', operation: 'plan', ...(state ? {state} : {})})
    expect(lintText(example, {kind: 'meta', preset: 'strict', operation: 'plan'}).diagnostics).toEqual([])
    expect(JSON.parse(example).status).toBe({SUCCESS: 'planned', ERROR: 'failed', PARTIAL: 'partial'}[state ?? 'SUCCESS'])
    for (const key of requiredKeys(ReturnMetaSchema.shape)) expect(text).toContain(`\`${key}\``)
    expect(text).toContain('on success `planned`, never `completed`')
  })

  it('ignores options it cannot read, saying so, and never throws', () => {
    expect(formatInstructions(null).text).toBe(formatInstructions().text)
    expect(formatInstructions({state: 'DONE' as never}).warnings).toEqual(['Unexpected state "DONE", expected SUCCESS, ERROR, PARTIAL; ignored.'])
    expect(formatInstructions({kind: 'xml' as never}).warnings).toEqual(['Unexpected kind "xml", expected markdown or meta; markdown used.'])
    expect(formatInstructions(42 as never).warnings).toEqual([])
  })
})

describe('handback template', () => {
  it('prints the instructions', async () => {
    const run = await runCli(['template', '--state', 'PARTIAL'])
    expect(run).toEqual({code: 0, stdout: formatInstructions({state: 'PARTIAL'}).text, stderr: ''})
  })

  it('prints the meta instructions for an operation', async () => {
    const run = await runCli(['template', '--kind', 'meta', '--operation', 'research'])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(formatInstructions({kind: 'meta', operation: 'research'}).text)
  })

  it('refuses an unknown state with exit 2', async () => {
    const run = await runCli(['template', '--state', 'DONE'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--state expects one of SUCCESS, ERROR, PARTIAL, got `DONE`')
  })
})
