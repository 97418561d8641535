/**
 * Keys named after Object's internals (`__proto__`, `constructor`, `prototype`)
 * in a markdown return or a JSON input stay data: they never reach
 * Object.prototype, never change an object's prototype, and are kept as written.
 */
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {
  convertText,
  fixReturn,
  fixText,
  lintText,
  parseReturn,
  readProgressFile,
  readReturnMeta,
  renderReturn,
  ReturnReportSchema,
  toReturnMeta
} from '../src/index.js'

const builtins = [Object.prototype, Array.prototype, Function.prototype, String.prototype]
let snapshot: string[]

function describeBuiltins(): string[] {
  return builtins.flatMap((prototype) => Reflect.ownKeys(prototype).map((key) => `${String(key)}:${typeof Reflect.getOwnPropertyDescriptor(prototype, key)?.value}`))
}

beforeEach(() => {
  snapshot = describeBuiltins()
})

afterEach(() => {
  expect(describeBuiltins()).toEqual(snapshot)
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  expect(({} as Record<string, unknown>)['x']).toBeUndefined()
})

const markdown = [
  '## Status',
  'state: SUCCESS',
  'summary: Keys named after Object internals.',
  '__proto__: x',
  'constructor: also kept',
  'prototype:',
  '- polluted',
  '',
  '## Deliverables',
  '- (none)',
  '',
  '## Evidence',
  '- (none)',
  '',
  '## Runtime Attestation',
  '__proto__:',
  '- polluted',
  'constructor: y',
  'runtime_model_reported: openai/gpt-5.2',
  'runtime_mode_reported: code',
  'files_created:',
  '- (none)',
  'files_modified:',
  '- (none)',
  ''
].join('\n')

function ownKeys(value: unknown): string[] {
  return Object.keys(value as object)
}

describe('the pollution check', () => {
  it('sees a property added to Object.prototype', () => {
    const before = describeBuiltins()
    Object.defineProperty(Object.prototype, 'pollutedProbe', {value: 1, configurable: true})
    try {
      expect(describeBuiltins()).not.toEqual(before)
    } finally {
      delete (Object.prototype as Record<string, unknown>)['pollutedProbe']
    }
  })
})

describe('markdown returns', () => {
  it('keeps `__proto__`, `constructor` and `prototype` keys as own data of the report', () => {
    const {report} = parseReturn(markdown)
    const status = report!.status as Record<string, unknown>
    const attestation = report!.attestation as Record<string, unknown>
    expect(Object.getPrototypeOf(status)).toBe(Object.prototype)
    expect(Object.getPrototypeOf(attestation)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(status, '__proto__')?.value).toBe('x')
    expect(Object.getOwnPropertyDescriptor(status, 'constructor')?.value).toBe('also kept')
    expect(Object.getOwnPropertyDescriptor(status, 'prototype')?.value).toEqual(['polluted'])
    expect(Object.getOwnPropertyDescriptor(attestation, '__proto__')?.value).toEqual(['polluted'])
    expect(Object.getOwnPropertyDescriptor(attestation, 'constructor')?.value).toBe('y')
    expect(ownKeys(status)).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'prototype']))
    expect(JSON.parse(JSON.stringify(report))).toMatchObject({status: {constructor: 'also kept'}})
    expect(JSON.stringify(report)).toContain('"__proto__":"x"')
  })

  it('validates against the report schema with the keys in place', () => {
    const parsed = ReturnReportSchema.safeParse(parseReturn(markdown).report)
    expect(parsed.success).toBe(true)
  })

  it('suggests no Object member for a state named after one', () => {
    for (const state of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf']) {
      const diagnostic = parseReturn(`## Status\nstate: ${state}\nsummary: s\n`).diagnostics.find((item) => item.ruleId === 'state-invalid')
      expect(diagnostic?.message).not.toContain('function')
      expect(diagnostic?.message).not.toContain('[object')
      expect(diagnostic?.expected?.every((value) => typeof value === 'string')).toBe(true)
    }
  })

  it('reads rule settings keyed `__proto__` or `constructor` as settings, not as Object members', () => {
    const rules = JSON.parse('{"__proto__": "off", "constructor": "off", "unknown-key": "off"}') as Record<string, 'off'>
    expect(parseReturn(markdown).diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('unknown-key')
    const ids = parseReturn(markdown, {rules, preset: 'strict'}).diagnostics.map((diagnostic) => diagnostic.ruleId)
    expect(ids).not.toContain('unknown-key')
    expect(ids).not.toContain('internal-error')
  })

  it('fixes and renders without losing the keys', () => {
    const fixed = fixReturn(markdown)
    expect(fixed.output).toContain('__proto__: x')
    expect(fixed.output).toContain('constructor: also kept')
    const rendered = renderReturn(parseReturn(markdown).report!)
    expect(JSON.stringify(parseReturn(rendered).report)).toBe(JSON.stringify(parseReturn(markdown).report))
  })

  it('converts to return-metadata without setting a prototype', () => {
    const context = {operation: 'implement' as const, session_id: 'sess_1', agent_type: 'a', delegation_depth: 1, delegation_path: ['o', 'a']}
    const {meta} = toReturnMeta(parseReturn(markdown).report!, context)
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (typeof value === 'object' && value !== null) {
        expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
        Object.values(value).forEach(walk)
      }
    }

    walk(meta)
    const converted = convertText(markdown, {to: 'meta', context, lenient: true})
    expect(converted.diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('internal-error')
  })
})

