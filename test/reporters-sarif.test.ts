import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import AjvDraft04 from 'ajv-draft-04'
import addFormatsModule from 'ajv-formats'
import type * as Sarif from 'sarif'
import {location} from 'vfile-location'
import {describe, expect, it} from 'vitest'
import {parseReturn} from '../src/index.js'
import {applyFixes} from '../src/engine/apply-fixes.js'
import {lintText} from '../src/kinds/every.js'
import {artifactLocation, toSarifLog} from '../src/reporters/sarif.js'
import type {FileResult} from '../src/reporters/types.js'
import {allRules} from '../src/kinds/rules.js'
import {runCli} from './helpers.js'

// The published SARIF 2.1.0 schema, as shipped by Microsoft's jest-sarif package: no network at test time.
const schemaPath = fileURLToPath(new URL('../node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json', import.meta.url))
const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>

// CommonJS packages seen through NodeNext: the class may sit on `default`.
const Ajv = AjvDraft04.default
const addFormats = addFormatsModule.default

// The schema is draft-04, and one of its patterns is not valid under the `u` flag.
const ajv = new Ajv({allErrors: true, strict: false, unicodeRegExp: false})
addFormats(ajv)
const validate = ajv.compile(schema)

function expectValid(log: unknown): void {
  const valid = validate(log)
  expect(validate.errors ?? []).toEqual([])
  expect(valid).toBe(true)
}

const messy = [
  '```markdown',
  '### status',
  '- **State**: success',
  '- summary: Did it.',
  '',
  '### Deliverables',
  '* src/a.ts: the parser',
  '',
  '## Evidence',
  '- npm test — 12 passed',
  '',
  '## Runtime Attestation',
  'runtime_model_reported: `openai/gpt-5.2`',
  'runtime_mode_reported: code',
  'files_created: src/a.ts, src/b.ts',
  'files_modified: none',
  '```',
  ''
].join('\n')

const messyJson = '{\n  "status": "researched",\n  "artifacts": ["src/a.ts"],\n  "session_id": "sess_1_a",\n  "metadata": {"agent_type": "x", "delegation_depth": 1, "delegation_path": ["a"]}\n}\n'

function resultOf(filePath: string, source: string): FileResult {
  if (source.trimStart().startsWith('{')) return {filePath, kind: 'meta', source, diagnostics: lintText(source, {kind: 'meta'}).diagnostics}
  return {filePath, kind: 'markdown', source, diagnostics: parseReturn(source).diagnostics}
}

