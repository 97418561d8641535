/** `handback convert FILE --to meta|markdown`: the converted text on stdout (or `-o`), diagnostics on stderr. */
import {mkdir, stat} from 'node:fs/promises'
import {dirname, resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {contextFromObject, isOperation, type ConvertContext} from '../convert/context.js'
import {convertFrom, convertText} from '../convert/convert-text.js'
import {convertTargets, convertToProtocol} from '../convert/protocol-text.js'
import {isObject} from '../json/document.js'
import {operations} from '../json/options.js'
import {readNamedFile} from '../node/read-bounded.js'
import {writeFileAtomic} from '../node/write-atomic.js'
import {defaultMaxBytes} from '../engine/guard.js'
import {diagnosticLines} from './diagnostic-lines.js'
import type {Io} from './io.js'
import {readInput} from './read-input.js'
import {convertUsage} from './usage.js'
import {outputOptions, outputPath} from './output-option.js'
import {positiveInteger, UsageError} from './usage-error.js'
import {escapedJson, visible} from '../util/visible.js'
import {maxJsonValues} from '../util/bounds.js'
import {groupedDigits} from '../util/describe.js'
import {plainOf} from '../util/snapshot.js'


function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined
  const found = allowed.find((candidate) => candidate === value)
  if (!found) throw new UsageError(`${flag} expects one of ${allowed.join(', ')}, got \`${value}\``)
  return found
}

/** `a,b,c` or a JSON array: the steps of a delegation path. */
export function parseDelegationPath(value: string): string[] {
  const steps = stepsOf(value)
  if (steps.length > maxJsonValues) throw new UsageError(`--delegation-path holds ${groupedDigits(steps.length)} steps, more than ${groupedDigits(maxJsonValues)}`)
  return steps
}

function stepsOf(value: string): string[] {
  const text = value.trim()
  if (text.startsWith('[')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new UsageError(`--delegation-path expects \`a,b,c\` or a JSON array of strings, got \`${value}\``)
    }

    if (!Array.isArray(parsed) || !parsed.every((step) => typeof step === 'string')) {
      throw new UsageError(`--delegation-path expects a JSON array of strings, got \`${value}\``)
    }

    return parsed
  }

  return text
    .split(',')
    .map((step) => step.trim())
    .filter((step) => step !== '')
}

/** Reads a context file (see `contextFromObject`) to the input's bound; problems are usage errors. */
async function readContextFile(path: string, cwd: string, maxBytes: number): Promise<Partial<ConvertContext>> {
  const read = await readNamedFile(resolve(cwd, path), maxBytes)
  if (!read.ok) throw new UsageError(`cannot read context file ${path}: ${read.reason}`)
  const text = read.text

  let value: unknown
  try {
    value = JSON.parse(text.replace(/^\ufeff/, ''))
  } catch (error) {
    throw new UsageError(`context file ${path} is not JSON: ${(error as Error).message}`)
  }

  if (!isObject(value)) throw new UsageError(`context file ${path} must hold a JSON object`)
  if (plainOf(value) === undefined) throw new UsageError(`context file ${path} holds more than ${groupedDigits(maxJsonValues)} values; a context is an operation and an identity`)
  return contextFromObject(value)
}

/** Identity and operation flags, shared by `convert` and `meta start`. */
export const identityOptions = {
  'session-id': {type: 'string'},
  'agent-type': {type: 'string'},
  'delegation-path': {type: 'string'},
  'delegation-depth': {type: 'string'}
} as const

/** The identity given on the command line, only the flags present. */
export function identityFromFlags(values: {
  'session-id'?: string | undefined
  'agent-type'?: string | undefined
  'delegation-path'?: string | undefined
  'delegation-depth'?: string | undefined
}): Partial<ConvertContext> {
  const context: Partial<ConvertContext> = {}
  if (values['session-id'] !== undefined) context.session_id = values['session-id']
  if (values['agent-type'] !== undefined) context.agent_type = values['agent-type']
  if (values['delegation-path'] !== undefined) context.delegation_path = parseDelegationPath(values['delegation-path'])
  if (values['delegation-depth'] !== undefined) context.delegation_depth = positiveInteger('--delegation-depth', values['delegation-depth'])
  return context
}

/** Whether two paths name one file (through links too); false when either does not exist. */
async function sameFile(a: string, b: string): Promise<boolean> {
  const [first, second] = await Promise.all([stat(a).catch(() => undefined), stat(b).catch(() => undefined)])
  return first !== undefined && second !== undefined && first.dev === second.dev && first.ino === second.ino
}

