/** `handback mcp`: serves the library's tools over MCP on stdio (the SDK is loaded by this command only). */
import {parseArgs} from 'node:util'
import type {Io} from './io.js'
import {mcpUsage} from './usage.js'
import {UsageError} from './usage-error.js'
import {version} from './version.js'
import {isMissingPackage, missingPackageMessage} from '../util/optional-package.js'

export async function mcpCommand(argv: string[], io: Io): Promise<number> {
  const {values, positionals} = parseArgs({args: argv, allowPositionals: true, strict: true, options: {help: {type: 'boolean', short: 'h'}}})
  if (values.help) {
    io.stdout(mcpUsage)
    return 0
  }

  if (positionals.length > 0) throw new UsageError('mcp takes no operand')
  // stdout belongs to the protocol from here on: nothing else may be written to it.
  let server: typeof import('../node/mcp-server.js')
  try {
    server = await import('../node/mcp-server.js')
  } catch (error) {
    if (!isMissingPackage(error, '@modelcontextprotocol/sdk')) throw error
    io.stderr(`handback mcp: ${missingPackageMessage('@modelcontextprotocol/sdk', 'the MCP server')}\n`)
    return 2
  }

  await server.serveMcp(version)
  return 0
}