describe('sarif reporter', () => {
  it('the schema is the draft-04 SARIF 2.1.0 schema and rejects a broken log', () => {
    expect(schema['$schema']).toBe('http://json-schema.org/draft-04/schema#')
    expect(validate({version: '2.1.0', runs: [{tool: {driver: {name: 'x'}}, results: [{message: {text: 'a'}, level: 'fatal'}]}]})).toBe(false)
    expect(validate({version: '2.1.0', runs: [{tool: {driver: {}}}]})).toBe(false)
  })

  it('writes a valid log for clean, messy and empty runs', () => {
    expectValid(toSarifLog([]))
    expectValid(toSarifLog([resultOf('fixtures/a.md', messy), resultOf('b.md', '## Status\nstate: SUCCESS\nsummary: Done.\n')], {cwd: '/work/x', version: '1.2.3'}))
    expectValid(toSarifLog([resultOf('<stdin>', 'nothing here\n')]))
    expectValid(toSarifLog([resultOf('specs/1_x/.return-meta.json', messyJson)]))
  })

  it('lists every rule in the driver, from the rule metadata', () => {
    const log = toSarifLog([resultOf('a.md', messy)], {version: '1.2.3'})
    const driver = log.runs[0]!.tool.driver
    expect(driver.name).toBe('handback')
    expect(driver.version).toBe('1.2.3')
    expect(driver.rules?.map((rule) => rule.id)).toEqual(allRules.map((rule) => rule.id))
    const sectionMissing = driver.rules?.find((rule) => rule.id === 'section-missing')
    const rule = allRules.find((candidate) => candidate.id === 'section-missing')!
    expect(sectionMissing?.shortDescription?.text).toBe(rule.description)
    expect(sectionMissing?.fullDescription?.text).toBe(rule.rationale)
    expect(sectionMissing?.defaultConfiguration?.level).toBe('error')
    expect(sectionMissing?.help?.markdown).toContain(rule.wrong.trim())
    expect(driver.rules?.find((candidate) => candidate.id === 'unknown-section')?.defaultConfiguration?.level).toBe('note')
  })

  it('maps each diagnostic to a result with its rule index, level and region', () => {
    const file = resultOf('fixtures/a.md', messy)
    const log = toSarifLog([file])
    const run = log.runs[0]!
    expect(run.results).toHaveLength(file.diagnostics.length)
    for (const [index, result] of run.results!.entries()) {
      const diagnostic = file.diagnostics[index]!
      expect(run.tool.driver.rules![result.ruleIndex!]!.id).toBe(result.ruleId)
      expect(result.ruleId).toBe(diagnostic.ruleId)
      expect(result.level).toBe({error: 'error', warning: 'warning', info: 'note'}[diagnostic.severity])
      const physical = result.locations![0]!.physicalLocation!
      expect(physical.artifactLocation).toEqual({uri: 'fixtures/a.md', uriBaseId: '%SRCROOT%'})
      expect(physical.region).toEqual({
        startLine: diagnostic.line,
        startColumn: diagnostic.column,
        endLine: diagnostic.endLine,
        endColumn: diagnostic.endColumn
      })
    }
  })

  it('records the working directory as %SRCROOT% only when given', () => {
    expect(toSarifLog([], {cwd: '/work/my repo'}).runs[0]!.originalUriBaseIds).toEqual({'%SRCROOT%': {uri: 'file:///work/my%20repo/'}})
    expect(toSarifLog([]).runs[0]!.originalUriBaseIds).toBeUndefined()
  })

  it('turns paths into URIs: relative against %SRCROOT%, absolute as file URIs', () => {
    expect(artifactLocation('./docs/a b.md')).toEqual({uri: 'docs/a%20b.md', uriBaseId: '%SRCROOT%'})
    expect(artifactLocation('../x/#1.md')).toEqual({uri: '../x/%231.md', uriBaseId: '%SRCROOT%'})
    expect(artifactLocation('/tmp/a.md')).toEqual({uri: 'file:///tmp/a.md'})
    expect(artifactLocation('C:\\work\\a.md')).toEqual({uri: 'file:///C:/work/a.md'})
    expect(artifactLocation('<stdin>')).toEqual({uri: '%3Cstdin%3E', uriBaseId: '%SRCROOT%'})
  })

  // Applying a SARIF replacement by its line/column region must give what applying the fix by offsets gives.
  for (const [name, source] of [
    ['LF', messy],
    ['CRLF', messy.replaceAll('\n', '\r\n')],
    ['BOM', '\uFEFF' + messy],
    ['astral', messy.replace('Did it.', 'Did it 🎉 ✓.').replace('the parser', 'le 𝒫arser')],
    ['JSON', messyJson],
    ['JSON CRLF', messyJson.replaceAll('\n', '\r\n')]
  ] as const) {
    it(`maps every fix to a replacement equivalent to the offset fix (${name})`, () => {
      const file = resultOf('a.md', source)
      const withFixes = file.diagnostics.filter((diagnostic) => diagnostic.fix)
      expect(withFixes.length).toBeGreaterThan(source.startsWith('{') ? 1 : 5)
      const results = toSarifLog([file]).runs[0]!.results!
      const bare = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source
      const place = location(bare)
      for (const [index, diagnostic] of file.diagnostics.entries()) {
        const fixes = results[index]!.fixes
        if (!diagnostic.fix) {
          expect(fixes).toBeUndefined()
          continue
        }

        const replacement = fixes![0]!.artifactChanges[0]!.replacements[0]!
        const region = replacement.deletedRegion as Required<Pick<Sarif.Region, 'startLine' | 'startColumn' | 'endLine' | 'endColumn'>>
        const start = place.toOffset({line: region.startLine, column: region.startColumn})!
        const end = place.toOffset({line: region.endLine, column: region.endColumn})!
        const viaSarif = bare.slice(0, start) + replacement.insertedContent!.text + bare.slice(end)
        const viaOffsets = applyFixes(source, [diagnostic.fix]).output
        expect(viaSarif).toBe(viaOffsets.charCodeAt(0) === 0xfeff ? viaOffsets.slice(1) : viaOffsets)
      }
    })
  }

  it('is what `handback lint --format sarif` prints, with the package version', async () => {
    const run = await runCli(['lint', '--format', 'sarif', 'fixtures/examples/canonical-success.md', 'fixtures/examples/subtask-result-template.md'])
    expect(run.stderr).toBe('')
    const log = JSON.parse(run.stdout) as Sarif.Log
    expectValid(log)
    expect(log.runs[0]!.tool.driver.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(new Set(log.runs[0]!.results!.map((result) => result.locations![0]!.physicalLocation!.artifactLocation!.uri))).toEqual(
      new Set(['fixtures/examples/subtask-result-template.md'])
    )
    expect(run.code).toBe(0)
    expect(run.stdout.endsWith('}\n')).toBe(true)
  })
})
