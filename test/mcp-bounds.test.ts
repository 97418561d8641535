/**
 * `handback mcp` survives a message larger than its bound: the request is
 * answered with a JSON-RPC error, one line goes to stderr, and the next
 * message is served. Every kind the `lint` tool can detect is within its
 * output schema, so no text turns a result into an error.
 */
import {spawn} from 'node:child_process'
import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {PassThrough} from 'node:stream'
import {Client} from '@modelcontextprotocol/sdk/client/index.js'
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js'
import {CallToolResultSchema} from '@modelcontextprotocol/sdk/types.js'
import {describe, expect, it} from 'vitest'
import {guardMessageSize} from '../src/node/mcp-server.js'

const root = join(import.meta.dirname, '..')
const cli = join(root, 'dist', 'cli.js')

/** Feeds `chunks` through the guard; the lines passed on, what was written back, and the log. */
async function guard(chunks: readonly string[], limit: number) {
  const input = new PassThrough()
  const written: string[] = []
  const logged: string[] = []
  const guarded = guardMessageSize(input, {write: (text: string) => (written.push(text), true)} as never, (line) => logged.push(line), limit)
  const passed: Buffer[] = []
  guarded.on('data', (chunk: Buffer) => passed.push(chunk))
  const ended = new Promise((resolve) => guarded.on('end', resolve))
  for (const chunk of chunks) input.write(chunk)
  input.end()
  await ended
  return {passed: Buffer.concat(passed).toString('utf8'), written, logged}
}

describe('guardMessageSize', () => {
  it('passes lines within the bound, whole, however they are cut', async () => {
    const lines = '{"id":1}\n{"id":2,"x":"' + 'y'.repeat(50) + '"}\n'
    for (const size of [1, 3, 7, lines.length]) {
      const chunks = lines.match(new RegExp(`[^]{1,${size}}`, 'g'))!
      expect((await guard(chunks, 100)).passed).toBe(lines)
    }
  })

  // Larger than the bound: in one chunk, cut before or after the newline, with or without an id, the last line unterminated.
  const cases: ReadonlyArray<readonly [string, string[], unknown]> = [
    ['one chunk, numeric id', ['{"jsonrpc":"2.0","id":7,"x":"' + 'y'.repeat(200) + '"}\n'], 7],
    ['many chunks, string id', ['{"jsonrpc":"2.0","id":"a\\"b",', '"x":"' + 'y'.repeat(150), 'y'.repeat(150) + '"}', '\n'], 'a"b'],
    ['no id', ['{"jsonrpc":"2.0","method":"m","x":"' + 'y'.repeat(300) + '"}\n'], null],
    ['unterminated at the end', ['{"id":9,"x":"' + 'y'.repeat(300)], 9]
  ]
  for (const [name, chunks, id] of cases) {
    it(`refuses ${name} with a JSON-RPC error and goes on`, async () => {
      const after = chunks.at(-1)!.endsWith('\n') ? ['{"id":10}\n'] : []
      const result = await guard([...chunks, ...after], 100)
      expect(result.written.map((line) => JSON.parse(line) as unknown)).toEqual([{jsonrpc: '2.0', id, error: {code: -32600, message: 'Invalid Request: message larger than 100 bytes, not read'}}])
      expect(result.logged).toEqual(['handback mcp: a message larger than 100 bytes was refused; still serving\n'])
      expect(result.passed).toBe(after.join(''))
    })
  }
})

describe.skipIf(!existsSync(cli))('handback mcp with a message over 10 MiB (needs `npm run build`)', () => {
  it('answers an error and stays up', async () => {
    const child = spawn(process.execPath, [cli, 'mcp'], {stdio: ['pipe', 'pipe', 'pipe']})
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const send = (message: object) => child.stdin.write(JSON.stringify(message) + '\n')
    send({jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 't', version: '1'}}})
    send({jsonrpc: '2.0', method: 'notifications/initialized'})
    send({jsonrpc: '2.0', id: 2, method: 'tools/call', params: {name: 'lint', arguments: {text: 'x'.repeat(11 * 1024 * 1024)}}})
    send({jsonrpc: '2.0', id: 3, method: 'tools/list', params: {}})
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    child.stdin.end()
    expect(await exited).toBe(0)
    const replies = stdout.trim().split('\n').map((line) => JSON.parse(line) as {id: number; error?: {code: number}; result?: {tools?: unknown[]}})
    expect(replies.map((reply) => reply.id)).toEqual([1, 2, 3])
    expect(replies[1]!.error?.code).toBe(-32600)
    expect(replies[2]!.result?.tools).toHaveLength(5)
    expect(stderr).toBe('handback mcp: a message larger than 10485760 bytes was refused; still serving\n')
  }, 30_000)

  it('the lint tool answers a handoff packet and a todos checklist as results', async () => {
    const client = new Client({name: 'handback-test', version: '1.0.0'})
    await client.connect(new StdioClientTransport({command: process.execPath, args: [cli, 'mcp'], cwd: root, stderr: 'pipe'}))
    try {
      const texts = [
        ['handoff', '```json\n{"task_id": "t", "objective": "o", "evidence": [], "success_criteria": [], "risks": []}\n```\n', undefined],
        ['handoff', 'x', 'brief-handoff.md'],
        ['todos', '- [ ] a\n- [x] b\n', 'todos.md']
      ] as const
      for (const [kind, text, fileName] of texts) {
        const result = CallToolResultSchema.parse(await client.callTool({name: 'lint', arguments: {text, ...(fileName ? {fileName} : {})}}))
        expect(result.isError).toBeUndefined()
        expect((result.structuredContent as {kind: string}).kind).toBe(kind)
      }
    } finally {
      await client.close()
    }
  }, 30_000)
})
