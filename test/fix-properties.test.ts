/**
 * `--fix` properties over every example, fixture and corpus return, and over
 * generated messy returns: the report is unchanged, a second fix changes
 * nothing, nothing fixable is left, and clean text is left alone.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {fixReturn, parseReturn} from '../src/index.js'
import {deep, depth, sample} from './support/depth.js'

function markdownFiles(directory: string): string[] {
  if (!existsSync(directory)) return []
  return readdirSync(directory)
    .sort()
    .flatMap((name) => {
      const path = join(directory, name)
      if (statSync(path).isDirectory()) return markdownFiles(path)
      return name.endsWith('.md') ? [path] : []
    })
}

const corpus = '../shared/corpus'
// The examples and fixtures always; the corpus whole in the deep suite, an even slice of it in `npm test`.
const files = [...markdownFiles('fixtures/examples'), ...markdownFiles('fixtures/parse'), ...sample([...markdownFiles(join(corpus, 'markdown')), ...markdownFiles(join(corpus, 'specs'))], 40)]

/** Checks the properties for one text; returns what broke, for a readable failure. */
function fixProblems(text: string): string[] {
  const problems: string[] = []
  const before = parseReturn(text)
  const fixed = fixReturn(text)
  if (!fixed.meaningPreserved) problems.push('fixes refused: they would change the report')
  const after = parseReturn(fixed.output)
  if (JSON.stringify(after.report) !== JSON.stringify(before.report)) problems.push('report changed')
  const again = fixReturn(fixed.output)
  if (again.changed) problems.push(`second fix changed the text:\n${JSON.stringify(fixed.output)}\n→ ${JSON.stringify(again.output)}`)
  // Text that is no return (no report, no `state` to correct) is left as written, whatever could be fixed in it.
  const isReturn = before.report !== null || before.diagnostics.some((diagnostic) => diagnostic.ruleId === 'state-invalid')
  if (!isReturn && fixed.output !== text) problems.push('text that is no return was rewritten')
  const fixable = isReturn ? after.diagnostics.filter((diagnostic) => diagnostic.fix) : []
  if (fixable.length > 0) problems.push(`fixable left: ${fixable.map((diagnostic) => `${diagnostic.ruleId}@${diagnostic.line}`).join(', ')}`)
  if (!before.diagnostics.some((diagnostic) => diagnostic.fix) && fixed.output !== text) problems.push('changed without a fixable diagnostic')
  if (fixed.changed !== (fixed.output !== text)) problems.push('`changed` is wrong')
  return problems
}

const variants: Array<[string, (text: string) => string]> = [
  ['LF', (text) => text.replace(/\r\n/g, '\n')],
  ['CRLF', (text) => text.replace(/\r?\n/g, '\r\n')],
  ['BOM', (text) => '\uFEFF' + text],
  ['no final newline', (text) => text.replace(/\s+$/, '')]
]

describe('--fix over every example, fixture and corpus return', () => {
  it('finds the files', () => {
    expect(files.length).toBeGreaterThan(5)
  })

  for (const path of files) {
    for (const [name, variant] of variants) {
      it(`${path} (${name})`, () => {
        expect(fixProblems(variant(readFileSync(path, 'utf8')))).toEqual([])
      })
    }
  }
})

