/**
 * `handback mcp` end to end: the MCP SDK's own `Client` spawns
 * `node dist/cli.js mcp` over a stdio transport, lists the tools and calls
 * each; every result is parsed with the SDK's `CallToolResultSchema`, and the
 * client itself checks `structuredContent` against each tool's output schema.
 */
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {Client} from '@modelcontextprotocol/sdk/client/index.js'
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js'
import {CallToolResultSchema} from '@modelcontextprotocol/sdk/types.js'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

const root = join(import.meta.dirname, '..')
const cli = join(root, 'dist', 'cli.js')
const built = existsSync(cli)

const good = `## Status
state: SUCCESS
summary: Added the parser.

## Deliverables
- src/parser.ts — the parser

## Evidence
- \`npm test\` — 12 passed

## Runtime Attestation
runtime_model_reported: openai/gpt-5.2
runtime_mode_reported: code
files_created:
- src/parser.ts
files_modified:
- (none)
`

describe.skipIf(!built)('handback mcp (needs `npm run build`)', () => {
  let client: Client

  beforeAll(async () => {
    client = new Client({name: 'handback-test', version: '1.0.0'})
    await client.connect(new StdioClientTransport({command: process.execPath, args: [cli, 'mcp'], cwd: root, stderr: 'pipe'}))
  }, 30_000)

  afterAll(async () => {
    await client?.close()
  })

  async function call(name: string, args: Record<string, unknown>) {
    const result = CallToolResultSchema.parse(await client.callTool({name, arguments: args}))
    // The one text block is the structured content's serialized JSON, compact: the result once more, for clients that read only text.
    expect(result.content).toEqual([{type: 'text', text: JSON.stringify(result.structuredContent)}])
    return result
  }

  /** A tool whose result is text for a model: text blocks and no structured content (hosts show that as one escaped string). */
  async function callText(name: string, args: Record<string, unknown>): Promise<string[]> {
    const result = CallToolResultSchema.parse(await client.callTool({name, arguments: args}))
    expect(result.structuredContent).toBeUndefined()
    expect(result.isError).toBeUndefined()
    return result.content.map((block) => (block.type === 'text' ? block.text : `<${block.type}>`))
  }

  it('lists the five tools, each with an input schema, and an output schema where the result is data', async () => {
    const {tools} = await client.listTools()
    expect(client.getServerVersion()).toEqual({name: 'handback', version: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version})
    expect(tools.map((tool) => tool.name)).toEqual(['parse_return', 'lint', 'convert', 'review', 'format_instructions'])
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object')
      if (tool.name === 'convert' || tool.name === 'format_instructions') expect(tool.outputSchema).toBeUndefined()
      else expect(tool.outputSchema?.type).toBe('object')
    }

    const parse = tools.find((tool) => tool.name === 'parse_return')
    expect(parse?.inputSchema.required).toEqual(['text'])
    expect(Object.keys(parse?.outputSchema?.properties ?? {})).toEqual(['report', 'diagnostics'])
  })

  it('parse_return gives the report', async () => {
    const result = await call('parse_return', {text: good})
    expect(result.isError).toBeUndefined()
    expect(result.structuredContent).toMatchObject({report: {status: {state: 'SUCCESS', summary: 'Added the parser.'}}, diagnostics: []})
  })

  it('lint reports problems of any kind', async () => {
    const markdown = await call('lint', {text: '## Status\nstate: DONE\n'})
    expect((markdown.structuredContent as {kind: string}).kind).toBe('markdown')
    expect((markdown.structuredContent as {diagnostics: Array<{ruleId: string}>}).diagnostics.map((d) => d.ruleId)).toContain('section-missing')
    const meta = await call('lint', {text: '{"status": "completed", "artifacts": []}', kind: 'meta'})
    expect((meta.structuredContent as {diagnostics: Array<{ruleId: string}>}).diagnostics.map((d) => d.ruleId)).toContain('status-completed')
  })

  it('convert turns markdown into an MCP result and return-metadata', async () => {
    const [output, read] = await callText('convert', {text: good, to: 'mcp'})
    expect(CallToolResultSchema.parse(JSON.parse(output!)).structuredContent).toMatchObject({status: {state: 'SUCCESS'}})
    expect(JSON.parse(read!)).toEqual({from: 'markdown', diagnostics: []})
    const markdown = await callText('convert', {text: good, to: 'markdown'})
    expect(markdown[0]!.startsWith('## Status\nstate: SUCCESS\n')).toBe(true)
    const [meta] = await callText('convert', {
      text: good,
      to: 'meta',
      context: {operation: 'implement', session_id: 's1', agent_type: 'coder', delegation_depth: 1, delegation_path: ['orchestrator', 'coder']}
    })
    expect(JSON.parse(meta!).status).toBe('implemented')
    // Refused: no output block, only what was read and why.
    const refused = await callText('convert', {text: 'Done.', to: 'meta'})
    expect(refused).toHaveLength(1)
    expect(JSON.parse(refused[0]!).diagnostics.length).toBeGreaterThan(0)
  })

  it('review decides, with a correction for a malformed return', async () => {
    const accepted = await call('review', {text: good})
    expect((accepted.structuredContent as {decision: {action: string}}).decision.action).toBe('accept')
    const malformed = await call('review', {text: 'Done, all good.'})
    const content = malformed.structuredContent as {decision: {action: string}; correction?: string}
    expect(content.decision.action).toBe('retry')
    expect(typeof content.correction).toBe('string')
  })

  it('format_instructions gives the text to append to a brief', async () => {
    const [text, ...warnings] = await callText('format_instructions', {state: 'ERROR'})
    expect(text!.startsWith('Return format (handback):\n') || text!.startsWith('Return format (handback): ')).toBe(true)
    expect(text).toContain('\n## Status\nstate: ERROR')
    expect(warnings).toEqual([])
  })

  it('rejects arguments outside the input schema as a tool error', async () => {
    const result = CallToolResultSchema.parse(await client.callTool({name: 'lint', arguments: {text: 42}}))
    expect(result.isError).toBe(true)
  })
})
