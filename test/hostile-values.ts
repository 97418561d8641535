/**
 * Values a JavaScript caller can pass that the type system rules out and
 * naive code trips over: objects without a prototype, BigInts, a sparse
 * array of length 2^32 - 1, accessors and proxies that throw, a revoked
 * proxy. Each call builds fresh values, so a callee that mutates one does
 * not change the next case.
 */
import fc from 'fast-check'

/** What `fc.anything()` can generate beyond its defaults. */
const wideAnything = {
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  stringUnit: 'binary'
} as const

/** `fc.anything()` with every kind of value it can make. */
export function anything(): fc.Arbitrary<unknown> {
  return fc.anything(wideAnything)
}

/** An array of length 2^32 - 1 with one value, far out: iterating it by index never ends. */
export function hugeSparse(): unknown[] {
  const list: unknown[] = []
  list.length = 2 ** 32 - 1
  list[1e9] = 'x'
  return list
}

function throwingGetters(): object {
  const thrower = () => {
    throw new Error('a getter that throws')
  }

  const value = {}
  for (const key of [...fieldNames, 'length', 'then', 'toString', 'valueOf', 'toJSON']) Object.defineProperty(value, key, {get: thrower, enumerable: true})
  return value
}

function throwingProxy(): object {
  const thrower = () => {
    throw new Error('a proxy trap that throws')
  }

  return new Proxy({}, {get: thrower, has: thrower, ownKeys: thrower, getOwnPropertyDescriptor: thrower, getPrototypeOf: thrower, set: thrower, defineProperty: thrower, deleteProperty: thrower, apply: thrower, construct: thrower, isExtensible: thrower, preventExtensions: thrower, setPrototypeOf: thrower})
}

function revokedProxy(): object {
  const {proxy, revoke} = Proxy.revocable({}, {})
  revoke()
  return proxy
}

/** Field names the public functions read from the objects they are given. */
const fieldNames = [
  'kind', 'from', 'to', 'preset', 'rules', 'maxBytes', 'operation', 'previous', 'artifactTypes', 'context', 'checkArtifact', 'countTokens', 'color', 'cwd',
  'status', 'summary', 'state', 'artifacts', 'metadata', 'deliverables', 'evidence', 'attestation', 'diagnostics', 'filePath', 'message', 'ruleId',
  'severity', 'line', 'column', 'fix', 'range', 'text', 'value', 'path', 'type', 'errors', 'next_steps', 'partial_progress', 'session_id',
  'delegation_path', 'objectives', 'inlineConfig', 'strict', 'kinds', 'maxRetries', 'retries', 'returnText', 'extends', 'ignores', 'overrides'
]

/** One maker per hostile value, by name. */
const hostileMakers: Record<string, () => unknown> = {
  'null-prototype object': () => Object.create(null),
  'object whose toString is null': () => ({toString: null, valueOf: null}),
  bigint: () => 10n,
  symbol: () => Symbol('s'),
  'huge sparse array': hugeSparse,
  'object with throwing getters': throwingGetters,
  'proxy whose traps throw': throwingProxy,
  'revoked proxy': revokedProxy
}

/** Every hostile value, fresh. */
export function hostileValues(): Array<[string, unknown]> {
  return Object.entries(hostileMakers).map(([name, make]) => [name, make()])
}

/** An object with `value` under every field name, and one list of it. */
export function carrying(value: unknown): object {
  return Object.fromEntries(fieldNames.map((name) => [name, name === 'artifacts' || name === 'diagnostics' ? [value] : value]))
}

/**
 * A hostile value to build: fast-check inspects the values it generates (for
 * a clone method, to print them), which a revoked proxy does not survive, so
 * arbitraries carry this recipe and `materialize` builds the value inside the
 * property.
 */
export class Hostile {
  constructor(
    readonly name: string,
    /** `bare`, `every field`, or the one field to hold it under. */
    readonly shape: string
  ) {}

  build(): unknown {
    const value = hostileMakers[this.name]!()
    return this.shape === 'bare' ? value : this.shape === 'every field' ? carrying(value) : {[this.shape]: value}
  }
}

/** A hostile value, an object holding one in every field, or a hostile value under one field. */
export const hostile: fc.Arbitrary<Hostile> = fc
  .record({name: fc.constantFrom(...Object.keys(hostileMakers)), shape: fc.constantFrom('bare', 'every field', ...fieldNames)})
  .map(({name, shape}) => new Hostile(name, shape))

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value)
  return Array.isArray(value) || prototype === Object.prototype || prototype === null
}

/** A copy of generated `value` with each `Hostile` recipe built; cycles are kept, the generated value is left as it is. */
export function materialize(value: unknown, copies = new Map<object, unknown>()): unknown {
  if (value instanceof Hostile) return value.build()
  if (typeof value !== 'object' || value === null || !isPlain(value)) return value
  if (copies.has(value)) return copies.get(value)
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? new Array(value.length) : Object.create(Object.getPrototypeOf(value))
  copies.set(value, copy)
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, {value: materialize((value as Record<string, unknown>)[key], copies), enumerable: true, writable: true, configurable: true})
  }

  return copy
}