const metaJson = `{
  "status": "implemented",
  "summary": "Done.",
  "__proto__": {"polluted": true, "status": "failed"},
  "constructor": {"prototype": {"polluted": true}},
  "artifacts": [{"type": "implementation", "path": "src/a.ts", "summary": "x", "__proto__": {"polluted": true}}],
  "metadata": {"session_id": "sess_1", "agent_type": "a", "delegation_depth": 1, "delegation_path": ["o", "a"], "__proto__": {"x": 1}}
}
`

describe('JSON inputs', () => {
  it('lints return-metadata with `__proto__` and `constructor` keys without reading them as prototypes', () => {
    const {diagnostics} = lintText(metaJson, {kind: 'meta'})
    expect(diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('internal-error')
  })

  it('reads return-metadata: `__proto__` stays an own key and does not supply `status`', () => {
    const {meta, diagnostics} = readReturnMeta(metaJson)
    expect(diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('internal-error')
    expect(meta).not.toBeNull()
    expect(Object.getPrototypeOf(meta)).toBe(Object.prototype)
    expect(meta!.status).toBe('implemented')
    expect((meta as Record<string, unknown>)['polluted']).toBeUndefined()
    const artifact = meta!.artifacts?.[0] as Record<string, unknown> | undefined
    if (artifact) {
      expect(Object.getPrototypeOf(artifact)).toBe(Object.prototype)
      expect(artifact['polluted']).toBeUndefined()
    }
  })

  it('fixes return-metadata keeping `__proto__` and `constructor` as written', () => {
    const fixed = fixText(metaJson, {kind: 'meta'})
    expect(fixed.output).toContain('"__proto__"')
    expect(fixed.output).toContain('"constructor"')
    const value = JSON.parse(fixed.output) as Record<string, unknown>
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
  })

  it('reads progress files and console returns with such keys', () => {
    const progress = '{"__proto__": {"polluted": 1}, "phase": 1, "objectives": [{"__proto__": {"x": 1}, "id": 1, "status": "done"}]}'
    expect(readProgressFile(progress).diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('internal-error')
    const subagent = '{"status": "completed", "summary": "s", "constructor": {"prototype": {"polluted": 1}}, "__proto__": {"polluted": 1}}'
    expect(lintText(subagent, {kind: 'subagent'}).diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('internal-error')
  })

  it('converts return-metadata with such keys to markdown', () => {
    const converted = convertText(metaJson, {from: 'meta', to: 'markdown', lenient: true})
    expect(converted.diagnostics.map((diagnostic) => diagnostic.ruleId)).not.toContain('internal-error')
  })
})
