/**
 * Fixes that changed the report, found by the property tests (test/property-fix.test.ts):
 * each input below had a fix that fixReturn's meaning guard had to refuse, which
 * also threw away every other fix of the file. Now each rule offers no fix, or a safe one.
 */
import {describe, expect, it} from 'vitest'
import {fixReturn, parseReturn} from '../src/index.js'

const attestation = '## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\n'

function fixesKeepMeaning(input: string): string {
  const fixed = fixReturn(input)
  expect(fixed.meaningPreserved).toBe(true)
  expect(JSON.stringify(parseReturn(fixed.output).report)).toBe(JSON.stringify(parseReturn(input).report))
  return fixed.output
}

function fixOf(input: string, ruleId: string): unknown {
  return parseReturn(input).diagnostics.find((diagnostic) => diagnostic.ruleId === ruleId)?.fix
}

describe('fixes that keep the report', () => {
  it('list-style: an inline list followed by bullets it would swallow gets no fix', () => {
    const input = `## Status\nstate: SUCCESS\nsummary: s\n\n${attestation}files_created: a.md\n  - b.md\nfiles_modified:\n- (none)\n`
    expect(fixOf(input, 'list-style')).toBeUndefined()
    fixesKeepMeaning(input)
  })

  it('list-style: an empty item, which `- ` cannot write, gets no fix', () => {
    const input = `## Status\nstate: SUCCESS\nsummary: s\n\n${attestation}files_created:\n- (none)\n - \nfiles_modified:\n- (none)\n`
    expect(fixOf(input, 'list-style')).toBeUndefined()
    fixesKeepMeaning(input)
  })

  it('list-style: an empty `*` item under a line of text keeps its marker (`-` would underline the text)', () => {
    const input = `## Status\nstate: SUCCESS\nsummary: s\n\n## Evidence\n- (none)\n\nsome text\n* \n\n${attestation}files_created:\n- (none)\nfiles_modified:\n- (none)\n`
    expect(fixesKeepMeaning(input)).toContain('some text\n* \n')
  })

  it('list-style: a `(none)` spelled over two lines becomes one `(none)`', () => {
    const input = '## Status\nstate: SUCCESS\nsummary: s\n\n## Deliverables\n- \n(none)\n'
    expect(fixesKeepMeaning(input)).toContain('## Deliverables\n- (none)\n')
  })

  it('section-heading-style: a setext heading over two lines gets no fix', () => {
    const input = '\nStatus\nnext_steps:\n------\nstate: SUCCESS\nsummary: s\n'
    expect(fixOf(input, 'section-heading-style')).toBeUndefined()
    fixesKeepMeaning(input)
  })

  it('key-style: a bulleted key above a `---` rule keeps its bullet (without it, the rule would underline it)', () => {
    const input = `## Status\nstate: SUCCESS\nsummary: s\n\n## Runtime Attestation\n- \`runtime_model_reported\`: m\n---\n- runtime_mode_reported: code\n`
    expect(fixesKeepMeaning(input)).toContain('- `runtime_model_reported`: m\n---\n')
  })

  it('key-style: the rule may sit under lines that continue the key', () => {
    const input = `## Status\nstate: SUCCESS\nsummary: s\n\n## Runtime Attestation\n- files_modified:\nruntime_mode_reported: code\n---\n`
    fixesKeepMeaning(input)
  })

  it('deliverable-style: unwrapping a path that starts like a heading gets no fix', () => {
    const input = '## Status\nstate: SUCCESS\nsummary: s\n\n## Deliverables\n- `### src/a.ts` — the parser\n'
    expect(fixOf(input, 'deliverable-style')).toBeUndefined()
    fixesKeepMeaning(input)
  })

  it('return-in-code-fence: text right above the fence gets no fix', () => {
    const input = 'Status\n~~~\n------\nstate: SUCCESS\n## Runtime Attestation\nruntime_model_reported: m\n'
    expect(fixOf(input, 'return-in-code-fence')).toBeUndefined()
    fixesKeepMeaning(input)
  })

  it('return-in-code-fence: a byte order mark at the start of the content gets no fix', () => {
    const input = '~~~\n\uFEFF## STATUS\nstate: SUCCESS\nsummary: s\n\n## Deliverables\n- (none)\n'
    expect(fixOf(input, 'return-in-code-fence')).toBeUndefined()
    fixesKeepMeaning(input)
  })

  it('value-style: a value wrapped onto lines holding only a byte order mark keeps those characters', () => {
    const input = '## Status\nstate: SUCCESS\nsummary: Wrote files.\n\uFEFF\n\uFEFF\n\n## Deliverables\n- (none)\n'
    fixesKeepMeaning(input)
  })
})

describe('fixes that keep what the writer wrote', () => {
  const withCreated = (value: string) => `## Status\nstate: SUCCESS\nsummary: s\n\n${attestation}files_created: ${value}\nfiles_modified:\n- (none)\n`

  it('list-style: an inline list whose commas may belong to a name or a URL is not split', () => {
    for (const value of ['https://example.com/download?files=a,b,c', 'src/a,b.ts']) {
      expect(fixOf(withCreated(value), 'list-style'), value).toBeUndefined()
      expect(fixReturn(withCreated(value)).output).toBe(withCreated(value))
    }

    expect(fixReturn(withCreated('src/a.ts, src/b.ts')).output).toContain('files_created:\n- src/a.ts\n- src/b.ts\n')
  })

  it('an inline limitation is one limitation, commas and all', () => {
    const input = `## Status\nstate: PARTIAL\nsummary: s\n\n${attestation}files_created:\n- (none)\nfiles_modified:\n- (none)\nlimitations: The CLI, docs and tests are not done\n`
    expect(parseReturn(input).report?.attestation.limitations).toEqual(['The CLI, docs and tests are not done'])
    expect(fixesKeepMeaning(input)).toContain('limitations:\n- The CLI, docs and tests are not done\n')
  })

  it('deliverable-style: a link whose text is more than its destination keeps it', () => {
    const deliverable = (item: string) => `## Status\nstate: SUCCESS\nsummary: s\n\n## Deliverables\n- ${item}\n`
    expect(fixOf(deliverable('[the guide](docs/guide.md) — written'), 'deliverable-style')).toBeUndefined()
    expect(fixReturn(deliverable('[`docs/guide.md`](docs/guide.md) — written')).output).toContain('- docs/guide.md — written\n')
  })
})

describe('a summary written as a list', () => {
  const text = `## Status\nstate: SUCCESS\nsummary:\n- Added the parser.\n- Wrote its tests\n- documented it\n\n${attestation}files_created:\n- src/parser.ts\nfiles_modified:\n- (none)\n`

  it('is read as its items joined, with a value-style warning whose fix writes them on the key line', () => {
    const result = parseReturn(text)
    expect(result.report?.status.summary).toBe('Added the parser. Wrote its tests; documented it')
    expect(result.diagnostics.filter((diagnostic) => diagnostic.ruleId !== 'section-missing').map((diagnostic) => diagnostic.ruleId)).toEqual(['value-style'])
    expect(fixesKeepMeaning(text)).toContain('summary: Added the parser. Wrote its tests; documented it\n')
  })

  it('still says a failure its first item opens with', () => {
    const said = parseReturn(text.replace('- Added the parser.', '- ❌ The build broke.')).diagnostics.find((diagnostic) => diagnostic.ruleId === 'state-invalid')
    expect(said).toMatchObject({signal: 'summary-opening-worse', severity: 'error'})
  })
})
