/** `handback hook`: the SubagentStop / Stop hook of Claude Code and Codex (see src/node/hook.ts). */
import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {hookKinds, runHook, type HookKind, type HookOptions} from '../node/hook.js'
import type {Io} from './io.js'
import {hookUsage} from './usage.js'
import {positiveInteger, UsageError} from './usage-error.js'


/** Largest event read from stdin; events carry one message, far below this. */
const inputMaxBytes = 8 * 1024 * 1024

export async function hookCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      'max-blocks': {type: 'string'},
      'on-exhausted': {type: 'string'},
      agents: {type: 'string'},
      'when-asked': {type: 'boolean'},
      marker: {type: 'string'},
      kind: {type: 'string'},
      'state-dir': {type: 'string'},
      'no-transcript': {type: 'boolean'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(hookUsage)
    return 0
  }

  if (positionals.length > 0) throw new UsageError('hook takes no operand: the event comes on standard input')
  const onExhausted = values['on-exhausted']
  if (onExhausted !== undefined && onExhausted !== 'allow' && onExhausted !== 'warn') throw new UsageError(`--on-exhausted expects allow or warn, got \`${onExhausted}\``)
  const kind = values.kind
  if (kind !== undefined && !(hookKinds as readonly string[]).includes(kind)) throw new UsageError(`--kind expects one of ${hookKinds.join(', ')}, got \`${kind}\``)
  const options: HookOptions = {
    ...(values['max-blocks'] === undefined ? {} : {maxBlocks: positiveInteger('--max-blocks', values['max-blocks'])}),
    ...(onExhausted === undefined ? {} : {onExhausted}),
    ...(values.agents === undefined ? {} : {agents: values.agents.split(',').map((name) => name.trim()).filter((name) => name !== '')}),
    ...(values['when-asked'] ? {whenAsked: true} : {}),
    ...(values.marker === undefined ? {} : {marker: values.marker}),
    ...(kind === undefined ? {} : {kind: kind as HookKind}),
    ...(values['state-dir'] === undefined ? {} : {stateDir: resolve(io.cwd, values['state-dir'])}),
    ...(values['no-transcript'] ? {checkTranscript: false} : {})
  }

  let input: string
  try {
    const raw = await io.readStdin(inputMaxBytes)
    input = typeof raw === 'string' ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8')
  } catch (error) {
    io.stderr(`handback hook: cannot read standard input (${error instanceof Error ? error.message : String(error)}); the agent may stop\n`)
    return 0
  }

  const outcome = await runHook(input, options)
  io.stdout(outcome.stdout)
  io.stderr(outcome.stderr)
  return outcome.exitCode
}
