import {readFileSync} from 'node:fs'
import Ajv2020Module from 'ajv/dist/2020.js'
import {describe, expect, it} from 'vitest'
import {configJsonSchema} from '../scripts/config-json-schema.js'
import {parseConfig, resolveConfig, suggestRuleId} from '../src/config/resolve.js'
import {ConfigSchema} from '../src/config/schema.js'

describe('configuration schema', () => {
  it('accepts a preset and severities, alone or with options', () => {
    const outcome = resolveConfig({
      $schema: './node_modules/handback/grammar/schemas/config.schema.json',
      preset: 'strict',
      rules: {'unknown-section': 'off', 'key-style': ['error'], 'list-style': ['info', {anything: true}], 'section-order': 'warn'}
    })
    expect(outcome).toEqual({
      ok: true,
      config: expect.any(Object),
      settings: {preset: 'strict', rules: {'unknown-section': 'off', 'key-style': 'error', 'list-style': 'info', 'section-order': 'warn'}}
    })
    expect(resolveConfig({})).toEqual({ok: true, config: {}, settings: {}})
  })

  it('names an unknown rule id and suggests the nearest', () => {
    expect(resolveConfig({rules: {'sectoin-missing': 'off', 'zzz': 'warn'}})).toEqual({
      ok: false,
      problems: ['Unknown rule `sectoin-missing`, did you mean `section-missing`?', 'Unknown rule `zzz`']
    })
    expect(suggestRuleId('key-styles')).toBe('key-style')
    expect(suggestRuleId('completely-different-thing')).toBeUndefined()
  })

  it('reports other mistakes with their place', () => {
    expect(resolveConfig({preset: 'lenient', rules: {'key-style': 'warning', 'key-styl': 7}, extend: 'x'})).toEqual({
      ok: false,
      problems: [
        'preset: unknown preset `lenient`, expected `recommended` or `strict`',
        'rules.key-style: unknown severity `warning`, did you mean `warn`?',
        'Unknown rule `key-styl`, did you mean `key-style`?',
        '(top level): unexpected key `extend`, did you mean `extends`?'
      ]
    })
    expect(resolveConfig({preset: 'strictt', rules: {'key-style': 3}, zzzzzzzz: 1})).toEqual({
      ok: false,
      problems: [
        'preset: unknown preset `strictt`, did you mean `strict`?',
        'rules.key-style: expected `off`, `info`, `warn`, `error`, `0`, `1` or `2`, or `[severity, {options}]`',
        '(top level): unexpected key `zzzzzzzz`, expected `$schema`, `extends`, `ignores`, `inlineConfig`, `preset`, `reportUnusedDisableDirectives`, `rules`, `signatures`, `statuses`'
      ]
    })
    expect(resolveConfig({extends: ['strict', './base.json'], ignores: ['drafts/'], rules: {'key-style': 0, 'section-missing': [1]}})).toEqual({
      ok: true,
      config: {extends: ['strict', './base.json'], ignores: ['drafts/'], rules: {'key-style': 0, 'section-missing': [1]}},
      settings: {rules: {'key-style': 'off', 'section-missing': 'warn'}}
    })
    expect(resolveConfig([])).toEqual({ok: false, problems: ['(top level): Invalid input: expected object, received array']})
  })

  it('parses text, byte order mark included, and never throws on bad JSON', () => {
    expect(parseConfig('\uFEFF{"preset": "strict"}')).toEqual({ok: true, config: {preset: 'strict'}, settings: {preset: 'strict'}})
    const broken = parseConfig('{"preset": ')
    expect(broken.ok).toBe(false)
    expect(!broken.ok && broken.problems[0]).toMatch(/^Invalid JSON: /)
  })

  it('the committed JSON Schema is the one generated from the zod schema', () => {
    const committed = readFileSync('grammar/schemas/config.schema.json', 'utf8')
    expect(committed).toBe(JSON.stringify(configJsonSchema(), null, 2) + '\n')
  })

  it('the JSON Schema agrees with the zod schema', () => {
    const Ajv2020 = Ajv2020Module.default
    const validate = new Ajv2020({strict: false}).compile(configJsonSchema())
    const samples: unknown[] = [
      {},
      {preset: 'strict'},
      {rules: {'key-style': 'off'}},
      {rules: {'key-style': ['warn', {a: 1}]}},
      {rules: {'key-style': ['warn', {a: 1}, 2]}},
      {rules: {'key-stile': 'off'}},
      {rules: {'key-style': 'warning'}},
      {preset: 'lenient'},
      {other: 1},
      {$schema: 'x', rules: {}}
    ]
    for (const sample of samples) expect([sample, validate(sample)]).toEqual([sample, ConfigSchema.safeParse(sample).success])
  })

  it('the schema and its resolution stay free of node modules', () => {
    for (const path of ['src/config/schema.ts', 'src/config/resolve.ts']) {
      expect(readFileSync(path, 'utf8')).not.toMatch(/from 'node:/)
    }
  })
})
