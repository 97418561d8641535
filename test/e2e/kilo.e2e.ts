/**
 * Kilo CLI, for real: `kilo run` against the scripted model (OpenAI-compatible
 * chat completions, streamed), with the project plugin `handback init kilo`
 * writes. The orchestrator delegates with the `task` tool; the plugin checks
 * what the child hands back before the parent reads it, and the parent sends
 * handback's correction back to the same child (`task_id`).
 */
import {mkdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startModelServer, type ModelRequest, type ModelServer, type Script} from './support/model-server.js'
import {cleanEnv, describeRun, findHost, handback, run, scratch, type Run} from './support/hosts.js'
import {brief, malformedReturn, validReturn} from './support/returns.js'

const found = findHost('kilo')
if (found.skip) console.warn(`skipped: ${found.skip}`)

const task = 'CHILD-TASK-7: Write the parser for the new format.'

function firstUser(request: ModelRequest): string {
  return request.messages.find((message) => message.role === 'user')?.text ?? ''
}

const isChild = (request: ModelRequest): boolean => request.tools.length > 0 && firstUser(request).includes(task)
const isParent = (request: ModelRequest): boolean => request.tools.includes('task') && !isChild(request)

/** The task tool results the parent received, in order. */
function taskResults(request: ModelRequest): string[] {
  return request.messages.filter((message) => message.role === 'tool').map((message) => message.text)
}

const script: Script = (request) => {
  if (isChild(request)) {
    const corrected = request.messages.some((message) => message.role === 'user' && message.text.includes('## Status') && !message.text.includes(task))
    return {text: corrected ? validReturn : malformedReturn}
  }

  if (!isParent(request)) return {text: 'ok'}
  const results = taskResults(request)
  if (results.length === 0) return {calls: [{name: 'task', input: {description: 'Write the parser', prompt: brief(task), subagent_type: 'general'}}]}
  const last = results.at(-1)!
  const correction = /<handback-correction>\n([\s\S]*?)\n<\/handback-correction>/.exec(last)
  const taskId = /task_id "([^"]+)"/.exec(last)
  if (correction && taskId && results.length < 3) return {calls: [{name: 'task', input: {description: 'Fix the return', prompt: correction[1]!, subagent_type: 'general', task_id: taskId[1]!}}]}
  return {text: 'The child reported back.'}
}

describe.skipIf(found.skip !== undefined)(`Kilo CLI ${found.host?.version ?? ''}`, () => {
  const host = found.host!
  let dir: string
  let server: ModelServer
  let result: Run

  beforeAll(async () => {
    dir = scratch('kilo')
    const project = join(dir, 'project')
    mkdirSync(project, {recursive: true})
    server = await startModelServer(script)
    const config = {
      $schema: 'https://app.kilo.ai/config.json',
      provider: {mock: {npm: '@ai-sdk/openai-compatible', name: 'Mock', options: {baseURL: `${server.url}/v1`, apiKey: 'mock'}, models: {'mock-model': {name: 'Mock model', tool_call: true}}}},
      model: 'mock/mock-model',
      small_model: 'mock/mock-model',
      autoupdate: false,
      share: 'disabled'
    }
    writeFileSync(join(project, 'kilo.json'), `${JSON.stringify(config, null, 2)}\n`)
    const init = await handback(['init', 'kilo'], {cwd: project})
    expect(init.code, describeRun('handback init kilo', init)).toBe(0)
    // Kilo installs the provider package on first use: its cache is kept with the hosts, so reruns need no download.
    const cache = join(process.env.HANDBACK_E2E_CACHE ?? dir, 'kilo-xdg-cache')
    // Kilo's own fetches (model lists, indexing, update checks) reach no one here and cost tens of seconds: off.
    const off = Object.fromEntries(['MODELS_FETCH', 'CODEBASE_INDEXING', 'AUTOUPDATE', 'SESSION_INGEST', 'PRESENCE', 'LSP_DOWNLOAD', 'CLAUDE_CODE', 'SHARE'].map((name) => [`KILO_DISABLE_${name}`, '1']))
    const env = cleanEnv({HOME: join(dir, 'home'), XDG_CACHE_HOME: cache, XDG_CONFIG_HOME: join(dir, 'config'), XDG_DATA_HOME: join(dir, 'data'), XDG_STATE_HOME: join(dir, 'state'), ...off})
    result = await run(host.bin, ['run', '--agent', 'orchestrator', '--format', 'json', 'Delegate the parser to a child with the task tool, then report.'], {cwd: project, env, timeoutMs: 240_000})
    await server.close()
    writeFileSync(join(dir, 'requests.json'), JSON.stringify(server.requests.map((request) => ({tools: request.tools, messages: request.messages})), null, 1))
  }, 270_000)

  afterAll(() => {
    if (result) console.log(`kilo ${dir}: ${result.ms} ms, ${server.requests.length} model requests`)
  })

  it('the plugin checks the child\'s result: a malformed return reaches the parent with handback\'s correction, and the corrected one without', () => {
    expect(result.code, describeRun('kilo', result)).toBe(0)
    expect(server.failures).toEqual([])
    const parent = server.requests.filter(isParent).at(-1)
    expect(parent, describeRun('kilo', result)).toBeDefined()
    const results = taskResults(parent!)
    expect(results.length, describeRun('kilo', result)).toBe(2)
    expect(results[0]).toContain('**Status:** complete')
    expect(results[0]).toContain('[handback]')
    expect(results[0]).toContain('<handback-correction>')
    // The corrected return, inside Kilo's <task><task_result> wrapper, passes: nothing is appended.
    expect(results[1]).toContain('state: SUCCESS')
    expect(results[1]).toContain('<task_result>')
    expect(results[1]).not.toContain('[handback]')
  })
})
