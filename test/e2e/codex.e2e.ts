/**
 * Codex, for real: `codex exec` against the scripted model (the Responses API,
 * streamed), with the hook `handback init codex` appends to config.toml.
 * Subagents need `--enable multi_agent_v2`; the parent spawns one with
 * `spawn_agent` and waits with `wait_agent` (namespace `collaboration`).
 * Codex runs only trusted hooks: `handback init codex` trusts the one it writes.
 */
import {mkdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startModelServer, type ModelRequest, type ModelServer, type Script, type Turn} from './support/model-server.js'
import {cleanEnv, describeRun, findHost, handback, run, scratch, type Run} from './support/hosts.js'
import {brief, malformedReturn, validReturn} from './support/returns.js'

const found = findHost('codex')
if (found.skip) console.warn(`skipped: ${found.skip}`)

/** The agent a request is for: `/root` for the parent, `/root/<task>` for a child. */
function agentOf(request: ModelRequest): string {
  try {
    return String((JSON.parse(String(request.headers['x-codex-turn-metadata'] ?? '{}')) as {agent_name?: string}).agent_name ?? '')
  } catch {
    return ''
  }
}

const isChild = (request: ModelRequest): boolean => agentOf(request).startsWith('/root/')
const isParent = (request: ModelRequest): boolean => agentOf(request) === '/root'
const feedbackMark = '<hook_prompt'

function delegation(child: (turn: number) => Turn): Script {
  return (request) => {
    if (isChild(request)) return child(request.messages.filter((message) => message.role === 'user' && message.text.includes(feedbackMark)).length)
    if (!isParent(request)) return {text: 'ok'}
    const called = request.messages.flatMap((message) => message.calls ?? [])
    if (!called.includes('spawn_agent')) return {calls: [{name: 'spawn_agent', namespace: 'collaboration', input: {task_name: 'parser_worker', message: brief('CHILD-TASK-7: Write the parser for the new format.')}}]}
    if (!called.includes('wait_agent')) return {calls: [{name: 'wait_agent', namespace: 'collaboration', input: {timeout_ms: 60_000}}]}
    return {text: 'The child reported back.'}
  }
}

interface Session {
  dir: string
  server: ModelServer
  result: Run
}

async function session(host: {bin: string}, name: string, script: Script, initArgs: string[], extraArgs: string[] = []): Promise<Session> {
  const dir = scratch(`codex-${name}`)
  const home = join(dir, 'codex-home')
  const project = join(dir, 'project')
  for (const folder of [home, project, join(dir, 'tmp')]) mkdirSync(folder, {recursive: true})
  const server = await startModelServer(script)
  writeFileSync(
    join(home, 'config.toml'),
    `model = "mock-model"\nmodel_provider = "mock"\n\n[model_providers.mock]\nname = "Mock"\nbase_url = "${server.url}/v1"\nwire_api = "responses"\nenv_key = "HANDBACK_E2E_KEY"\n`
  )
  const env = cleanEnv({HOME: dir, CODEX_HOME: home, HANDBACK_E2E_KEY: 'dummy', TMPDIR: join(dir, 'tmp')})
  // init writes the hook and trusts it through Codex's app-server: without trust, Codex skips the hook without a word.
  const init = await handback(['init', 'codex', '--codex', host.bin, ...initArgs], {cwd: project, env})
  expect(init.code, describeRun('handback init codex', init)).toBe(0)
  expect(init.stdout).toContain('trusted the hook in Codex')
  const args = ['exec', '--enable', 'multi_agent_v2', '--skip-git-repo-check', '--dangerously-bypass-approvals-and-sandbox', ...extraArgs, 'Spawn one sub-agent (spawn_agent) to write the parser, wait for it, then report.']
  const result = await run(host.bin, args, {cwd: project, env, timeoutMs: 150_000})
  await server.close()
  writeFileSync(join(dir, 'requests.json'), JSON.stringify(server.requests.map((request) => ({agent: agentOf(request), tools: request.tools, messages: request.messages})), null, 1))
  return {dir, server, result}
}

describe.skipIf(found.skip !== undefined)(`Codex ${found.host?.version ?? ''}`, () => {
  const host = found.host!
  let corrected: Session
  let exhausted: Session

  beforeAll(async () => {
    ;[corrected, exhausted] = await Promise.all([
      session(host, 'corrected', delegation((turn) => ({text: turn === 0 ? malformedReturn : validReturn})), []),
      session(host, 'exhausted', delegation(() => ({text: malformedReturn})), ['--max-blocks', '1'])
    ])
  }, 200_000)

  afterAll(() => {
    for (const each of [corrected, exhausted]) if (each) console.log(`codex ${each.dir}: ${each.result.ms} ms, ${each.server.requests.length} model requests`)
  })

  it('checks a child whose brief is sealed: blocks its malformed return, and the corrected one reaches the parent', () => {
    const {server, result} = corrected
    expect(result.code, describeRun('codex', result)).toBe(0)
    expect(server.failures).toEqual([])
    const child = server.requests.filter(isChild)
    expect(child.length, describeRun('codex', result)).toBe(2)
    const feedback = child[1]!.messages.filter((message) => message.role === 'user').at(-1)!.text
    expect(feedback).toContain(feedbackMark)
    expect(feedback).toContain('## Status')
    const parentSaw = server.requests.filter(isParent).at(-1)!.all
    expect(parentSaw).toContain('state: SUCCESS')
  })

  it('stops correcting once the budget is spent; the parent receives the return as it is', () => {
    const {server, result} = exhausted
    expect(result.code, describeRun('codex', result)).toBe(0)
    // One correction (--max-blocks 1), then the child stops with its malformed return.
    expect(server.requests.filter(isChild).length, describeRun('codex', result)).toBe(2)
    expect(server.requests.filter(isParent).at(-1)!.all).toContain('**Status:** complete')
    // Codex 0.171.0 shows the hook's systemMessage nowhere (`codex exec` output, text or --json, nor the rollout):
    // when a channel to the parent exists (the correction issue's), assert it here.
  })
})
