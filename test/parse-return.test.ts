import {ruleUrl} from '../src/engine/rule.js'
import {describe, expect, it} from 'vitest'
import {parseReturn, ReturnReportSchema, review} from '../src/index.js'
import {at} from './helpers.js'

const canonical = `## Status
state: SUCCESS
summary: Added the parser.

## Deliverables
- src/parser.ts — the parser
- src/cli.ts — the command line

## Evidence
- npm test — 12 passed

## Runtime Attestation
runtime_model_reported: openai/gpt-5.2
runtime_mode_reported: code
files_created:
- src/parser.ts
files_modified:
- src/cli.ts
`

const expectedReport = {
  status: {state: 'SUCCESS', summary: 'Added the parser.'},
  deliverables: [
    {path: 'src/parser.ts', description: 'the parser'},
    {path: 'src/cli.ts', description: 'the command line'}
  ],
  evidence: [{text: 'npm test — 12 passed'}],
  attestation: {
    runtime_model_reported: 'openai/gpt-5.2',
    runtime_mode_reported: 'code',
    files_created: ['src/parser.ts'],
    files_modified: ['src/cli.ts']
  }
}

describe('parseReturn: canonical form', () => {
  it('extracts every section and reports nothing', () => {
    const result = parseReturn(canonical)
    expect(result.diagnostics).toEqual([])
    expect(result.report).toEqual(expectedReport)
    expect(ReturnReportSchema.parse(result.report)).toEqual(expectedReport)
    expect(result.tree.type).toBe('root')
  })

  it('gives the source place of extracted values by JSON pointer', () => {
    const {positions} = parseReturn(canonical)
    expect(positions.get('/status/state')).toEqual({line: 2, column: 8, endLine: 2, endColumn: 15})
    expect(positions.get('/deliverables/1/path')).toMatchObject({line: 7, column: 3})
    expect(positions.get('/attestation/files_modified/0')).toMatchObject({line: 18, column: 3})
  })
})

describe('parseReturn: tolerated variants give the same report, with warnings', () => {
  const variants: Record<string, string> = {
    'fenced with prose around': `Here you go:\n\n\`\`\`markdown\n${canonical}\`\`\`\n\nThanks!\n`,
    'level-3 sections under a wrapper': `## Subtask Result\n\n${canonical.replaceAll('## ', '### ')}`,
    'bold, backticked and bulleted keys in any case': canonical
      .replace('state: SUCCESS', '- **State:** success')
      .replace('summary:', '- `Summary`:')
      .replace('runtime_mode_reported:', '**RUNTIME_MODE_REPORTED**:'),
    'other separators and backticked paths': canonical
      .replace('- src/parser.ts — the parser', '- `src/parser.ts`: the parser')
      .replace('- src/cli.ts — the command line', '- src/cli.ts - the command line'),
    'inline lists': canonical.replace('files_created:\n- src/parser.ts', 'files_created: src/parser.ts').replace('files_modified:\n- src/cli.ts', 'files_modified: [`src/cli.ts`]'),
    'heading suffix and case': canonical.replace('## Runtime Attestation', '## runtime attestation (final run)')
  }

  for (const [name, text] of Object.entries(variants)) {
    it(name, () => {
      const result = parseReturn(text)
      expect(result.report).toEqual(expectedReport)
      expect(at(result.diagnostics, 'error')).toEqual([])
      expect(result.diagnostics.length).toBeGreaterThan(0)
      // Strict mode rejects what the default accepts.
      expect(at(parseReturn(text, {preset: 'strict'}).diagnostics, 'error').length).toBeGreaterThan(0)
    })
  }

  it('reads CRLF line endings and a byte order mark without complaint', () => {
    const result = parseReturn('\uFEFF' + canonical.replaceAll('\n', '\r\n'))
    expect(result.report).toEqual(expectedReport)
    expect(result.diagnostics).toEqual([])
    expect(result.positions.get('/status/state')).toEqual({line: 2, column: 8, endLine: 2, endColumn: 15})
  })

  it('reads `(none)` bullets and inline `(none)` as empty lists', () => {
    const text = canonical.replace('files_created:\n- src/parser.ts', 'files_created: (none)').replace('- src/cli.ts\n', '- (none)\n')
    expect(parseReturn(text).report?.attestation).toMatchObject({files_created: [], files_modified: []})
  })

  it('reads yes/no and true/false in any case', () => {
    for (const [value, expected] of [['yes', true], ['NO', false], ['True', true], ['false', false]] as const) {
      const text = canonical.replace('state: SUCCESS', `state: ERROR\nretry_recommended: ${value}\nretry_hint: again`)
      expect(parseReturn(text).report?.status.retry_recommended).toBe(expected)
    }
  })

  it('reads the older template with attestation keys under Evidence', () => {
    const text = `## Subtask Result\n\n### Status\n- state: PARTIAL\n- summary: Half.\n\n### Deliverables\n- src/a.ts: half of it\n\n### Evidence\n- runtime_model_reported: m\n- runtime_mode_reported: code\n- files_created: [src/a.ts]\n- files_modified: (none)\n- limitations: tests missing\n`
    const result = parseReturn(text)
    expect(result.report?.attestation).toEqual({
      runtime_model_reported: 'm',
      runtime_mode_reported: 'code',
      files_created: ['src/a.ts'],
      files_modified: [],
      limitations: ['tests missing']
    })
    expect(result.diagnostics.some((d) => d.ruleId === 'attestation-in-evidence')).toBe(true)
  })
})

