/**
 * Every exported function is total: called with any values — null or
 * undefined options, numbers, objects, cycles, BigInts, objects without a
 * prototype, a sparse array of length 2^32 - 1, accessors and proxies that
 * throw — it returns (or resolves), never throws, rejects or hangs. The functions are enumerated from the
 * entry points themselves (and one level into exported plain objects such as
 * `reporters`), so a new export is covered the day it is added.
 */
import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import fc from 'fast-check'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {anything, carrying, hostile, hostileValues, materialize} from './hostile-values.js'
import {runs} from './property-arbitraries.js'

const entries = {handback: '../src/index.js', 'handback/remark': '../src/remark.js', 'handback/node': '../src/node.js'} as const

type AnyFunction = (...args: unknown[]) => unknown

/**
 * Functions that need a word beyond the default (every parameter from
 * `anything()`, plus one more): what the test does about them and why.
 */
const notes: Record<string, string> = {
  'handback/remark.default': 'a unified plugin: the transformer it returns is called with arbitrary values too',
  'handback.loadTokenCounter': 'async and loads the tokenizer: its counter is called with arbitrary values too',
  'handback/node.createArtifactCheck': 'returns a check: called with arbitrary values too',
  'handback/node.writeFileAtomic': 'writes relative paths: the test runs in a temporary working directory',
  'handback/node.writeReturnMeta': 'writes relative paths: the test runs in a temporary working directory',
  'handback/node.removeReturnMeta': 'removes relative paths: the test runs in a temporary working directory'
}

/** `entry.name` (or `entry.object.name`) of every function an entry point exports. */
async function exportedFunctions(): Promise<Map<string, AnyFunction>> {
  const found = new Map<string, AnyFunction>()
  for (const [entry, path] of Object.entries(entries)) {
    const module = (await import(path)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function') found.set(`${entry}.${name}`, value as AnyFunction)
      else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        for (const [member, inner] of Object.entries(value)) {
          if (typeof inner === 'function') found.set(`${entry}.${name}.${member}`, inner as AnyFunction)
        }
      }
    }
  }

  return found
}

const sampleReturn = '```markdown\n## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- src/a.ts — the parser\n```\n'
const sampleMeta = JSON.stringify({status: 'implemented', summary: 'Done.', artifacts: [{type: 'implementation', path: 'src/a.ts', summary: 'a'}], metadata: {session_id: 's', agent_type: 'a', delegation_depth: 1, delegation_path: ['a']}})

/** A field's value, or now and then a hostile one (see `hostile-values.ts`). */
function orHostile(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({weight: 5, arbitrary: value}, {weight: 1, arbitrary: hostile})
}

/** Options of the right shape with values of any type, some of them right. */
const optionsLike: fc.Arbitrary<unknown> = fc.record(
  {
    kind: orHostile(fc.oneof(fc.constantFrom('markdown', 'meta', 'subagent', 'progress', 'yaml'), anything())),
    from: orHostile(fc.oneof(fc.constantFrom('markdown', 'meta', 'subagent'), anything())),
    to: orHostile(fc.oneof(fc.constantFrom('markdown', 'meta'), anything())),
    preset: orHostile(fc.oneof(fc.constantFrom('recommended', 'strict'), anything())),
    rules: orHostile(anything()),
    maxBytes: orHostile(fc.oneof(fc.integer(), fc.double(), anything())),
    operation: orHostile(anything()),
    previous: orHostile(fc.oneof(fc.constant(sampleMeta), anything())),
    artifactTypes: orHostile(anything()),
    context: orHostile(anything()),
    checkArtifact: orHostile(
      fc.constant(() => {
        throw new Error('a callback that throws')
      })
    ),
    countTokens: orHostile(anything()),
    color: orHostile(anything()),
    cwd: orHostile(anything())
  },
  {requiredKeys: []}
)

