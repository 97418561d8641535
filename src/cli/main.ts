/** The CLI as a function of its arguments and I/O, returning the exit code; never throws. */
import {convertCommand} from './convert-command.js'
import {decideCommand} from './decide-command.js'
import {lintCommand} from './lint-command.js'
import {metaCommand} from './meta-command.js'
import type {Io} from './io.js'
import {parseCommand} from './parse-command.js'
import {schemaCommand} from './schema-command.js'
import {mainUsage} from './usage.js'
import {UsageError} from './usage-error.js'
import {version} from './version.js'

const commands: Record<string, (argv: string[], io: Io) => Promise<number>> = {
  parse: parseCommand,
  lint: lintCommand,
  schema: schemaCommand,
  convert: convertCommand,
  meta: metaCommand,
  decide: decideCommand
}

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

  const command = Object.hasOwn(commands, name) ? commands[name] : undefined
  if (!command) {
    io.stderr(`handback: unknown command \`${name}\`\n\n${mainUsage}`)
    return 2
  }

  try {
    return await command(rest, io)
  } catch (error) {
    if (error instanceof UsageError || isArgumentError(error)) {
      io.stderr(`handback ${name}: ${(error as Error).message}\nRun \`handback ${name} --help\` for usage.\n`)
      return 2
    }

    // Anything else is a bug; still one line, never a stack trace.
    io.stderr(`handback ${name}: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
    return 2
  }
}