describe('parseReturn: errors', () => {
  it('has no report and one error for prose without a return', () => {
    const result = parseReturn('All done, tests pass.\n')
    expect(result.report).toBeNull()
    expect(at(result.diagnostics)).toEqual(['section-missing@1'])
  })

  it('reports each missing section and key', () => {
    const result = parseReturn('## Status\nstate: SUCCESS\n\n## Runtime Attestation\nruntime_mode_reported: code\nfiles_created:\n- (none)\n')
    expect(at(result.diagnostics).sort()).toEqual(
      ['key-missing@1', 'key-missing@4', 'key-missing@4', 'section-missing@1', 'section-missing@1'].sort()
    )
    expect(result.diagnostics.filter((d) => d.ruleId === 'key-missing').map((d) => d.message)).toEqual([
      'Missing key `summary` in Status',
      'Missing key `runtime_model_reported` in Runtime Attestation',
      'Missing key `files_modified` in Runtime Attestation'
    ])
  })

  it('points a duplicate section at both occurrences', () => {
    const result = parseReturn(`${canonical}\n## Status\nstate: ERROR\nsummary: Second.\nretry_recommended: no\n`)
    const duplicate = result.diagnostics.find((d) => d.ruleId === 'section-duplicate')
    expect(duplicate).toMatchObject({line: 20, severity: 'error', cause: {line: 1}})
    // The second section says another state: the report keeps the state written first, and `state-invalid` names the other's line.
    expect(result.report?.status.state).toBe('SUCCESS')
    expect(result.diagnostics.find((d) => d.ruleId === 'state-invalid')).toMatchObject({line: 2, signal: 'state-line-elsewhere', cause: {line: 21}})
  })

  it('points a duplicate key at both occurrences', () => {
    const result = parseReturn(canonical.replace('summary: Added the parser.', 'summary: Added the parser.\nsummary: Again.'))
    expect(result.diagnostics.find((d) => d.ruleId === 'key-duplicate')).toMatchObject({line: 4, cause: {line: 3}})
  })

  it('rejects a state outside the vocabulary and suggests the nearest', () => {
    const typo = parseReturn(canonical.replace('state: SUCCESS', 'state: SUCESS'))
    expect(typo.report).toBeNull()
    expect(typo.diagnostics.find((d) => d.ruleId === 'state-invalid')).toMatchObject({line: 2, column: 8, expected: ['SUCCESS']})
    const negated = parseReturn(canonical.replace('state: SUCCESS', 'state: incomplete'))
    expect(negated.report).toBeNull()
    expect(negated.diagnostics.find((d) => d.ruleId === 'state-invalid')?.expected).toEqual(['PARTIAL'])
    const nonsense = parseReturn(canonical.replace('state: SUCCESS', 'state: banana'))
    expect(nonsense.diagnostics.find((d) => d.ruleId === 'state-invalid')?.expected).toEqual(['SUCCESS', 'ERROR', 'PARTIAL'])
  })

  it('requires retry_recommended on ERROR and a yes/no value', () => {
    const missing = parseReturn(canonical.replace('state: SUCCESS', 'state: ERROR'))
    expect(at(missing.diagnostics)).toEqual(['retry-recommended-required@2'])
    const invalid = parseReturn(canonical.replace('state: SUCCESS', 'state: ERROR\nretry_recommended: perhaps'))
    expect(at(invalid.diagnostics)).toEqual(['retry-recommended-invalid@3'])
    expect(invalid.report?.status.retry_recommended).toBeUndefined()
  })

  it('rejects paths that are not repo-relative, wherever they are', () => {
    const bad = ['/etc/passwd', '../outside.ts', 'https://example.com/a.ts', 'C:/repo/a.ts', 'src\\a.ts', '~/a.ts']
    for (const path of bad) {
      const result = parseReturn(canonical.replace('- src/parser.ts — the parser', `- ${path} — somewhere`).replace('files_created:\n- src/parser.ts', `files_created:\n- ${path}`))
      expect(at(result.diagnostics), path).toEqual(['path-not-repo-relative@6', 'path-not-repo-relative@16'])
    }

    expect(at(parseReturn(canonical.replace('src/parser.ts', 'src/../lib/parser.ts')).diagnostics)).toEqual([])
  })

  it('rejects a path outside the repository wrapped, marked or listed in an entry, which the parent reads as that file', () => {
    // Each entry is drawn as a claim about /etc/passwd or ../x.ts, though the entry as a whole is no such path.
    const entries = ['"/etc/passwd"', "'../x.ts'", '<../x.ts>', '[parser](/etc/passwd)', '[../x.ts]', '(../x.ts)', '✅ ../x.ts', '[x] /etc/passwd', 'src/a.ts, /etc/passwd', 'Created /etc/passwd']
    for (const entry of entries) {
      const text = canonical.replace('files_created:\n- src/parser.ts', `files_created:\n- ${entry}`)
      expect(at(parseReturn(text).diagnostics).filter((d) => d.startsWith('path-')), entry).toEqual(['path-not-repo-relative@16'])
      expect(review(text).decision.action, entry).toBe('retry')
    }

    // A remark after the path, a route, or a fraction names no file outside the repository.
    for (const entry of ['src/routes.ts (GET /health, POST /login)', 'src/a.ts — moved from ../old/a.ts', 'src/a.ts and/or docs', '[src/parser.ts](src/parser.ts)']) {
      const text = canonical.replace('files_created:\n- src/parser.ts', `files_created:\n- ${entry}`)
      expect(at(parseReturn(text).diagnostics).filter((d) => d.startsWith('path-')), entry).toEqual([])
    }
  })
})

