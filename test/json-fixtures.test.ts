/**
 * Golden fixtures of the JSON kinds: each `fixtures/json/<kind>/x.json` has
 * `fixtures/json-golden/<kind>/x.json` with its diagnostics
 * (`line:column severity rule-id pointer`), the repairs of the lenient
 * reader, and — when --fix changes it — `x.fixed.json` with the fixed text.
 * `UPDATE=1 npx vitest run test/json-fixtures.test.ts` rewrites them; review the diff like code.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {expectJsonGolden, expectTextGolden} from './support/golden.js'
import {checkFixedValues} from '../src/pipeline/lint-json.js'
import {readJson} from '../src/json/document.js'
import type {JsonOptions} from '../src/json/options.js'
import {fixText, lintText} from '../src/kinds/every.js'
import {readProgressFile, readReturnMeta, ReturnMetaSchema, ProgressFileSchema} from '../src/index.js'

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'json')
const golden = join(import.meta.dirname, '..', 'fixtures', 'json-golden')
const folders = {meta: 'meta', subagent: 'subagent', progress: 'progress', malformed: 'meta'} as const

/** Options a fixture is linted, fixed and read with: what its parent would know. */
const fixtureOptions: Record<string, JsonOptions> = {
  'meta/valid-research.return-meta.json': {sessionId: 'sess_1736700000_abc123'},
  'meta/valid-meta-task.return-meta.json': {language: 'meta'},
  'meta/completed-status.return-meta.json': {operation: 'implement'},
  'progress/current-phase-4-progress.json': {previous: readFileSync(join(fixtures, 'progress/previous-phase-4-progress.json'), 'utf8')},
  'progress/messy-phase-2-progress.json': {rewriteStatus: true}
}

describe('fixtures/json', () => {
  for (const [folder, kind] of Object.entries(folders)) {
    for (const name of readdirSync(join(fixtures, folder)).filter((file) => file.endsWith('.json')).sort()) {
      const key = `${folder}/${name}`
      it(key, () => {
        const text = readFileSync(join(fixtures, key), 'utf8')
        const options = {...fixtureOptions[key], kind}
        const {diagnostics} = lintText(text, options)
        const read = kind === 'progress' ? readProgressFile(text, options) : kind === 'meta' ? readReturnMeta(text, options) : undefined
        const actual = {
          diagnostics: diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.ruleId}${d.pointer === undefined ? '' : ' ' + (d.pointer || '/')}`),
          ...(read ? {repairs: read.repairs.map((r) => `${r.action} ${r.pointer || '/'}${r.to ? ' -> ' + r.to : ''}`)} : {})
        }
        const fixed = fixText(text, options)
        const goldenPath = join(golden, folder, name)
        const fixedPath = goldenPath.replace(/\.json$/, '.fixed.json')
        expectJsonGolden(goldenPath, actual)
        expectTextGolden(fixedPath, fixed.changed ? fixed.output : undefined)
        if (fixed.changed) {
          // The promise of --fix: every value kept, unknown fields in place, layout kept.
          expect(checkFixedValues(kind, readJson(text).value, readJson(fixed.output).value, options)).toEqual({lost: [], moved: []})
          expect(fixed.output.endsWith('\n')).toBe(text.endsWith('\n'))
          expect(fixed.output.includes('\r\n')).toBe(text.includes('\r\n'))
        }

        if (read && 'meta' in read && read.meta) expect(ReturnMetaSchema.safeParse(read.meta).success || read.repairs.length > 0 || diagnostics.length > 0).toBe(true)
        if (read && 'progress' in read && read.progress && diagnostics.length === 0) expect(ProgressFileSchema.safeParse(read.progress).success).toBe(true)
        // Valid fixtures are clean, and what is clean needs no repair.
        if (name.startsWith('valid-')) {
          expect(actual.diagnostics).toEqual([])
          expect(read?.repairs ?? []).toEqual([])
        }
      })
    }
  }
})
