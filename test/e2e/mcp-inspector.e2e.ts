/**
 * The MCP Inspector's CLI against `handback mcp`, as an MCP client other than
 * a host would see it: the tools, their schemas, and results of each kind.
 */
import {describe, expect, it} from 'vitest'
import {cleanEnv, describeRun, findHost, handbackCli, run, scratch} from './support/hosts.js'
import {malformedReturn, validReturn} from './support/returns.js'

const found = findHost('inspector')
if (found.skip) console.warn(`skipped: ${found.skip}`)

describe.skipIf(found.skip !== undefined)(`MCP Inspector ${found.host?.version ?? ''}`, () => {
  const host = found.host!
  const dir = found.skip ? '' : scratch('inspector')

  async function inspect(...args: string[]): Promise<Record<string, unknown>> {
    const result = await run(host.bin, ['--cli', process.execPath, handbackCli, 'mcp', ...args], {cwd: dir, env: cleanEnv({HOME: dir}), timeoutMs: 60_000})
    expect(result.code, describeRun('mcp-inspector', result)).toBe(0)
    return JSON.parse(result.stdout) as Record<string, unknown>
  }

  it('lists the five tools; those that return data declare an object output schema', async () => {
    const {tools} = (await inspect('--method', 'tools/list')) as {tools: {name: string; outputSchema?: {type?: string}}[]}
    expect(tools.map((tool) => tool.name)).toEqual(['parse_return', 'lint', 'convert', 'review', 'format_instructions'])
    for (const tool of tools) if (tool.outputSchema) expect(tool.outputSchema.type).toBe('object')
  })

  it('calls them: text for a model as text, data as structured content', async () => {
    const instructions = (await inspect('--method', 'tools/call', '--tool-name', 'format_instructions')) as {content: {text: string}[]; structuredContent?: unknown}
    expect(instructions.structuredContent).toBeUndefined()
    expect(instructions.content[0]!.text.startsWith('Return format (handback):')).toBe(true)
    const reviewed = (await inspect('--method', 'tools/call', '--tool-name', 'review', '--tool-arg', `text=${malformedReturn}`)) as {structuredContent: {decision: {action: string}}}
    expect(reviewed.structuredContent.decision.action).toBe('retry')
    const converted = (await inspect('--method', 'tools/call', '--tool-name', 'convert', '--tool-arg', `text=${validReturn}`, '--tool-arg', 'to=markdown')) as {content: {text: string}[]}
    expect(converted.content[0]!.text).toBe(validReturn)
  })
})
