import {describe, expect, it} from 'vitest'
import type {Diagnostic} from '../src/index.js'
import {json} from '../src/reporters/json.js'
import {stylish} from '../src/reporters/stylish.js'
import type {FileResult} from '../src/reporters/types.js'
import {runCli} from './helpers.js'

const ansi = /\u001B\[/

function diagnostic(overrides: Partial<Diagnostic>): Diagnostic {
  return {ruleId: 'key-style', source: 'handback', severity: 'warning', message: 'Unexpected key', line: 2, column: 3, ...overrides}
}

const results: FileResult[] = [
  {
    filePath: 'a.md',
    kind: 'markdown',
    source: '',
    diagnostics: [
      diagnostic({severity: 'error', ruleId: 'section-missing', message: 'Missing section', line: 1, column: 1}),
      diagnostic({fix: {range: [0, 1], text: ''}}),
      diagnostic({severity: 'info', ruleId: 'unknown-section', line: 10, column: 1, message: 'Unexpected section'})
    ]
  },
  // A diagnostic silenced by a trusted inline comment: listed by the json format, never counted or printed.
  {filePath: 'b.md', kind: 'markdown', source: '', diagnostics: [], suppressed: [diagnostic({severity: 'error', ruleId: 'section-missing', message: 'Missing section', line: 4, column: 1})]}
]

describe('stylish reporter', () => {
  it('aligns one line per problem under the file name and ends with a summary', () => {
    expect(stylish(results, {color: false})).toBe(
      '\na.md\n' +
        '  1:1   error    Missing section     section-missing\n' +
        '  2:3   warning  Unexpected key      key-style\n' +
        '  10:1  info     Unexpected section  unknown-section\n' +
        '\n✖ 2 problems (1 error, 1 warning)\n' +
        '  2 files checked: 1 clean, 1 with problems\n' +
        '  1 problem potentially fixable with the `--fix` option.\n'
    )
  })

  it('counts the clean files, a file with only info among them', () => {
    const clean = (filePath: string, severity?: 'info' | 'warning') => ({
      filePath,
      kind: 'markdown' as const,
      source: '',
      diagnostics: severity ? [diagnostic({severity, ruleId: 'unknown-section', message: 'Unexpected section', line: 1, column: 1})] : []
    })
    const summary = (output: string) => output.split('\n').find((line) => line.includes('checked'))
    expect(summary(stylish([clean('a.md', 'warning'), clean('b.md'), clean('c.md', 'info')], {color: false}))).toBe('  3 files checked: 2 clean, 1 with problems')
    expect(summary(stylish([clean('a.md', 'warning')], {color: false}))).toBe('  1 file checked: 0 clean, 1 with problems')
    // Nothing to report, nothing printed, as ESLint's stylish.
    expect(stylish([clean('b.md'), clean('c.md', 'info')], {color: false})).not.toContain('checked')
  })

  it('colors only when asked', () => {
    expect(stylish(results, {color: false})).not.toMatch(ansi)
    expect(stylish(results, {color: true})).toMatch(ansi)
  })

  it('prints a file with more problems than a call has room for arguments', () => {
    const many: Diagnostic[] = Array.from({length: 200_000}, (_, index) => ({ruleId: 'todo-status-unknown', source: 'handback', severity: 'warning', message: `m${index % 1000}`, line: index + 1, column: 1}))
    const output = stylish([{filePath: 'todos.md', kind: 'todos', source: '', diagnostics: many}], {color: false})
    expect(output.split('\n').filter((line) => line.includes('todo-status-unknown'))).toHaveLength(200_000)
    expect(output).toContain('✖ 200000 problems (0 errors, 200000 warnings)')
  })

  it('prints nothing for clean files', () => {
    expect(stylish([results[1]!], {color: false})).toBe('')
  })

  it('the CLI colors on a terminal only', async () => {
    const input = '## Status\nstate: DONE\nsummary: x\n'
    const plain = await runCli(['lint', '-'], {stdin: input, isTTY: false})
    const terminal = await runCli(['lint', '-'], {stdin: input, isTTY: true})
    expect(plain.stdout).not.toMatch(ansi)
    expect(plain.stdout).toMatch(/✖ \d+ problems? \(\d+ errors?, \d+ warnings?\)/)
    expect(terminal.stdout).toMatch(ansi)
    expect(terminal.stdout.replace(/\u001B\[\d+m/g, '')).toBe(plain.stdout)
  })
})

describe('json reporter', () => {
  it('has the shape of ESLint’s json formatter', () => {
    const parsed = JSON.parse(json(results, {color: false})) as unknown
    expect(parsed).toEqual([
      {
        filePath: 'a.md',
        messages: [
          {ruleId: 'section-missing', severity: 2, message: 'Missing section', line: 1, column: 1, endLine: 1, endColumn: 1},
          {ruleId: 'key-style', severity: 1, message: 'Unexpected key', line: 2, column: 3, endLine: 2, endColumn: 3, fix: {range: [0, 1], text: ''}},
          {ruleId: 'unknown-section', severity: 1, message: 'Unexpected section', line: 10, column: 1, endLine: 10, endColumn: 1}
        ],
        suppressedMessages: [],
        errorCount: 1,
        fatalErrorCount: 0,
        // The info diagnostic counts as a warning, so the counts add up to the messages.
        warningCount: 2,
        fixableErrorCount: 0,
        fixableWarningCount: 1,
        usedDeprecatedRules: []
      },
      {
        filePath: 'b.md',
        messages: [],
        suppressedMessages: [
          {ruleId: 'section-missing', severity: 2, message: 'Missing section', line: 4, column: 1, endLine: 4, endColumn: 1, suppressions: [{kind: 'directive', justification: ''}]}
        ],
        errorCount: 0,
        fatalErrorCount: 0,
        warningCount: 0,
        fixableErrorCount: 0,
        fixableWarningCount: 0,
        usedDeprecatedRules: []
      }
    ])
  })

  it('counts fix ranges from after a byte order mark, as ESLint does, and marks refusals fatal', () => {
    const bom: FileResult = {
      filePath: 'c.md',
      kind: 'markdown',
      source: '\uFEFF## Status\n',
      diagnostics: [
        {ruleId: 'key-style', source: 'handback', severity: 'warning', message: 'Unexpected key', line: 1, column: 1, fix: {range: [1, 3], text: '##'}},
        {ruleId: 'input-too-large', source: 'handback', severity: 'error', message: 'Too large', line: 1, column: 1}
      ]
    }
    const [parsed] = JSON.parse(json([bom], {color: false})) as Array<{messages: Array<Record<string, unknown>>; fatalErrorCount: number}>
    expect(parsed!.messages[0]!.fix).toEqual({range: [0, 2], text: '##'})
    expect(parsed!.messages[1]!.fatal).toBe(true)
    expect(parsed!.fatalErrorCount).toBe(1)
  })
})
