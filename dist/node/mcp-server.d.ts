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
import { type Readable, type Writable } from 'node:stream';
/**
 * Frames the input into lines of at most `maxMessageBytes`, passing each on
 * whole; a longer one is dropped as it comes (never buffered past the
 * bound), answered with a JSON-RPC error (`-32600`, the request's id when its
 * first bytes name one) on `output`, and said in one line on `log`. The
 * SDK's transport closes on such a message, and the server with it; with
 * the guard, the next message is served.
 */
export declare function guardMessageSize(input: Readable, output: Pick<Writable, 'write'>, log: (line: string) => void, limit?: number): Readable;
/** Serves on stdin/stdout until the client closes the connection. */
export declare function serveMcp(version: string): Promise<void>;