export async function convertCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      to: {type: 'string'},
      from: {type: 'string'},
      operation: {type: 'string'},
      ...identityOptions,
      'duration-seconds': {type: 'string'},
      language: {type: 'string'},
      context: {type: 'string'},
      lenient: {type: 'boolean'},
      'max-bytes': {type: 'string'},
      'task-id': {type: 'string'},
      'base-url': {type: 'string'},
      ...outputOptions,
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(convertUsage)
    return 0
  }

  // No FILE on a terminal: nothing is piped in, so help, not a silent wait on the keyboard.
  if (positionals.length === 0 && io.stdinIsTTY === true) {
    io.stdout(convertUsage)
    return 2
  }

  const outputFile = outputPath(values)

  const to = oneOf('--to', values.to, convertTargets)
  if (!to) throw new UsageError('--to is required: `meta`, `markdown`, `a2a` or `mcp`')
  const from = oneOf('--from', values.from, convertFrom)
  if (values.operation !== undefined && !isOperation(values.operation)) {
    throw new UsageError(`--operation expects one of ${operations.join(', ')}, got \`${values.operation}\``)
  }

  if (positionals.length > 1) throw new UsageError('convert takes one FILE (or `-` for standard input)')
  const path = positionals[0] ?? '-'
  const maxBytes = values['max-bytes'] === undefined ? undefined : positiveInteger('--max-bytes', values['max-bytes'])
  const context: Partial<ConvertContext> = {
    ...(values.context === undefined ? {} : await readContextFile(values.context, io.cwd, Math.max(maxBytes ?? 0, defaultMaxBytes))),
    ...identityFromFlags(values),
    ...(values.operation === undefined ? {} : {operation: values.operation}),
    ...(values['duration-seconds'] === undefined ? {} : {duration_seconds: positiveInteger('--duration-seconds', values['duration-seconds'])}),
    ...(values.language === undefined ? {} : {language: values.language})
  }

  const input = await readInput(path === '-' ? '-' : resolve(io.cwd, path), io, maxBytes)
  if (!input.ok) {
    io.stderr(`handback: cannot read ${visible(path)}: ${visible(input.reason)}\n`)
    return 2
  }

  const common = {
    context,
    ...(from ? {from} : {}),
    ...(path === '-' ? {} : {fileName: path}),
    ...(values.lenient ? {lenient: true} : {}),
    maxBytes: input.maxBytes
  }
  // A2A and MCP go through the report; their output is JSON in the protocol's shape, not a return to lint again.
  const result =
    to === 'a2a' || to === 'mcp'
      ? convertToProtocol(input.text, {
          ...common,
          to,
          a2a: {...(values['task-id'] === undefined ? {} : {taskId: values['task-id']}), ...(values['base-url'] === undefined ? {} : {baseUrl: values['base-url']})}
        })
      : convertText(input.text, {...common, to})
  io.stderr(diagnosticLines(path === '-' ? '<stdin>' : path, result.diagnostics))
  if (result.output === null) {
    const advice = result.refused === 'input' ? 'fix the errors above or use --lenient' : 'give what the errors above ask for'
    io.stderr(`handback convert: ${path === '-' ? '<stdin>' : visible(path)} (${result.from}) not converted to ${to}: ${advice}\n`)
    return 1
  }

  // The output is written even when it does not lint clean, so its gaps can be filled by hand; the exit code says so.
  // JSON written with C1 controls and bidi characters escaped: the same value, safe to show.
  const output = to === 'markdown' ? result.output : escapedJson(result.output)
  const outputErrors = ('outputDiagnostics' in result ? (result.outputDiagnostics ?? []) : []).filter((diagnostic) => diagnostic.severity === 'error')
  const outputName = outputFile ?? '<output>'
  const unclean = (): number => {
    if (outputErrors.length === 0) return 0
    io.stderr(diagnosticLines(outputName, outputErrors))
    io.stderr(
      `handback convert: the ${to} written does not lint clean (${outputErrors.length} error${outputErrors.length === 1 ? '' : 's'} above): the input does not say what it needs\n`
    )
    return 1
  }

  if (outputFile === undefined) {
    io.stdout(output)
    return unclean()
  }

  try {
    const target = resolve(io.cwd, outputFile)
    // Converting a file onto itself replaces the source with another format: almost always a slip of the pen.
    if (path !== '-' && (await sameFile(resolve(io.cwd, path), target))) {
      io.stderr(`handback: cannot write ${visible(outputFile)}: it is the input; write the conversion to another file\n`)
      return 2
    }

    // A task folder may not exist yet when the parent writes the child's metadata into it.
    await mkdir(dirname(target), {recursive: true})
    const written = await writeFileAtomic(target, output)
    if (!written.ok) {
      io.stderr(`handback: cannot write ${visible(outputFile)}: ${visible(written.message)}\n`)
      return 2
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    io.stderr(`handback: cannot write ${visible(outputFile)}: ${visible(code ?? (error as Error).message)}\n`)
    return 2
  }

  return unclean()
}
