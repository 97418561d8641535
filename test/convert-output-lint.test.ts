/** `convert` says when its output would not lint clean as the target kind, instead of exiting 0 over a broken file. */
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {convertText} from '../src/convert/convert-text.js'
import {runCli} from './helpers.js'

const researchMeta = 'fixtures/json/meta/valid-research.return-meta.json'
const canonical = readFileSync('fixtures/examples/canonical-success.md', 'utf8')

describe('convert checks its output', () => {
  it('return-metadata to markdown: the fields the metadata lacks are output diagnostics', () => {
    const result = convertText(readFileSync(researchMeta, 'utf8'), {to: 'markdown', fileName: researchMeta})
    expect(result.output).toContain('summary:\n')
    expect(result.outputDiagnostics?.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => [diagnostic.ruleId, diagnostic.line])).toEqual([
      ['value-empty', 3],
      ['value-empty', 13],
      ['value-empty', 14]
    ])
  })

  it('the CLI writes the output, lists its errors under the output`s name and exits 1', async () => {
    const run = await runCli(['convert', researchMeta, '--to', 'markdown'])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('## Runtime Attestation\nruntime_model_reported:\n')
    expect(run.stderr).toContain('<output>:3:1: error Unexpected empty value for `summary` [value-empty]')
    expect(run.stderr).toContain('<output>:13:1: error Unexpected empty value for `runtime_model_reported` [value-empty]')
    expect(run.stderr.trimEnd().split('\n').at(-1)).toBe(
      'handback convert: the markdown written does not lint clean (3 errors above): the input does not say what it needs'
    )
  })

  it('a markdown return converted to markdown lints clean and exits 0', async () => {
    const result = convertText(canonical, {to: 'markdown'})
    expect(result.outputDiagnostics).toEqual([])
    expect((await runCli(['convert', '-', '--to', 'markdown'], {stdin: canonical})).code).toBe(0)
  })
})
