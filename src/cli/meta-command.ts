/**
 * `handback meta get|start|remove|locate`: the parent's postflight steps on a
 * return-metadata file, replacing `jq -r`, `cat > … << EOF` and `rm -f`.
 */
import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {locateReturnMeta, readMetaField, removeReturnMeta, writeReturnMeta} from '../node/postflight.js'
import {parseFieldPath} from '../postflight/field-path.js'
import {earlyReturnMeta} from '../postflight/early-meta.js'
import {taskNumber} from '../postflight/locate.js'
import {identityFromFlags, identityOptions} from './convert-command.js'
import type {Io} from './io.js'
import {metaUsage} from './usage.js'
import {UsageError} from './usage-error.js'

const flagOfField: Record<string, string> = {
  session_id: '--session-id',
  agent_type: '--agent-type',
  delegation_depth: '--delegation-depth',
  delegation_path: '--delegation-path'
}

async function getCommand(positionals: string[], fallback: string | undefined, io: Io): Promise<number> {
  if (positionals.length !== 2) throw new UsageError('meta get takes FILE and a field PATH such as `.artifacts[0].path`')
  const [file, path] = positionals as [string, string]
  const parsed = parseFieldPath(path)
  if (!parsed.ok) throw new UsageError(`invalid field path \`${path}\`: ${parsed.message} at character ${parsed.index + 1}`)
  const result = await readMetaField(resolve(io.cwd, file), path)
  if (result.found) {
    io.stdout(result.text + '\n')
    return 0
  }

  // With a default, a missing file or field is an answer, as `jq -r '.x // ""'` gives one.
  if (fallback !== undefined) {
    io.stdout(fallback + '\n')
    return 0
  }

  io.stderr(`handback meta get: ${file}: ${result.message}\n`)
  return 1
}

async function startCommand(positionals: string[], values: Record<string, string | boolean | undefined>, io: Io): Promise<number> {
  if (positionals.length !== 1) throw new UsageError('meta start takes one FILE')
  const identity = identityFromFlags(values as Record<string, string | undefined>)
  const stage = typeof values['stage'] === 'string' ? values['stage'] : undefined
  const details = typeof values['details'] === 'string' ? values['details'] : undefined
  const result = earlyReturnMeta(identity, {...(stage === undefined ? {} : {stage}), ...(details === undefined ? {} : {details})})
  if (!result.meta) {
    const missing = result.diagnostics.flatMap((diagnostic) => diagnostic.expected ?? []).map((field) => flagOfField[field] ?? field)
    throw new UsageError(`meta start needs ${missing.join(', ')}`)
  }

  const file = positionals[0]!
  const written = await writeReturnMeta(resolve(io.cwd, file), result.meta)
  if (!written.ok) {
    io.stderr(`handback: cannot write ${file}: ${written.message}\n`)
    return 2
  }

  return 0
}

async function removeCommand(positionals: string[], io: Io): Promise<number> {
  if (positionals.length !== 1) throw new UsageError('meta remove takes one FILE')
  const file = positionals[0]!
  try {
    await removeReturnMeta(resolve(io.cwd, file))
  } catch (error) {
    io.stderr(`handback: cannot remove ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`)
    return 2
  }

  return 0
}

async function locateCommand(positionals: string[], io: Io): Promise<number> {
  if (positionals.length < 2 || positionals.length > 3) throw new UsageError('meta locate takes ROOT, TASK and optionally SLUG')
  const [root, task, slug] = positionals as [string, string, string | undefined]
  if (taskNumber(task) === undefined) throw new UsageError(`TASK expects a task number such as 14 or 014, got \`${task}\``)
  const located = await locateReturnMeta(resolve(io.cwd, root), task, slug)
  if (!located) {
    io.stderr(`handback meta locate: no folder for task ${task} under ${root}/specs\n`)
    return 1
  }

  io.stdout(located.path + '\n')
  return located.exists ? 0 : 1
}

export async function metaCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      default: {type: 'string'},
      ...identityOptions,
      stage: {type: 'string'},
      details: {type: 'string'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  const [action, ...rest] = positionals
  if (values.help || action === undefined) {
    io.stdout(metaUsage)
    return values.help ? 0 : 2
  }

  const startFlags = ['session-id', 'agent-type', 'delegation-path', 'delegation-depth', 'stage', 'details'] as const
  const misplaced = [...(action === 'get' ? [] : values.default === undefined ? [] : ['--default']), ...(action === 'start' ? [] : startFlags.filter((flag) => values[flag] !== undefined).map((flag) => `--${flag}`))]
  if (misplaced.length > 0) throw new UsageError(`${misplaced.join(', ')} cannot be used with \`meta ${action}\``)
  switch (action) {
    case 'get':
      return getCommand(rest, values.default, io)
    case 'start':
      return startCommand(rest, values, io)
    case 'remove':
      return removeCommand(rest, io)
    case 'locate':
      return locateCommand(rest, io)
    default:
      throw new UsageError(`unknown action \`${action}\`, expected get, start, remove or locate`)
  }
}
