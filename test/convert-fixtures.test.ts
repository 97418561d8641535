/**
 * Conversion of hand-written returns (fixtures/convert): markdown returns with
 * the parent's context (`x.md` + `x.context.json`), and console returns
 * (`x.subagent.json` + `x.context.json`). Each has its expected output in
 * `x.json` (the return-metadata object, the conversion's diagnostics, and the
 * rules the meta linter reports on the result); `UPDATE=1` rewrites them.
 * Beside the goldens, every property of the mapping is asserted directly.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {expectJsonGolden} from './support/golden.js'
import {
  contextFromObject,
  fromReturnMeta,
  migrateSubagentReturn,
  parseReturn,
  renderReturn,
  ReturnMetaSchema,
  toReturnMeta,
  type ConvertContext,
  type Diagnostic,
  type ReturnMeta
} from '../src/index.js'
import {lintText} from '../src/kinds/every.js'

const directory = join(import.meta.dirname, '..', 'fixtures', 'convert')
const files = readdirSync(directory).sort()
const markdownNames = files.filter((name) => name.endsWith('.md')).map((name) => name.slice(0, -3))
const subagentNames = files.filter((name) => name.endsWith('.subagent.json')).map((name) => name.slice(0, -'.subagent.json'.length))

const successOf = {research: 'researched', plan: 'planned', implement: 'implemented', sync: 'synced', commit: 'committed'} as const
/** Rules of the repair log: canonical markdown never earns them. */
const repairRules = ['key-style', 'section-heading-style', 'value-style', 'list-style', 'deliverable-style', 'return-in-code-fence', 'wrapper-heading', 'section-order']

function readContext(name: string): Partial<ConvertContext> {
  return contextFromObject(JSON.parse(readFileSync(join(directory, `${name}.context.json`), 'utf8')))
}

function lines(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.ruleId}`)
}

function lintMeta(meta: ReturnMeta, context: Partial<ConvertContext>): Diagnostic[] {
  return lintText(JSON.stringify(meta, null, 2) + '\n', {
    kind: 'meta',
    ...(context.operation ? {operation: context.operation} : {}),
    ...(context.session_id ? {sessionId: context.session_id} : {}),
    ...(context.language ? {language: context.language} : {})
  }).diagnostics
}

/** Compares with the golden file, written only under `UPDATE=1`; a missing one fails. */
function golden(name: string, actual: unknown): void {
  expectJsonGolden(join(directory, `${name}.json`), actual)
}

describe('fixtures/convert: markdown returns to return-metadata', () => {
  it('has fixtures', () => {
    expect(markdownNames.length).toBeGreaterThanOrEqual(5)
  })

  for (const name of markdownNames) {
    describe(name, () => {
      const source = readFileSync(join(directory, `${name}.md`), 'utf8')
      const context = readContext(name)
      const parsed = parseReturn(source)
      const report = parsed.report!
      const result = toReturnMeta(report, context, {positions: parsed.positions})
      const meta = result.meta!

      it('is a valid return that converts without diagnostics', () => {
        expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
        expect(result.diagnostics).toEqual([])
        expect(ReturnMetaSchema.safeParse(meta).success).toBe(true)
        golden(name, {meta, diagnostics: lines(result.diagnostics), metaLint: lines(lintMeta(meta, context))})
      })

      it('takes the status from the state and the operation', () => {
        const expected = {SUCCESS: successOf[context.operation!], PARTIAL: 'partial', ERROR: 'failed'}[report.status.state]
        expect(meta.status).toBe(expected)
      })

      it('carries the identity of the context', () => {
        expect(meta.metadata).toMatchObject({
          session_id: context.session_id,
          agent_type: context.agent_type,
          delegation_depth: context.delegation_depth,
          delegation_path: context.delegation_path
        })
        if (context.duration_seconds !== undefined) expect(meta.metadata.duration_seconds).toBe(context.duration_seconds)
      })

      it('states the error with `recoverable` from `retry_recommended`', () => {
        const {status} = report
        const hasError = status.state === 'ERROR' || status.error_code !== undefined || status.retry_recommended !== undefined
        expect(meta.errors?.length ?? 0).toBe(hasError ? 1 : 0)
        if (!hasError) return
        expect(meta.errors![0]).toMatchObject({
          type: status.error_code ?? 'unspecified',
          message: status.summary,
          recoverable: status.retry_recommended ?? false,
          recommendation: status.retry_hint ?? ''
        })
      })

      it('puts the summary in completion_data only when implemented', () => {
        if (meta.status === 'implemented') {
          expect(meta.completion_data?.completion_summary).toBe(report.status.summary)
          expect(meta['summary']).toBeUndefined()
        } else {
          expect(meta['summary']).toBe(report.status.summary)
          expect(meta.completion_data).toBeUndefined()
        }
      })

      it('lints clean as return-metadata', () => {
        expect(lintMeta(meta, context).filter((d) => d.severity === 'error')).toEqual([])
      })

      it('converts back to the same report, and again to the same object', () => {
        const back = fromReturnMeta(JSON.parse(JSON.stringify(meta)) as ReturnMeta)
        expect(back).toEqual(report)
        expect(toReturnMeta(back, context).meta).toEqual(meta)
      })

      it('renders canonical markdown that reads back the same', () => {
        const markdown = renderReturn(fromReturnMeta(meta))
        const again = parseReturn(markdown)
        expect(again.report).toEqual(report)
        expect(again.diagnostics.filter((d) => repairRules.includes(d.ruleId))).toEqual([])
        expect(renderReturn(again.report!)).toBe(markdown)
      })

      it('refuses without identity, naming every missing field', () => {
        const refused = toReturnMeta(report, {operation: context.operation!})
        expect(refused.meta).toBeNull()
        expect(refused.diagnostics).toHaveLength(1)
        const [diagnostic] = refused.diagnostics
        expect(diagnostic).toMatchObject({ruleId: 'identity-missing', severity: 'error', expected: ['session_id', 'agent_type', 'delegation_depth', 'delegation_path']})
        for (const field of ['session_id', 'agent_type', 'delegation_depth', 'delegation_path']) expect(diagnostic!.message).toContain(`\`${field}\``)
      })
    })
  }
})

