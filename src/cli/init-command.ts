/** `handback init claude|codex|kilo`: writes the host's settings that run handback (see src/node/host-init.ts). */
import {homedir} from 'node:os'
import {join, resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {trustCodexHooks} from '../node/codex-trust.js'
import {applyInit, handbackCommand, initHosts, libraryUrlBeside, planInit, type InitHost} from '../node/host-init.js'
import {visible} from '../util/visible.js'
import type {Io} from './io.js'
import {initUsage} from './usage.js'
import {positiveInteger, UsageError} from './usage-error.js'

export async function initCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      dir: {type: 'string'},
      config: {type: 'string'},
      command: {type: 'string'},
      mcp: {type: 'boolean'},
      'dry-run': {type: 'boolean'},
      codex: {type: 'string'},
      'no-trust': {type: 'boolean'},
      'max-blocks': {type: 'string'},
      'on-exhausted': {type: 'string'},
      agents: {type: 'string'},
      'every-child': {type: 'boolean'},
      help: {type: 'boolean', short: 'h'}
    }
  })
  if (values.help) {
    io.stdout(initUsage)
    return 0
  }

  if (positionals.length !== 1) throw new UsageError(`init takes one host: ${initHosts.join(', ')}`)
  const host = positionals[0] as InitHost
  if (!initHosts.includes(host)) throw new UsageError(`init expects one of ${initHosts.join(', ')}, got \`${positionals[0]}\``)
  if (host !== 'claude' && values.mcp) throw new UsageError('--mcp is for claude only')
  if (host !== 'codex' && (values.config !== undefined || values.codex !== undefined || values['no-trust'])) throw new UsageError('--config, --codex and --no-trust are for codex only')
  const onExhausted = values['on-exhausted'] ?? 'warn'
  if (onExhausted !== 'allow' && onExhausted !== 'warn') throw new UsageError(`--on-exhausted expects allow or warn, got \`${onExhausted}\``)

  const hookArgs: string[] = []
  if (!values['every-child']) hookArgs.push('--when-asked')
  if (values.agents !== undefined) hookArgs.push('--agents', values.agents)
  if (values['max-blocks'] !== undefined) hookArgs.push('--max-blocks', String(positiveInteger('--max-blocks', values['max-blocks'])))
  hookArgs.push('--on-exhausted', onExhausted)

  const program = io.program
  if (values.command === undefined && program === undefined) throw new UsageError('cannot tell where handback is installed; give the command that runs it with --command')
  const command = values.command ?? handbackCommand(program!.node, program!.script)
  const env = io.env ?? {}
  const codexHome = env.CODEX_HOME ?? join(env.HOME ?? homedir(), '.codex')
  const dir = resolve(io.cwd, values.dir ?? '.')
  const codexConfig = resolve(io.cwd, values.config ?? join(codexHome, 'config.toml'))
  const planned = await planInit(host, {
    command,
    dir,
    codexConfig,
    hookArgs,
    mcp: values.mcp === true,
    libraryUrl: libraryUrlBeside(program?.script ?? resolve(io.cwd, 'dist/cli.js'))
  })
  if (!planned.ok) {
    io.stderr(`handback init: ${visible(planned.message)}\n`)
    return 1
  }

  if (!values['dry-run']) {
    const applied = await applyInit(planned.plan)
    if (!applied.ok) {
      io.stderr(`handback init: ${visible(applied.message)}\n`)
      return 1
    }
  }

  const verb = values['dry-run'] ? 'would be ' : ''
  for (const write of planned.plan.writes) io.stdout(`${visible(write.path)}: ${write.action === 'unchanged' ? 'unchanged' : verb + write.action} — ${visible(write.summary)}\n`)
  for (const note of planned.plan.notes) io.stdout(`note: ${note}\n`)
  if (host === 'codex' && planned.plan.hookCommand !== undefined) return trust(planned.plan.hookCommand, codexConfig, dir, values, io)
  return 0
}

const untrustedNote = 'Codex runs only trusted hooks, and skips the others without a word: trust it with `/hooks` in an interactive Codex session, or run `handback init codex` again with `--codex PATH`.'

/** Codex runs only trusted hooks: the hook just written is trusted through `codex app-server`, and the outcome said. */
async function trust(hookCommand: string, configFile: string, dir: string, values: {codex?: string | undefined; 'no-trust'?: boolean | undefined; 'dry-run'?: boolean | undefined}, io: Io): Promise<number> {
  if (values['no-trust']) {
    io.stdout(`note: not trusted (--no-trust). ${untrustedNote}\n`)
    return 0
  }

  if (values['dry-run']) {
    io.stdout(`${visible(configFile)}: would trust the hook in Codex (through \`codex app-server\`)\n`)
    return 0
  }

  const result = await trustCodexHooks(values.codex ?? 'codex', {configFile, command: hookCommand, cwd: dir, env: {...(io.env ?? {})}})
  if (!result.ok) {
    io.stderr(`handback init: the hook is written but not trusted: ${visible(result.message)}. ${untrustedNote}\n`)
    return 1
  }

  if (result.trusted.length > 0) io.stdout(`${visible(configFile)}: updated — trusted the hook in Codex (hooks.state, through \`codex app-server\`)\n`)
  else io.stdout(`${visible(configFile)}: the hook is already trusted in Codex\n`)
  return 0
}