describe('parseReturn: advice', () => {
  it('warns about a missing retry_hint, error keys on success, PARTIAL without limitations, unattested deliverables, unknown keys', () => {
    const hint = parseReturn(canonical.replace('state: SUCCESS', 'state: ERROR\nretry_recommended: yes'))
    expect(at(hint.diagnostics, 'warning')).toEqual(['retry-hint-missing@3'])
    const success = parseReturn(canonical.replace('summary: Added the parser.', 'summary: Added the parser.\nerror_code: E_X'))
    expect(at(success.diagnostics, 'warning')).toEqual(['error-keys-on-success@4'])
    const partial = parseReturn(canonical.replace('state: SUCCESS', 'state: PARTIAL'))
    expect(at(partial.diagnostics, 'warning')).toEqual(['partial-without-limitations@12'])
    const unattested = parseReturn(canonical.replace('files_created:\n- src/parser.ts', 'files_created:\n- (none)'))
    expect(at(unattested.diagnostics, 'warning')).toEqual(['deliverable-not-attested@6'])
    const unknown = parseReturn(canonical.replace('summary: Added the parser.', 'summary: Added the parser.\nretry_recomended: yes'))
    expect(unknown.diagnostics.find((d) => d.ruleId === 'unknown-key')).toMatchObject({line: 4, expected: ['retry_recommended']})
  })
})

describe('parseReturn: never throws', () => {
  it('answers non-string input with a diagnostic', () => {
    for (const value of [undefined, null, 42, {}, ['## Status']]) {
      const result = parseReturn(value as unknown as string)
      expect(result.report).toBeNull()
      expect(at(result.diagnostics)).toEqual(['input-not-text@1'])
    }
  })

  it('refuses input above maxBytes without reading it', () => {
    const result = parseReturn(canonical, {maxBytes: 100})
    expect(at(result.diagnostics)).toEqual(['input-too-large@1'])
    expect(parseReturn(canonical, {maxBytes: canonical.length * 3}).report).not.toBeNull()
  })

  it('keeps prototype-named keys as own properties without polluting Object.prototype', () => {
    const result = parseReturn(canonical.replace('summary: Added the parser.', 'summary: Added the parser.\n__proto__: polluted\nconstructor: kept'))
    const status = result.report!.status as Record<string, unknown>
    expect(Object.getOwnPropertyDescriptor(status, '__proto__')?.value).toBe('polluted')
    expect(Object.hasOwn(status, 'constructor')).toBe(true)
    expect(Object.getPrototypeOf(status)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.prototype.toString).toBeTypeOf('function')
  })
})

describe('parseReturn: settings', () => {
  it('turns rules off or changes their severity', () => {
    const text = canonical.replace('state: SUCCESS', '- state: SUCCESS')
    expect(at(parseReturn(text).diagnostics, 'warning')).toEqual(['key-style@2'])
    expect(parseReturn(text, {rules: {'key-style': 'off'}}).diagnostics).toEqual([])
    expect(at(parseReturn(text, {rules: {'key-style': 'error'}}).diagnostics)).toEqual(['key-style@2'])
  })

  it('honours inline disable comments only with inlineConfig', () => {
    const text = canonical.replace('state: SUCCESS', '<!-- handback-disable-next-line key-style -->\n- state: SUCCESS')
    expect(parseReturn(text, {inlineConfig: true}).diagnostics).toEqual([])
    expect(parseReturn(text).diagnostics.map((d) => `${d.ruleId}@${d.line}`)).toEqual(['inline-config-ignored@2', 'key-style@3'])
  })

  it('stamps every diagnostic with source, url and a 1-based place', () => {
    const result = parseReturn(canonical.replace('state: SUCCESS', 'state: ERROR'))
    for (const diagnostic of result.diagnostics) {
      expect(diagnostic.source).toBe('handback')
      expect(diagnostic.url).toBe(ruleUrl(diagnostic.ruleId))
      expect(diagnostic.line).toBeGreaterThanOrEqual(1)
      expect(diagnostic.column).toBeGreaterThanOrEqual(1)
    }
  })
})
