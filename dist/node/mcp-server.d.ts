/**
 * `handback mcp`: an MCP server over stdio, built on the official SDK, that
 * serves the tools of `mcp-tools.ts`. A result carries the structured value
 * as `structuredContent` and the same JSON as text, or, for a tool whose
 * result is text for a model, that text alone; `isError` is set only when
 * the tool itself could not answer.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
/** The server with every tool registered, not yet connected. */
export declare function createMcpServer(version: string): McpServer;
/** Serves on stdin/stdout until the client closes the connection. */
export declare function serveMcp(version: string): Promise<void>;
