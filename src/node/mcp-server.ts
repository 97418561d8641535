/**
 * `handback mcp`: an MCP server over stdio, built on the official SDK, that
 * serves the tools of `mcp-tools.ts`. Each result carries the structured
 * value as `structuredContent` and the same JSON as text; `isError` is set
 * only when the tool itself could not answer.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js'
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js'
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js'
import {mcpTools} from './mcp-tools.js'

/** The server with every tool registered, not yet connected. */
function createMcpServer(version: string): McpServer {
  const server = new McpServer({name: 'handback', version})
  for (const definition of mcpTools) {
    const run = definition.run as (args: unknown) => unknown
    server.registerTool(
      definition.name,
      {title: definition.title, description: definition.description, inputSchema: definition.input, outputSchema: definition.output},
      async (args: unknown): Promise<CallToolResult> => {
        try {
          const value = run(args) as Record<string, unknown>
          return {content: [{type: 'text', text: JSON.stringify(value, null, 2)}], structuredContent: value}
        } catch (error) {
          // The library answers every input with diagnostics; reaching here is a bug, reported to the client, not a crash.
          return {content: [{type: 'text', text: `handback ${definition.name} failed: ${error instanceof Error ? error.message : String(error)}`}], isError: true}
        }
      }
    )
  }

  return server
}

/** Serves on stdin/stdout until the client closes the connection. */
export async function serveMcp(version: string): Promise<void> {
  const server = createMcpServer(version)
  const transport = new StdioServerTransport()
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve()
  })
  await server.connect(transport)
  await closed
}
