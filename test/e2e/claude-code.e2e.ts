/**
 * Claude Code, for real: `claude -p` against the scripted model, with the
 * hooks and MCP server `handback init claude` writes. The parent delegates
 * with the `Agent` tool; a subagent's requests say `cc_is_subagent=true`.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startModelServer, type ModelRequest, type ModelServer, type Script, type Turn} from './support/model-server.js'
import {cleanEnv, describeRun, findHost, handback, run, scratch, type Run} from './support/hosts.js'
import {brief, malformedReturn, validReturn} from './support/returns.js'

const found = findHost('claude')
if (found.skip) console.warn(`skipped: ${found.skip}`)

function isSubagent(request: ModelRequest): boolean {
  return request.messages[0]?.text.includes('cc_is_subagent=true') ?? false
}

/** Requests of the parent agent: those offering the subagent tool. */
function isParent(request: ModelRequest): boolean {
  return !isSubagent(request) && request.tools.includes('Agent')
}

const feedbackMark = 'Stop hook feedback'

/** A parent that delegates once, then reports what it received; a child whose answers are `child(n)`, n counting its turns from 0. */
function delegation(child: (turn: number, request: ModelRequest) => Turn): Script {
  return (request) => {
    if (isSubagent(request)) {
      const turn = request.messages.filter((message) => message.role === 'user' && message.text.includes(feedbackMark)).length
      return child(turn, request)
    }

    if (!isParent(request)) return {text: 'ok'}
    if (!request.messages.some((message) => message.role === 'tool')) {
      return {calls: [{name: 'Agent', input: {description: 'Write the parser', prompt: brief('CHILD-TASK-7: Write the parser for the new format.'), subagent_type: 'general-purpose'}}]}
    }

    return {text: 'The child reported back.'}
  }
}

interface Session {
  dir: string
  server: ModelServer
  result: Run
  /** The stream-json events Claude Code printed. */
  events: Record<string, unknown>[]
}

async function session(host: {bin: string}, name: string, script: Script, initArgs: string[], extraArgs: string[] = []): Promise<Session> {
  const dir = scratch(`claude-${name}`)
  const home = join(dir, 'home')
  const project = join(dir, 'project')
  mkdirSync(home, {recursive: true})
  mkdirSync(project, {recursive: true})
  mkdirSync(join(dir, 'tmp'), {recursive: true})
  const init = await handback(['init', 'claude', ...initArgs], {cwd: project})
  expect(init.code, describeRun('handback init claude', init)).toBe(0)
  const server = await startModelServer(script)
  const env = cleanEnv({
    HOME: home,
    ANTHROPIC_BASE_URL: server.url,
    ANTHROPIC_API_KEY: 'sk-ant-e2e-dummy',
    DISABLE_TELEMETRY: '1',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    TMPDIR: join(dir, 'tmp')
  })
  const args = ['-p', 'Delegate the parser to a subagent, then report.', '--output-format', 'stream-json', '--verbose', '--include-hook-events', ...extraArgs]
  const result = await run(host.bin, args, {cwd: project, env, timeoutMs: 120_000})
  await server.close()
  const events: Record<string, unknown>[] = []
  for (const line of result.stdout.split('\n')) {
    try {
      events.push(JSON.parse(line) as Record<string, unknown>)
    } catch {
      // Not an event line.
    }
  }

  writeFileSync(join(dir, 'requests.json'), JSON.stringify(server.requests.map((request) => ({path: request.path, tools: request.tools, messages: request.messages})), null, 1))
  return {dir, server, result, events}
}

/** The tool result the parent received from the subagent tool. */
function parentReceived(server: ModelServer): string | undefined {
  const last = server.requests.filter(isParent).at(-1)
  return last?.messages.filter((message) => message.role === 'tool').at(-1)?.text
}

/** Two children at once: A hands back a malformed return first, B a valid one. */
const parallelScript: Script = (request) => {
  if (isSubagent(request)) {
    const brief = request.messages.find((message) => message.role === 'user')?.text ?? ''
    const corrected = request.messages.some((message) => message.role === 'user' && message.text.includes(feedbackMark))
    if (brief.includes('CHILD-A')) return {text: corrected ? validReturn : malformedReturn}
    return {text: validReturn.replace('found the parser', 'found the lexer')}
  }

  if (!isParent(request)) return {text: 'ok'}
  if (!request.messages.some((message) => message.role === 'tool')) {
    return {
      calls: [
        {name: 'Agent', input: {description: 'Write the parser', prompt: brief('CHILD-A: Write the parser.'), subagent_type: 'general-purpose'}},
        {name: 'Agent', input: {description: 'Write the lexer', prompt: brief('CHILD-B: Write the lexer.'), subagent_type: 'general-purpose'}}
      ]
    }
  }

  return {text: 'Both children reported back.'}
}

