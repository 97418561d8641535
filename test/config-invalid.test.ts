/** Library options with a typo (`preset: 'strictt'`, unknown rule ids or severities) are `config-invalid` errors, never silent. */
import {readFileSync} from 'node:fs'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {parseReturn} from '../src/pipeline/parse-return.js'
import {lintText} from '../src/kinds/every.js'
import remarkHandback from '../src/remark.js'
import {allRules} from '../src/kinds/rules.js'
import {ruleIds} from '../src/rules/rule-ids.js'

const clean = readFileSync('fixtures/examples/canonical-success.md', 'utf8')
const meta = readFileSync('fixtures/json/meta/valid-research.return-meta.json', 'utf8')

function configProblems(diagnostics: ReadonlyArray<{ruleId: string; message: string; severity: string}>): string[] {
  return diagnostics.filter((diagnostic) => diagnostic.ruleId === 'config-invalid').map((diagnostic) => `${diagnostic.severity}: ${diagnostic.message}`)
}

describe('config-invalid', () => {
  it('knows every rule id (src/rules/rule-ids.ts is the registry`s list)', () => {
    expect(ruleIds, 'a rule was added or renamed: run `npm run docs` to regenerate src/rules/rule-ids.ts').toEqual([...new Set(allRules.map((rule) => rule.id))])
  })

  it('names a misspelt preset, rule id and severity with the nearest valid word', () => {
    const {diagnostics} = parseReturn(clean, {preset: 'strictt' as 'strict', rules: {'key-styl': 'warn', 'key-style': 'warning' as 'warn', 'zzzzzzzzzzzz': 'off'}})
    expect(configProblems(diagnostics)).toEqual([
      'error: Unexpected preset `strictt`, expected `recommended` or `strict` (did you mean `strict`?)',
      'error: Unexpected rule `key-styl` in `rules`, expected a rule id (did you mean `key-style`?)',
      'error: Unexpected severity `warning` for `key-style`, expected `off`, `info`, `warn`, `error`, 0, 1 or 2 (did you mean `warn`?)',
      'error: Unexpected rule `zzzzzzzzzzzz` in `rules`, expected a rule id'
    ])
  })

  it('still checks the input, and accepts valid settings and numeric severities silently', () => {
    expect(configProblems(parseReturn(clean, {preset: 'strict', rules: {'key-style': 'off', 'section-missing': 2 as unknown as 'error'}}).diagnostics)).toEqual([])
    const failing = lintText('## Status\nstate: MAYBE\n', {kind: 'markdown', preset: 'lenient' as 'strict'}).diagnostics.map((diagnostic) => diagnostic.ruleId)
    expect(failing).toContain('config-invalid')
    expect(failing).toContain('state-invalid')
    // 0 turns a rule off, as in ESLint.
    expect(lintText('## Status\nstate: MAYBE\n', {kind: 'markdown', rules: {'state-invalid': 0 as unknown as 'off'}}).diagnostics.map((d) => d.ruleId)).not.toContain('state-invalid')
  })

  it('applies to the JSON kinds', () => {
    expect(configProblems(lintText(meta, {kind: 'meta', rules: {'artifact-bare-strin': 'off'}}).diagnostics)).toEqual([
      'error: Unexpected rule `artifact-bare-strin` in `rules`, expected a rule id (did you mean `artifact-bare-string`?)'
    ])
    expect(configProblems(lintText(meta, {kind: 'meta', rules: 'off' as unknown as Record<string, 'off'>}).diagnostics)).toEqual([
      'error: Unexpected rules `off`, expected an object of rule ids to severities'
    ])
  })

  it('reaches a .remarkrc through handback/remark as a fatal message', async () => {
    const file = new VFile({path: 'return.md', value: clean})
    const processor = unified().use(remarkParse).use(remarkHandback, {preset: 'strictt' as 'strict'})
    await processor.run(processor.parse(file), file)
    expect(file.messages.map((message) => [message.ruleId, message.fatal, message.reason])).toEqual([
      ['config-invalid', true, 'Unexpected preset `strictt`, expected `recommended` or `strict` (did you mean `strict`?)']
    ])
  })
})
