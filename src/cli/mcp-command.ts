/** `handback mcp`: serves the library's tools over MCP on stdio (the SDK is loaded by this command only). */
import {parseArgs} from 'node:util'
import type {Io} from './io.js'
import {mcpUsage} from './usage.js'
import {UsageError} from './usage-error.js'
import {version} from './version.js'

export async function mcpCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({args: argv, allowPositionals: true, strict: true, options: {help: {type: 'boolean', short: 'h'}}})
  if (values.help) {
    io.stdout(mcpUsage)
    return 0
  }

  if (positionals.length > 0) throw new UsageError('mcp takes no operand')
  // stdout belongs to the protocol from here on: nothing else may be written to it.
  const {serveMcp} = await import('../node/mcp-server.js')
  await serveMcp(version)
  return 0
}
