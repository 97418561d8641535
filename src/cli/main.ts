/** The CLI as a function of its arguments and I/O, returning the exit code; never throws. */
import type {Io} from './io.js'
import {checkUsage, handoffUsage, convertUsage, decideUsage, explainUsage, hookUsage, initUsage, lintUsage, mainUsage, mcpUsage, metaUsage, parseUsage, schemaUsage, templateUsage} from './usage.js'
import {argumentErrorMessage, commandSuggestion} from './option-suggestion.js'
import {UsageError, usageErrorLine} from './usage-error.js'
import {version} from './version.js'
import {visible} from '../util/visible.js'

type Command = (argv: string[], io: Io) => Promise<number>

// Each command's module is loaded when it runs: start-up time is paid only for what a command uses.
const commands: Record<string, () => Promise<Command>> = {
  parse: async () => (await import('./parse-command.js')).parseCommand,
  lint: async () => (await import('./lint-command.js')).lintCommand,
  schema: async () => (await import('./schema-command.js')).schemaCommand,
  convert: async () => (await import('./convert-command.js')).convertCommand,
  meta: async () => (await import('./meta-command.js')).metaCommand,
  decide: async () => (await import('./decide-command.js')).decideCommand,
  check: async () => (await import('./check-command.js')).checkCommand,
  handoff: async () => (await import('./handoff-command.js')).handoffCommand,
  template: async () => (await import('./template-command.js')).templateCommand,
  explain: async () => (await import('./explain-command.js')).explainCommand,
  hook: async () => (await import('./hook-command.js')).hookCommand,
  mcp: async () => (await import('./mcp-command.js')).mcpCommand,
  init: async () => (await import('./init-command.js')).initCommand
}

/**
 * Claude Code and Codex read exit 2 from a Stop or SubagentStop hook as "block the stop": a typo in the
 * hook's settings would then block every stop, with no end. The hook's own mistakes exit 1, the
 * hosts' non-blocking error, which lets the agent stop and shows the message to the user.
 */
const hookFailureExit = 1

function isArgumentError(error: unknown): boolean {
  const code = (error as {code?: unknown} | undefined)?.code
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')
}

export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    io.stdout(mainUsage)
    return name === undefined ? 2 : 0
  }

  if (name === '-v' || name === '--version') {
    io.stdout(`${version}\n`)
    return 0
  }

  const load = Object.hasOwn(commands, name) ? commands[name] : undefined
  if (!load) {
    // One line, as for a command's own mistakes: what is wrong, the nearest word, where the commands are listed.
    const option = name.startsWith('-')
    const suggestion = option ? commandSuggestion(name, ['--help', '--version']) : commandSuggestion(name, Object.keys(commands))
    const what = option ? `unknown option \`${visible(name)}\`${suggestion || ' (a command comes first: handback lint --strict FILE)'}` : `unknown command \`${visible(name)}\`${suggestion}`
    io.stderr(`handback: ${what}${suggestion ? '' : '.'} Run \`handback --help\` for the commands.\n`)
    // A misspelt `hook` in a host's settings is a hook's mistake: it must not block every stop either.
    return suggestion.includes('`hook`') ? hookFailureExit : 2
  }

  try {
    const command = await load()
    return await command(rest, io)
  } catch (error) {
    if (error instanceof UsageError || isArgumentError(error)) {
      // Usage errors quote the arguments, which may hold control characters: shown as escapes.
      const usages: Record<string, string> = {parse: parseUsage, lint: lintUsage, convert: convertUsage, meta: metaUsage, decide: decideUsage, check: checkUsage, handoff: handoffUsage, schema: schemaUsage, template: templateUsage, explain: explainUsage, hook: hookUsage, mcp: mcpUsage, init: initUsage}
      const message = isArgumentError(error) ? argumentErrorMessage(error, usages[name]) : (error as Error).message
      // One line: what is wrong, then where the options are listed.
      io.stderr(usageErrorLine(name, visible(message)))
      return name === 'hook' ? hookFailureExit : 2
    }

    // Anything else is a bug; still one line, never a stack trace.
    io.stderr(`handback ${name}: internal error: ${visible(error instanceof Error ? error.message : String(error))}\n`)
    return name === 'hook' ? hookFailureExit : 2
  }
}
