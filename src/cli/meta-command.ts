/**
 * `handback meta get|start|remove|locate`: the parent's postflight steps on a
 * return-metadata file, replacing `jq -r`, `cat > … << EOF` and `rm -f`.
 */
import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {taskNumber} from '../postflight/locate.js'
import type {Io} from './io.js'
import {getCommand, getFormat} from './meta-get.js'
import {metaUsage} from './usage.js'
import {UsageError} from './usage-error.js'
import {visible} from '../util/visible.js'

// `get` loads only the field reader: writing, locating and identity flags are imported by the actions that use them.

const flagOfField: Record<string, string> = {
  session_id: '--session-id',
  agent_type: '--agent-type',
  delegation_depth: '--delegation-depth',
  delegation_path: '--delegation-path'
}

async function startCommand(positionals: string[], values: Record<string, string | boolean | undefined>, io: Io): Promise<number> {
  if (positionals.length !== 1) throw new UsageError('meta start takes one FILE')
  const {identityFromFlags} = await import('./convert-command.js')
  const {earlyReturnMeta} = await import('../postflight/early-meta.js')
  const {writeReturnMeta} = await import('../node/postflight.js')
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
    io.stderr(`handback: cannot write ${visible(file)}: ${visible(written.message)}\n`)
    return 2
  }

  return 0
}

async function removeCommand(positionals: string[], io: Io): Promise<number> {
  if (positionals.length !== 1) throw new UsageError('meta remove takes one FILE')
  const file = positionals[0]!
  const {removeReturnMeta} = await import('../node/postflight.js')
  try {
    await removeReturnMeta(resolve(io.cwd, file))
  } catch (error) {
    io.stderr(`handback: cannot remove ${visible(file)}: ${visible((error as NodeJS.ErrnoException).code ?? (error as Error).message)}\n`)
    return 2
  }

  return 0
}

async function locateCommand(positionals: string[], io: Io): Promise<number> {
  if (positionals.length < 2 || positionals.length > 3) throw new UsageError('meta locate takes ROOT, TASK and optionally SLUG')
  const [root, task, slug] = positionals as [string, string, string | undefined]
  if (taskNumber(task) === undefined) throw new UsageError(`TASK expects a task number such as 14 or 014, got \`${task}\``)
  const {locateReturnMeta} = await import('../node/postflight.js')
  const located = await locateReturnMeta(resolve(io.cwd, root), task, slug)
  if (!located) {
    io.stderr(`handback meta locate: no folder for task ${visible(task)} under ${visible(root)}/specs\n`)
    return 1
  }

  // The path is data for a script (`dir=$(handback meta locate …)`), printed as it is on disk; a name holding control or
  // invisible characters (a folder of the tree being read) is named escaped instead, never written raw to a terminal or a script.
  if (visible(located.path) !== located.path) {
    io.stderr(`handback meta locate: the folder for task ${visible(task)} has control or invisible characters in its name, not printed: ${visible(located.path)}\n`)
    return 2
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
      format: {type: 'string', short: 'f'},
      // The identity flags of `start`, spelled here so that `get` need not load the converter that defines them.
      'session-id': {type: 'string'},
      'agent-type': {type: 'string'},
      'delegation-path': {type: 'string'},
      'delegation-depth': {type: 'string'},
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
  const misplaced = [...(action === 'get' ? [] : [...(values.default === undefined ? [] : ['--default']), ...(values.format === undefined ? [] : ['--format'])]), ...(action === 'start' ? [] : startFlags.filter((flag) => values[flag] !== undefined).map((flag) => `--${flag}`))]
  if (misplaced.length > 0) throw new UsageError(`${misplaced.join(', ')} cannot be used with \`meta ${action}\``)
  switch (action) {
    case 'get':
      return getCommand(rest, values.default, getFormat(values.format), io)
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