describe('fixtures/convert: console returns migrated to return-metadata', () => {
  it('has fixtures', () => {
    expect(subagentNames.length).toBeGreaterThanOrEqual(3)
  })

  for (const name of subagentNames) {
    describe(name, () => {
      const value = JSON.parse(readFileSync(join(directory, `${name}.subagent.json`), 'utf8')) as Record<string, unknown>
      const context = readContext(name)
      const result = migrateSubagentReturn(value, context.operation ? {operation: context.operation} : {})
      const meta = result.meta!

      it('migrates without diagnostics', () => {
        expect(result.diagnostics).toEqual([])
        expect(ReturnMetaSchema.safeParse(meta).success).toBe(true)
        golden(name, {meta, diagnostics: lines(result.diagnostics), metaLint: lines(lintMeta(meta, context))})
      })

      it('maps `completed` to the operation’s status and keeps the others', () => {
        expect(meta.status).toBe(value['status'] === 'completed' ? successOf[context.operation!] : value['status'])
      })

      it('puts the summary in completion_data only when implemented', () => {
        if (meta.status === 'implemented') {
          expect(meta.completion_data?.completion_summary).toBe(value['summary'])
          expect(meta['summary']).toBeUndefined()
        } else {
          expect(meta['summary']).toBe(value['summary'])
        }
      })

      it('keeps every other field, unknown ones included', () => {
        for (const key of Object.keys(value)) {
          if (key === 'status' || key === 'summary') continue
          expect(meta[key], key).toEqual(value[key])
        }
      })

      it('lints clean as return-metadata', () => {
        expect(lintMeta(meta, context).filter((d) => d.severity === 'error')).toEqual([])
      })

      if (value['status'] === 'completed') {
        it('asks for --operation when `completed` comes without one', () => {
          const refused = migrateSubagentReturn(value, {})
          expect(refused.meta).toBeNull()
          expect(refused.diagnostics.map((d) => d.ruleId)).toEqual(['operation-missing'])
          expect(refused.diagnostics[0]!.message).toContain('--operation')
        })
      }
    })
  }
})
