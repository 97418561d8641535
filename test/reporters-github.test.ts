import {describe, expect, it} from 'vitest'
import type {Diagnostic} from '../src/index.js'
import {escapeData, escapeProperty, github} from '../src/reporters/github.js'
import {runCli} from './helpers.js'

function diagnostic(overrides: Partial<Diagnostic>): Diagnostic {
  return {ruleId: 'key-style', source: 'handback', severity: 'warning', message: 'Unexpected key', line: 2, column: 3, ...overrides}
}

describe('github reporter', () => {
  it('escapes data as the Actions toolkit does', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b')
  })

  it('escapes properties, colons and commas included', () => {
    expect(escapeProperty('a:b,c%d\ne')).toBe('a%3Ab%2Cc%25d%0Ae')
  })

  it('writes one command per diagnostic, severity mapped to error, warning and notice', () => {
    const output = github(
      [
        {
          filePath: 'docs/a,b:c.md',
          kind: 'markdown',
          source: '',
          diagnostics: [
            diagnostic({severity: 'error', ruleId: 'section-missing', message: 'Missing `## Evidence`, 100%\nreally', endLine: 2, endColumn: 9}),
            diagnostic({}),
            diagnostic({severity: 'info', ruleId: 'unknown-section', line: 7, column: 1, endLine: 7, endColumn: 12})
          ]
        }
      ],
      {color: false}
    )
    expect(output.split('\n')).toEqual([
      '::error file=docs/a%2Cb%3Ac.md,line=2,col=3,endLine=2,endColumn=9,title=section-missing::Missing `## Evidence`, 100%25\\nreally',
      '::warning file=docs/a%2Cb%3Ac.md,line=2,col=3,title=key-style::Unexpected key',
      '::notice file=docs/a%2Cb%3Ac.md,line=7,col=1,endLine=7,endColumn=12,title=unknown-section::Unexpected key',
      ''
    ])
  })

  it('prints nothing for clean files', () => {
    expect(github([{filePath: 'a.md', kind: 'markdown', source: '', diagnostics: []}], {color: false})).toBe('')
  })

  it('is what `handback lint --format github` prints', async () => {
    const run = await runCli(['lint', '-f', 'github', '-'], {stdin: '## Status\nstate: WORKING\nsummary: x\n'})
    expect(run.code).toBe(1)
    const lines = run.stdout.trimEnd().split('\n')
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) file=<stdin>,line=\d+,col=\d+(,endLine=\d+,endColumn=\d+)?,title=[a-z-]+::/)
    expect(lines).toContainEqual(expect.stringMatching(/^::error .*title=state-invalid::/))
  })
})