describe.skipIf(found.skip !== undefined)(`Claude Code ${found.host?.version ?? ''}`, () => {
  const host = found.host!
  let corrected: Session
  let exhausted: Session
  let parallel: Session

  beforeAll(async () => {
    // The sessions run side by side: each has its own model server, home and project.
    ;[corrected, exhausted, parallel] = await Promise.all([
      session(host, 'corrected', delegation((turn) => ({text: turn === 0 ? malformedReturn : validReturn})), []),
      session(host, 'exhausted', delegation(() => ({text: malformedReturn})), ['--max-blocks', '1']),
      session(host, 'parallel', parallelScript, [])
    ])
  }, 240_000)

  afterAll(() => {
    for (const each of [corrected, exhausted, parallel]) if (each) console.log(`claude ${each.dir}: ${each.result.ms} ms, ${each.server.requests.length} model requests`)
  })

  it('tracks parallel children apart: only the malformed one is corrected, the valid one passes at once', () => {
    const {server, result} = parallel
    expect(result.code, describeRun('claude', result)).toBe(0)
    const firstUser = (request: ModelRequest) => request.messages.find((message) => message.role === 'user')?.text ?? ''
    const children = server.requests.filter(isSubagent)
    expect(children.filter((request) => firstUser(request).includes('CHILD-A')).length, describeRun('claude', result)).toBe(2)
    expect(children.filter((request) => firstUser(request).includes('CHILD-B')).length, describeRun('claude', result)).toBe(1)
    const received = server.requests.filter(isParent).at(-1)!.messages.filter((message) => message.role === 'tool').map((message) => message.text)
    expect(received.length).toBe(2)
    expect(received.every((text) => text.includes('state: SUCCESS'))).toBe(true)
  })

  it('blocks a malformed return; the child, corrected, hands back a valid one that reaches the parent', () => {
    const {server, result} = corrected
    expect(result.code, describeRun('claude', result)).toBe(0)
    expect(server.failures).toEqual([])
    const childRequests = server.requests.filter(isSubagent)
    expect(childRequests.length, describeRun('claude', result)).toBe(2)
    // The second child turn carries the hook's correction, with the template of a return.
    const feedback = childRequests[1]!.messages.filter((message) => message.role === 'user').at(-1)!.text
    expect(feedback).toContain(feedbackMark)
    expect(feedback).toContain('## Status')
    expect(feedback).toContain('**Status:** complete')
    expect(parentReceived(server)).toContain('state: SUCCESS')
  })

  it('stops correcting once the budget is spent, and says so where the host shows it', () => {
    const {server, result, events} = exhausted
    expect(result.code, describeRun('claude', result)).toBe(0)
    // One correction (--max-blocks 1), then the child stops with its malformed return.
    expect(server.requests.filter(isSubagent).length, describeRun('claude', result)).toBe(2)
    expect(parentReceived(server)).toContain('**Status:** complete')
    // The channels that carry handback's verdict to the parent once the budget is spent; add one here as hosts gain them.
    const hookOutputs = events.filter((event) => event.type === 'system' && typeof event.subtype === 'string' && event.subtype.startsWith('hook')).map((event) => JSON.stringify(event))
    expect(hookOutputs.some((line) => line.includes('systemMessage') && line.includes('still fails')), hookOutputs.join('\n')).toBe(true)
  })
})

const mcpTools = ['parse_return', 'lint', 'convert', 'review', 'format_instructions'].map((name) => `mcp__handback__${name}`)

/** A parent that calls handback's MCP tools, waiting for the server only when its tools are not offered yet. */
const mcpScript: Script = (request) => {
  if (isSubagent(request) || !isParent(request)) return {text: 'ok'}
  const results = request.messages.filter((message) => message.role === 'tool').length
  const offered = mcpTools.every((name) => request.tools.includes(name))
  if (!offered) {
    if (results < 3 && request.tools.includes('WaitForMcpServers')) return {calls: [{name: 'WaitForMcpServers', input: {servers: ['handback']}}]}
    return {text: 'handback tools never arrived.'}
  }

  if (!request.messages.some((message) => message.calls?.includes('mcp__handback__format_instructions'))) {
    return {calls: [{name: 'mcp__handback__format_instructions', input: {}}, {name: 'mcp__handback__review', input: {text: malformedReturn}}, {name: 'mcp__handback__parse_return', input: {text: validReturn}}]}
  }

  return {text: 'Checked.'}
}

describe.skipIf(found.skip !== undefined)(`Claude Code ${found.host?.version ?? ''} and handback mcp`, () => {
  const host = found.host!
  let mcp: Session

  beforeAll(async () => {
    mcp = await session(host, 'mcp', mcpScript, ['--mcp'], ['--allowedTools', 'mcp__handback'])
  }, 240_000)

  it('offers the five tools from the first turn and calls them', () => {
    const {server, result} = mcp
    expect(result.code, describeRun('claude', result)).toBe(0)
    const parents = server.requests.filter(isParent)
    expect(parents[0]?.tools.filter((name) => name.startsWith('mcp__handback__')).sort(), 'tools of the first turn').toEqual([...mcpTools].sort())
    const last = parents.at(-1)!
    const results = last.messages.filter((message) => message.role === 'tool').map((message) => message.text)
    expect(results.length, describeRun('claude', result)).toBe(3)
    const [instructions, reviewed, parsed] = results as [string, string, string]
    // Text for a model arrives as text: the instructions as written, not a JSON string with escaped line breaks.
    expect(instructions.startsWith('Return format (handback):'), instructions.slice(0, 200)).toBe(true)
    expect(instructions).toContain('\n## Status\n')
    expect(JSON.parse(reviewed).decision.action).toBe('retry')
    expect(JSON.parse(parsed).report.status.state).toBe('SUCCESS')
  })
})