/** A return written with every tolerated deviation chosen at random. */
const messyReturn = fc
  .record({
    state: fc.constantFrom('SUCCESS', 'success', '**SUCCESS**', '`SUCCESS`', 'ERROR', 'error', 'PARTIAL', 'Partial'),
    heading: fc.constantFrom('## {}', '### {}', '## {}:', '# {}', '## {} (final)', '{}\n---', '## {lower}'),
    key: fc.constantFrom('{k}: {v}', '- {k}: {v}', '**{k}**: {v}', '- **{k}**: {v}', '`{k}`: {v}', '{k}:  {v}', '* {k}: {v}'),
    retry: fc.constantFrom('yes', 'no', 'Yes', 'true', 'False', '**yes**'),
    separator: fc.constantFrom(' — ', ' - ', ' – ', ': '),
    backtickPath: fc.boolean(),
    bullet: fc.constantFrom('-', '*', '+'),
    listStyle: fc.constantFrom('lines', 'inline', 'none-word', 'none-item', 'backticked'),
    fence: fc.constantFrom('none', 'fence', 'fence-with-preamble'),
    wrapper: fc.boolean(),
    attestationUnderEvidence: fc.boolean(),
    extraKey: fc.boolean(),
    extraSection: fc.boolean(),
    blankLines: fc.constantFrom('\n', '\n\n', '\n\n\n')
  })
  .map((choice) => {
    const heading = (title: string): string =>
      (choice.wrapper && choice.heading.startsWith('## ') ? '#' + choice.heading : choice.heading)
        .replace('{}', title)
        .replace('{lower}', title.toLowerCase())
        .replace('---', '-'.repeat(title.length))
    const key = (name: string, value: string): string => choice.key.replace('{k}', name).replace('{v}', value)
    const path = (text: string): string => (choice.backtickPath ? `\`${text}\`` : text)
    const list = (name: string, items: string[]): string => {
      if (items.length === 0) {
        if (choice.listStyle === 'none-word' || choice.listStyle === 'inline') return `${name}: none`
        return `${name}:\n${choice.bullet} ${choice.listStyle === 'none-item' ? 'None' : '(none)'}`
      }

      if (choice.listStyle === 'inline') return `${name}: ${items.map((item) => `\`${item}\``).join(', ')}`
      return `${name}:\n${items.map((item) => `${choice.bullet} ${choice.listStyle === 'backticked' ? `\`${item}\`` : item}`).join('\n')}`
    }

    const error = /error/i.test(choice.state)
    const partial = /partial/i.test(choice.state)
    const status = [
      key('state', choice.state),
      key('summary', 'Built the parser, with tests.'),
      ...(error ? [key('error_code', 'E_TOOL_FAILURE'), key('retry_recommended', choice.retry), key('retry_hint', 'Run it again.')] : []),
      ...(choice.extraKey ? [key('confidence', 'high')] : [])
    ]
    const attestation = [
      key('runtime_model_reported', 'openai/gpt-5.2'),
      key('runtime_mode_reported', 'code'),
      list('files_created', ['src/parser.ts', 'test/parser.test.ts']),
      list('files_modified', []),
      ...(partial ? [list('limitations', ['Left the CLI for later.'])] : [])
    ]
    // A setext underline right after a list is not a heading in CommonMark; writers of setext headings leave a blank line.
    const gap = choice.heading.includes('---') && choice.blankLines === '\n' ? '\n\n' : choice.blankLines
    const sections = [
      `${heading('Status')}\n${status.join('\n')}`,
      `${heading('Deliverables')}\n${choice.bullet} ${path('src/parser.ts')}${choice.separator}the parser\n${choice.bullet} ${path('test/parser.test.ts')}${choice.separator}its tests`,
      choice.attestationUnderEvidence
        ? `${heading('Evidence')}\n${attestation.join('\n')}`
        : `${heading('Evidence')}\n${choice.bullet} npm test — 12 passed`,
      ...(choice.extraSection ? [`${heading('Notes')}\nNothing else.`] : []),
      ...(choice.attestationUnderEvidence ? [] : [`${heading('Runtime Attestation')}\n${attestation.join('\n')}`])
    ]
    let text = sections.join(gap) + '\n'
    if (choice.wrapper) text = `## Subtask Result\n\n${text}`
    if (choice.fence !== 'none') text = `${choice.fence === 'fence-with-preamble' ? 'Here is my return:\n\n' : ''}\`\`\`markdown\n${text}\`\`\`\n`
    return text
  })

describe('--fix over generated messy returns', () => {
  it('keeps the report, is idempotent and leaves nothing fixable', {timeout: deep ? 0 : 60_000}, () => {
    fc.assert(
      fc.property(messyReturn, fc.constantFrom('\n', '\r\n'), (text, eol) => {
        const input = text.replace(/\n/g, eol)
        expect(fixProblems(input)).toEqual([])
      }),
      {numRuns: Number(process.env.FIX_RUNS ?? depth(300, 30))}
    )
  })

  it('the generator does produce fixable input', () => {
    const samples = fc.sample(messyReturn, {numRuns: 50, seed: 1})
    expect(samples.filter((text) => fixReturn(text).changed).length).toBeGreaterThan(40)
  })
})

describe('--fix refuses what would change the report', () => {
  it('keeps the bullet when un-bulleting a key would turn the next lines into a setext heading', () => {
    // In CommonMark `Deliverables` here continues the list item; once the bullet goes, it would join a heading,
    // so key-style offers no fix for that key and the other fixes apply.
    const text = 'Status\n------\n* state: SUCCESS\n* summary: Done.\nDeliverables\n------------\n- src/a.ts — the parser\n'
    const fixed = fixReturn(text)
    expect(fixed.meaningPreserved).toBe(true)
    expect(fixed.output).toBe('## Status\nstate: SUCCESS\n* summary: Done.\nDeliverables\n------------\n- src/a.ts — the parser\n')
    expect(JSON.stringify(parseReturn(fixed.output).report)).toBe(JSON.stringify(parseReturn(text).report))
  })

  it('keeps the text when the fixes together would change the report', () => {
    // An empty bullet followed by an indented line: CommonMark and the line grammar read it differently.
    const text = '## Subtask Result\n\n### Status\n- state: SUCCESS\n- summary: Added.\n\n### Deliverables\n-\n .kilocode/tools/punch_engine.py: retry loop\n- tests/test_punch_engine.py: covers\n'
    const fixed = fixReturn(text)
    expect(fixed.meaningPreserved).toBe(false)
    expect(fixed.changed).toBe(false)
    expect(fixed.output).toBe(text)
  })
})
