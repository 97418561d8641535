/**
 * `handback mcp`: an MCP server over stdio, built on the official SDK, that
 * serves the tools of `mcp-tools.ts`. A result carries the structured value
 * as `structuredContent` and its serialized JSON, compact, as the one text
 * block (the specification's SHOULD "for backwards compatibility": clients
 * that read only `content` still get the result, while Claude Code shows its
 * model `structuredContent` alone, and the Inspector both); or, for a tool
 * whose result is text for a model, that text alone. Nothing is indented:
 * indentation and its escapes made the text larger than the value.
 * `isError` is set only when the tool itself could not answer.
 */
import {PassThrough, type Readable, type Writable} from 'node:stream'
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
      {title: definition.title, description: definition.description, inputSchema: definition.input, ...(definition.output ? {outputSchema: definition.output} : {})},
      async (args: unknown): Promise<CallToolResult> => {
        try {
          const value = run(args) as Record<string, unknown>
          // Text for a model goes as text: a host shows structured content as one escaped JSON string.
          if (definition.text) return {content: (definition.text as (result: unknown) => string[])(value).map((text) => ({type: 'text', text}))}
          return {content: [{type: 'text', text: JSON.stringify(value)}], structuredContent: value}
        } catch (error) {
          // The library answers every input with diagnostics; reaching here is a bug, reported to the client, not a crash.
          return {content: [{type: 'text', text: `handback ${definition.name} failed: ${error instanceof Error ? error.message : String(error)}`}], isError: true}
        }
      }
    )
  }

  return server
}

/** The largest JSON-RPC message read: the SDK's own bound, past which its transport closes. */
const maxMessageBytes = 10 * 1024 * 1024

/**
 * Frames the input into lines of at most `maxMessageBytes`, passing each on
 * whole; a longer one is dropped as it comes (never buffered past the
 * bound), answered with a JSON-RPC error (`-32600`, the request's id when its
 * first bytes name one) on `output`, and said in one line on `log`. The
 * SDK's transport closes on such a message, and the server with it; with
 * the guard, the next message is served.
 */
export function guardMessageSize(input: Readable, output: Pick<Writable, 'write'>, log: (line: string) => void, limit: number = maxMessageBytes): Readable {
  const guarded = new PassThrough()
  let pending: Buffer[] = []
  let length = 0
  let head = ''
  let oversize = false
  const refuse = (): void => {
    const id = /"id"\s*:\s*(-?\d{1,16}|"(?:[^"\\]|\\.){0,200}")/.exec(head)?.[1]
    const message = `Invalid Request: message larger than ${limit} bytes, not read`
    output.write(`${JSON.stringify({jsonrpc: '2.0', id: id === undefined ? null : (JSON.parse(id) as number | string), error: {code: -32600, message}})}\n`)
    log(`handback mcp: a message larger than ${limit} bytes was refused; still serving\n`)
  }

  input.on('data', (chunk: Buffer) => {
    let start = 0
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, newline + 1)
      if (oversize || length + piece.length > limit + 1) {
        if (!oversize) head = Buffer.concat([...pending, piece]).subarray(0, 1024).toString('utf8')
        refuse()
      } else guarded.write(Buffer.concat([...pending, piece]))
      pending = []
      length = 0
      head = ''
      oversize = false
      start = newline + 1
    }

    const rest = chunk.subarray(start)
    if (rest.length === 0) return
    if (oversize) return
    if (length + rest.length > limit) {
      // Keep the first bytes, where the id is, and drop the rest as it comes.
      head = Buffer.concat([...pending, rest]).subarray(0, 1024).toString('utf8')
      pending = []
      length = 0
      oversize = true
      return
    }

    pending.push(rest)
    length += rest.length
  })
  input.on('end', () => {
    if (oversize) refuse()
    else if (length > 0) guarded.write(Buffer.concat(pending))
    guarded.end()
  })
  input.on('error', (error) => guarded.destroy(error))
  return guarded
}

/** Serves on stdin/stdout until the client closes the connection. */
export async function serveMcp(version: string): Promise<void> {
  const server = createMcpServer(version)
  const input = guardMessageSize(process.stdin, process.stdout, (line) => process.stderr.write(line))
  const transport = new StdioServerTransport(input, process.stdout)
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve()
  })
  await server.connect(transport)
  await closed
}