/** Any value, and objects and arrays that contain themselves. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  {weight: 4, arbitrary: anything()},
  {weight: 2, arbitrary: fc.constantFrom(sampleReturn, sampleMeta)},
  {weight: 2, arbitrary: optionsLike},
  {weight: 2, arbitrary: hostile},
  fc.constantFrom(null, undefined, 0, -1, Number.NaN, '', true),
  anything().map((value) => {
    const cyclic: Record<string, unknown> = {value, rules: {}, options: {}}
    cyclic['self'] = cyclic
    ;(cyclic['rules'] as Record<string, unknown>)['back'] = cyclic
    return cyclic
  }),
  anything().map((value) => {
    const cyclic: unknown[] = [value]
    cyclic.push(cyclic)
    return cyclic
  })
)

const callTimeout = 5000

/** Calls `fn`, awaiting a promise it returns, within `callTimeout`: the outcome or why it failed. */
async function settle(fn: AnyFunction, args: unknown[]): Promise<{ok: true; value: unknown} | {ok: false; why: string}> {
  let value: unknown
  try {
    value = fn(...args)
  } catch (error) {
    return {ok: false, why: `threw ${error instanceof Error ? error.stack : String(error)}`}
  }

  if (!(value instanceof Promise)) return {ok: true, value}
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<{ok: false; why: string}>((done) => {
    timer = setTimeout(() => done({ok: false, why: `did not settle within ${callTimeout} ms`}), callTimeout)
  })
  try {
    return await Promise.race([value.then((resolved: unknown) => ({ok: true as const, value: resolved}), (error: unknown) => ({ok: false as const, why: `rejected ${error instanceof Error ? error.stack : String(error)}`})), late])
  } finally {
    clearTimeout(timer)
  }
}

describe('every export is total', async () => {
  const functions = await exportedFunctions()
  const home = process.cwd()
  beforeAll(() => process.chdir(mkdtempSync(join(tmpdir(), 'handback-total-'))))
  afterAll(() => process.chdir(home))

  it('finds the functions of every entry point, and every note names one', () => {
    expect(functions.size).toBeGreaterThan(50)
    expect(['handback.parseReturn', 'handback.reporters.stylish', 'handback/remark.default', 'handback/node.readMetaField'].filter((name) => !functions.has(name))).toEqual([])
    expect(Object.keys(notes).filter((name) => !functions.has(name))).toEqual([])
  })

  for (const [name, fn] of functions) {
    it(`${name} returns for any arguments`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(anyValue, {minLength: 0, maxLength: fn.length + 1}), fc.array(anyValue, {maxLength: 3}), async (args, innerArgs) => {
          const outcome = await settle(fn, materialize(args) as unknown[])
          expect(outcome.ok ? 'returned' : outcome.why).toBe('returned')
          // A function handed back (a plugin's transformer, a check, a counter) is total too.
          if (outcome.ok && typeof outcome.value === 'function') {
            const inner = await settle(outcome.value as AnyFunction, materialize(innerArgs) as unknown[])
            expect(inner.ok ? 'returned' : inner.why).toBe('returned')
          }
        }),
        {numRuns: runs(name.startsWith('handback/node') ? 40 : 100)}
      )
    }, 120_000)

    it(`${name} returns for each hostile value in each argument position`, async () => {
      const failures: string[] = []
      for (let position = 0; position <= fn.length; position++) {
        for (const [label, value] of hostileValues()) {
          for (const [shape, given] of [['bare', value], ['in every field', carrying(value)]] as const) {
            for (const base of [[], [sampleReturn, {}, {}]] as unknown[][]) {
              const args = [...base]
              args[position] = given
              const outcome = await settle(fn, args)
              if (!outcome.ok) failures.push(`${label} (${shape}) at ${position} of ${base.length > 0 ? 'a return and options' : 'nothing'}: ${outcome.why.split('\n').slice(0, 3).join(' ')}`)
              else if (typeof outcome.value === 'function') {
                const inner = await settle(outcome.value as AnyFunction, [given, given])
                if (!inner.ok) failures.push(`the function returned, given ${label} (${shape}): ${inner.why.split('\n').slice(0, 3).join(' ')}`)
              }
            }
          }
        }
      }

      expect(failures).toEqual([])
    }, 120_000)
  }
})
