/** The repair log of the lenient readers: every liberty taken to reach the canonical object. */
import {isObject, setOwn} from './document.js'

export type RepairAction =
  /** A bare value was put inside the object it stands for. */
  | 'wrapped'
  /** A value was moved to where the schema expects it. */
  | 'moved'
  /** A value was found under another key (`description` for `summary`). */
  | 'renamed'
  /** A status outside the vocabulary was read as the nearest canonical one (an unknown word as the failure word). */
  | 'status'
  /** A required value is not in the file: it stays absent in the object read. */
  | 'missing'
  /** A value of another type was converted (`"3"` → `3`). */
  | 'coerced'
  /** A value that could not be understood was left out of the canonical object. */
  | 'dropped'
  /** The input was malformed JSON and was read past its syntax errors. */
  | 'recovered'

export interface Repair {
  action: RepairAction
  /** Pointer of the value in the input (or of where it was missing). */
  pointer: string
  /** Pointer of the value in the canonical object, when it differs. */
  to?: string
  /** The value as written, when there was one. */
  from?: unknown
  message: string
}

export class RepairLog {
  readonly repairs: Repair[] = []

  add(action: RepairAction, pointer: string, message: string, extra: {to?: string; from?: unknown} = {}): void {
    const repair: Repair = {action, pointer, message}
    if (extra.to !== undefined) repair.to = extra.to
    if ('from' in extra) repair.from = extra.from
    this.repairs.push(repair)
  }

  /** A required value the file lacks: logged, and left absent. */
  missing(pointer: string, what: string): undefined {
    this.add('missing', pointer, `Missing ${what}; left absent`)
    return undefined
  }

  /** A required value: `missing` when absent (`null` included), else what `read` makes of it, `dropped` when nothing. */
  required<Value>(value: unknown, pointer: string, what: string, read: (value: unknown) => Value | undefined): Value | undefined {
    if (value === undefined || value === null) return this.missing(pointer, what)
    const result = read(value)
    if (result === undefined) this.add('dropped', pointer, `Unreadable ${what} left out`, {from: value})
    return result
  }

  /** A required string: kept or converted from a number; absent when the file has none. */
  string(value: unknown, pointer: string, what: string): string | undefined {
    return this.required(value, pointer, what, (given) => this.optionalString(given, pointer, what, false))
  }

  /** An optional string: kept, converted from a number, or dropped; `null` reads as absent. */
  optionalString(value: unknown, pointer: string, what: string, logDropped = true): string | undefined {
    if (value === undefined || value === null) return undefined
    if (typeof value === 'string') return value
    if (typeof value === 'number' || typeof value === 'boolean') {
      this.add('coerced', pointer, `Read ${what} ${String(value)} as a string`, {from: value})
      return String(value)
    }

    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      this.add('coerced', pointer, `Joined the list of ${what} into one string`, {from: value})
      return value.join('\n')
    }

    if (logDropped) this.add('dropped', pointer, `Unreadable ${what} left out`, {from: value})
    return undefined
  }

  /** An integer: kept, read from a numeric string, or undefined. */
  integer(value: unknown, pointer: string, what: string): number | undefined {
    if (typeof value === 'number' && Number.isInteger(value)) return value
    if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
      this.add('coerced', pointer, `Read ${what} ${JSON.stringify(value)} as a number`, {from: value})
      return Number(value)
    }

    return undefined
  }

  /** A required count (an integer, 0 or more): kept or read from a numeric string; absent when missing or unreadable. */
  count(value: unknown, pointer: string, what: string): number | undefined {
    return this.required(value, pointer, what, (given) => {
      const count = this.integer(given, pointer, what)
      return count !== undefined && count >= 0 ? count : undefined
    })
  }

  /**
   * A required word of a vocabulary: kept, read as the nearest word, or read
   * as `unknown` (a word that never means success or done); absent when missing.
   */
  word<Word extends string>(value: unknown, pointer: string, what: string, vocabulary: readonly Word[], nearest: (text: string) => Word | undefined, unknown: Word): Word | undefined {
    const known = vocabulary.find((word) => word === value)
    if (known) return known
    if (value === undefined || value === null) return this.missing(pointer, what)
    const read = (typeof value === 'string' ? nearest(value) : undefined) ?? unknown
    this.add('status', pointer, `Read ${what} ${JSON.stringify(value)} as \`${read}\``, {from: value})
    return read
  }

  /** A number: kept, read from a numeric string, or undefined. */
  number(value: unknown, pointer: string, what: string): number | undefined {
    if (typeof value === 'number') return value
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      this.add('coerced', pointer, `Read ${what} ${JSON.stringify(value)} as a number`, {from: value})
      return Number(value)
    }

    return undefined
  }

  /** A list of strings: kept, with non-strings converted or left out; a lone string becomes a list of one. */
  strings(value: unknown, pointer: string, what: string): string[] | undefined {
    if (typeof value === 'string') {
      this.add('wrapped', pointer, `Read the single ${what} as a list of one`, {from: value})
      return [value]
    }

    if (!Array.isArray(value)) return undefined
    const result: string[] = []
    value.forEach((item, index) => {
      const text = this.optionalString(item, `${pointer}/${index}`, what)
      if (text !== undefined) result.push(text)
    })
    return result
  }
}

/** A shallow copy of an object's fields except `omit`, keeping `__proto__` as data. */
export function copyExcept(object: Record<string, unknown>, omit: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(object)) if (!omit.includes(key)) setOwn(copy, key, object[key])
  return copy
}

/** The first string value among `keys` of an object, with its key. */
export function firstString(object: Record<string, unknown>, keys: readonly string[]): [string, string] | undefined {
  for (const key of keys) {
    const value = object[key]
    if (Object.hasOwn(object, key) && typeof value === 'string') return [key, value]
  }

  return undefined
}

/** `extra` followed by each of `fields` whose value is defined: an absent value gets no key at all. */
export function withDefined(extra: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const object = copyExcept(extra, [])
  for (const key of Object.keys(fields)) if (fields[key] !== undefined) setOwn(object, key, fields[key])
  return object
}
