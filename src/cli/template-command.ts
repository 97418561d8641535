/** `handback template`: prints the format instructions a parent appends to a child's brief. */
import {parseArgs} from 'node:util'
import {operations} from '../json/options.js'
import {formatInstructions, instructionKinds, type InstructionKind} from '../postflight/format-instructions.js'
import {returnStates} from '../schema/return-state.js'
import type {Io} from './io.js'
import {templateUsage} from './usage.js'
import {UsageError} from './usage-error.js'

function oneOf(flag: string, value: string | undefined, allowed: readonly string[]): string | undefined {
  if (value === undefined) return undefined
  if (!allowed.includes(value)) throw new UsageError(`${flag} expects one of ${allowed.join(', ')}, got \`${value}\``)
  return value
}

export async function templateCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      state: {type: 'string'},
      operation: {type: 'string'},
      kind: {type: 'string'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(templateUsage)
    return 0
  }

  if (positionals.length > 0) throw new UsageError('template takes no operand')
  const state = oneOf('--state', values.state, returnStates)
  const operation = oneOf('--operation', values.operation, operations)
  const kind = oneOf('--kind', values.kind, instructionKinds)
  const {text} = formatInstructions({
    ...(state === undefined ? {} : {state: state as (typeof returnStates)[number]}),
    ...(operation === undefined ? {} : {operation: operation as (typeof operations)[number]}),
    ...(kind === undefined ? {} : {kind: kind as InstructionKind})
  })
  io.stdout(text)
  return 0
}
