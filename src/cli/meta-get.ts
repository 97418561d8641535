/**
 * `handback meta get`: fields of a return-metadata file, validation first, as
 * a skill's `jq empty` and `jq -r` sequence reads them. Apart from the other
 * actions, it loads only the field reader (`meta-get-main.ts` runs it alone).
 */
import {resolve} from 'node:path'
import {defaultMaxBytes} from '../engine/guard.js'
import {formatField} from '../postflight/field-path.js'
import {lookupMetaField, parseFieldRequest, readMetaText, type FieldRequest} from '../postflight/meta-fields.js'
import {shellQuote, shellReservedNames} from '../postflight/shell-names.js'
import type {Io} from './io.js'
import {readNamedInput} from './read-input.js'
import {UsageError} from './usage-error.js'
import {exceedsBytes} from '../util/utf8.js'
import {jsonText, visible} from '../util/visible.js'

const formats = ['plain', 'shell', 'json'] as const
type GetFormat = (typeof formats)[number]

/** Most fields one call reads: a skill's postflight reads about ten. */
const maxFields = 64
/** Most characters one call writes: each field may be the whole file (`.`), and the output is built whole before it is written. */
const maxOutput = 64 * 1024 * 1024

/** The fields' output in `format`, or undefined when it would pass `maxOutput`. */
function render(format: GetFormat, requests: readonly FieldRequest[], values: ReadonlyArray<unknown>, fallback: string | undefined): string | undefined {
  const parts: string[] = []
  let length = 0
  const add = (part: string): boolean => {
    length += part.length
    parts.push(part)
    return length <= maxOutput
  }

  if (format === 'json') {
    // A field's own default keeps the JSON type it was written with (`.n // 7` is the number 7, as in jq).
    const valueOf = (request: FieldRequest, index: number): unknown => (values[index] !== undefined ? values[index] : request.fallback !== undefined ? request.fallbackValue : (fallback ?? null))
    // Member by member, as `jsonText` writes an object: the bound is checked before the whole is built.
    for (const [index, request] of requests.entries()) if (!add(`${index === 0 ? '{' : ','}${jsonText(request.name)}:${jsonText(valueOf(request, index))}`)) return undefined
    return parts.join('') + (requests.length === 0 ? '{}' : '}') + '\n'
  }

  const textOf = (index: number): string | undefined => (values[index] === undefined ? (requests[index]!.fallback ?? fallback) : formatField(values[index]))
  // Several fields in plain output are one line each: a line break in a value would shift every later field.
  const oneLine = format === 'plain' && requests.length > 1 ? (text: string): string => text.replace(/[\\\n\r]/g, (char) => (char === '\n' ? '\\n' : char === '\r' ? '\\r' : '\\\\')) : (text: string): string => text
  // One line per field; a lone missing field without a default prints nothing, as before several fields were read at once.
  if (format === 'plain' && requests.length === 1 && textOf(0) === undefined) return ''
  for (const [index, request] of requests.entries()) {
    const text = textOf(index) ?? ''
    if (!add(format === 'shell' ? `${request.name}=${shellQuote(text)}\n` : `${oneLine(text)}\n`)) return undefined
  }

  return parts.join('')
}

export async function getCommand(positionals: string[], fallback: string | undefined, format: GetFormat, io: Io): Promise<number> {
  if (positionals.length < 2) throw new UsageError('meta get takes FILE (or - for standard input) and one or more field PATHs such as `.artifacts[0].path`')
  const [file, ...expressions] = positionals as [string, ...string[]]
  if (expressions.length > maxFields) throw new UsageError(`meta get reads at most ${maxFields} fields in one call, got ${expressions.length}`)
  const requests: FieldRequest[] = []
  for (const expression of expressions) {
    const reading = parseFieldRequest(expression)
    if (!reading.ok) throw new UsageError(reading.message)
    requests.push(reading.request)
  }

  if (format !== 'plain') {
    const seen = new Set<string>()
    for (const {name, path} of requests) {
      if (seen.has(name)) throw new UsageError(`two fields are named \`${name}\`; name one, as in \`other=${path}\``)
      if (format === 'shell' && shellReservedNames.has(name)) throw new UsageError(`\`${name}\` is a variable a shell reads, sets or keeps read-only; name the field, as in \`field=${path}\``)
      seen.add(name)
    }
  }

  // Names and messages quote the caller's path and the file's text: shown escaped.
  const label = file === '-' ? '<stdin>' : visible(file)
  const input = await readNamedInput(file === '-' ? '-' : resolve(io.cwd, file), io)
  // A file that cannot be read, or is not strict JSON, answers nothing: every field takes its default, the exit is 1.
  // Reads stop at maxBytes + 1: a longer file is refused whole, not parsed as a truncated (and so invalid) text.
  const reading = !input.ok ? {ok: false as const, message: input.reason} : exceedsBytes(input.text, input.maxBytes) ? {ok: false as const, message: `larger than ${defaultMaxBytes} bytes; not read`} : readMetaText(input.text)
  const values = requests.map((request) => {
    if (!reading.ok) return undefined
    const answer = lookupMetaField(reading.value, request.segments)
    return answer.found ? answer.value : undefined
  })
  const output = render(format, requests, values, fallback)
  if (output === undefined) {
    io.stderr(`handback meta get: ${label}: the fields' values come to more than ${maxOutput / 1024 / 1024} MiB; read fewer at once\n`)
    return 2
  }

  io.stdout(output)
  if (!reading.ok) {
    io.stderr(`handback meta get: ${label}: ${visible(reading.message)}\n`)
    return 1
  }

  // With a default (its own `// "x"`, or --default), a missing field is an answer, as `jq -r '.x // ""'` gives one.
  const missing = requests.filter((request, index) => values[index] === undefined && request.fallback === undefined && fallback === undefined)
  for (const {path} of missing) io.stderr(`handback meta get: ${label}: no value at \`${visible(path)}\`\n`)
  return missing.length > 0 ? 1 : 0
}

export function getFormat(value: string | undefined): GetFormat {
  if (value === undefined) return 'plain'
  const format = formats.find((candidate) => candidate === value)
  if (!format) throw new UsageError(`--format expects one of ${formats.join(', ')}, got \`${value}\``)
  return format
}
