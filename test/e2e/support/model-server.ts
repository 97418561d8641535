/**
 * A scripted model on 127.0.0.1 that real agent hosts talk to as they would
 * to their provider: the Anthropic Messages API (Claude Code), the OpenAI
 * Responses API (Codex) and OpenAI-compatible chat completions (Kilo), each
 * streamed as Server-Sent Events. Every request is read into one neutral
 * shape and handed to the scenario's script, which answers with a turn: text,
 * tool calls, or both. Requests are kept for the test to inspect.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

type Protocol = 'anthropic' | 'responses' | 'chat'

interface ToolCall {
  name: string
  input: Record<string, unknown>
  /** Responses API only: the tool's namespace (Codex's `collaboration` tools). */
  namespace?: string
}

export interface Turn {
  text?: string
  calls?: ToolCall[]
}

/** One message of the conversation as the script reads it. */
interface Message {
  role: 'system' | 'user' | 'assistant' | 'tool'
  text: string
  /** The tool names an assistant message called. */
  calls?: string[]
}

export interface ModelRequest {
  protocol: Protocol
  path: string
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
  /** The names of the tools offered to the model. */
  tools: string[]
  /** Instructions and conversation, flattened; tool results have role `tool`. */
  messages: Message[]
  /** The text of the last user message, or of the last tool result when that came last. */
  last: Message | undefined
  /** The system text and every message joined: what to search for markers. */
  all: string
}

export type Script = (request: ModelRequest) => Turn

export interface ModelServer {
  url: string
  port: number
  requests: ModelRequest[]
  /** Requests whose script threw, with the error: a scenario that went where it was not scripted to. */
  failures: {request: ModelRequest; error: string}[]
  close(): Promise<void>
}

let counter = 0
function id(prefix: string): string {
  counter++
  return `${prefix}_${Date.now().toString(36)}${counter}`
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  const parts: string[] = []
  for (const block of content as Record<string, unknown>[]) {
    if (block === null || typeof block !== 'object') continue
    if (typeof block.text === 'string') parts.push(block.text)
    else if (typeof block.encrypted_content === 'string') parts.push(block.encrypted_content)
    else if (block.type === 'tool_result') parts.push(textOf(block.content))
  }

  return parts.join('\n')
}

function readAnthropic(body: Record<string, unknown>): {tools: string[]; messages: Message[]} {
  const messages: Message[] = [{role: 'system', text: textOf(body.system)}]
  for (const message of (body.messages ?? []) as {role: string; content: unknown}[]) {
    const blocks = typeof message.content === 'string' ? [{type: 'text', text: message.content}] : ((message.content ?? []) as Record<string, unknown>[])
    const plain = blocks.filter((block) => block.type === 'text')
    const results = blocks.filter((block) => block.type === 'tool_result')
    const calls = blocks.filter((block) => block.type === 'tool_use').map((block) => String(block.name))
    for (const result of results) messages.push({role: 'tool', text: textOf(result.content)})
    if (plain.length > 0 || calls.length > 0) messages.push({role: message.role === 'assistant' ? 'assistant' : 'user', text: textOf(plain), ...(calls.length > 0 ? {calls} : {})})
  }

  return {tools: ((body.tools ?? []) as {name?: string}[]).map((tool) => String(tool.name)), messages}
}

function readResponses(body: Record<string, unknown>): {tools: string[]; messages: Message[]} {
  const messages: Message[] = [{role: 'system', text: typeof body.instructions === 'string' ? body.instructions : ''}]
  for (const item of (body.input ?? []) as Record<string, unknown>[]) {
    if (item.type === 'message' || item.type === 'agent_message') {
      const role = item.role === 'assistant' ? 'assistant' : item.role === 'developer' || item.role === 'system' ? 'system' : 'user'
      messages.push({role, text: textOf(item.content)})
    } else if (item.type === 'function_call') messages.push({role: 'assistant', text: '', calls: [String(item.name)]})
    else if (item.type === 'function_call_output') messages.push({role: 'tool', text: typeof item.output === 'string' ? item.output : JSON.stringify(item.output)})
  }

  const tools: string[] = []
  for (const tool of (body.tools ?? []) as Record<string, unknown>[]) {
    if (typeof tool.name === 'string') tools.push(tool.name)
    // A namespace tool lists its functions under `tools`.
    for (const inner of (Array.isArray(tool.tools) ? tool.tools : []) as {name?: string}[]) if (typeof inner.name === 'string') tools.push(inner.name)
  }

  return {tools, messages}
}

function readChat(body: Record<string, unknown>): {tools: string[]; messages: Message[]} {
  const messages: Message[] = []
  for (const message of (body.messages ?? []) as Record<string, unknown>[]) {
    const role = message.role === 'assistant' ? 'assistant' : message.role === 'tool' ? 'tool' : message.role === 'system' ? 'system' : 'user'
    const calls = ((message.tool_calls ?? []) as {function?: {name?: string}}[]).map((call) => String(call.function?.name))
    messages.push({role, text: textOf(message.content), ...(calls.length > 0 ? {calls} : {})})
  }

  return {tools: ((body.tools ?? []) as {function?: {name?: string}}[]).map((tool) => String(tool.function?.name)), messages}
}

function sse(response: ServerResponse, events: {event?: string; data: unknown}[]): void {
  response.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close'})
  for (const {event, data} of events) response.write(`${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`)
  response.end()
}

function answerAnthropic(response: ServerResponse, body: Record<string, unknown>, turn: Turn): void {
  const model = String(body.model ?? 'mock')
  const usage = {input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0}
  const blocks: unknown[] = []
  if (turn.text !== undefined) blocks.push({type: 'text', text: turn.text})
  for (const call of turn.calls ?? []) blocks.push({type: 'tool_use', id: id('toolu'), name: call.name, input: call.input})
  const stopReason = (turn.calls ?? []).length > 0 ? 'tool_use' : 'end_turn'
  if (body.stream !== true) {
    response.writeHead(200, {'content-type': 'application/json'})
    response.end(JSON.stringify({id: id('msg'), type: 'message', role: 'assistant', model, content: blocks, stop_reason: stopReason, stop_sequence: null, usage}))
    return
  }

  const events: {event: string; data: unknown}[] = [
    {event: 'message_start', data: {type: 'message_start', message: {id: id('msg'), type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: {...usage, output_tokens: 1}}}}
  ]
  blocks.forEach((block, index) => {
    const value = block as {type: string; text?: string; id?: string; name?: string; input?: unknown}
    if (value.type === 'text') {
      events.push({event: 'content_block_start', data: {type: 'content_block_start', index, content_block: {type: 'text', text: ''}}})
      events.push({event: 'content_block_delta', data: {type: 'content_block_delta', index, delta: {type: 'text_delta', text: value.text}}})
    } else {
      events.push({event: 'content_block_start', data: {type: 'content_block_start', index, content_block: {type: 'tool_use', id: value.id, name: value.name, input: {}}}})
      events.push({event: 'content_block_delta', data: {type: 'content_block_delta', index, delta: {type: 'input_json_delta', partial_json: JSON.stringify(value.input)}}})
    }

    events.push({event: 'content_block_stop', data: {type: 'content_block_stop', index}})
  })
  events.push({event: 'message_delta', data: {type: 'message_delta', delta: {stop_reason: stopReason, stop_sequence: null}, usage: {output_tokens: 5}}})
  events.push({event: 'message_stop', data: {type: 'message_stop'}})
  sse(response, events)
}

function answerResponses(response: ServerResponse, turn: Turn): void {
  const responseId = id('resp')
  const items: Record<string, unknown>[] = []
  if (turn.text !== undefined) items.push({type: 'message', role: 'assistant', id: id('msg'), status: 'completed', content: [{type: 'output_text', text: turn.text, annotations: []}]})
  for (const call of turn.calls ?? []) {
    items.push({type: 'function_call', id: id('fc'), call_id: id('call'), name: call.name, ...(call.namespace ? {namespace: call.namespace} : {}), arguments: JSON.stringify(call.input), status: 'completed'})
  }

  const events: {event: string; data: unknown}[] = [{event: 'response.created', data: {type: 'response.created', response: {id: responseId, status: 'in_progress', output: []}}}]
  items.forEach((item, index) => {
    events.push({event: 'response.output_item.added', data: {type: 'response.output_item.added', output_index: index, item: {...item, status: 'in_progress'}}})
    if (item.type === 'message') events.push({event: 'response.output_text.delta', data: {type: 'response.output_text.delta', item_id: item.id, output_index: index, content_index: 0, delta: turn.text}})
    events.push({event: 'response.output_item.done', data: {type: 'response.output_item.done', output_index: index, item}})
  })
  const usage = {input_tokens: 10, input_tokens_details: {cached_tokens: 0}, output_tokens: 5, output_tokens_details: {reasoning_tokens: 0}, total_tokens: 15}
  events.push({event: 'response.completed', data: {type: 'response.completed', response: {id: responseId, status: 'completed', output: items, usage}}})
  sse(response, events)
}

function answerChat(response: ServerResponse, body: Record<string, unknown>, turn: Turn): void {
  const model = String(body.model ?? 'mock-model')
  const calls = (turn.calls ?? []).map((call, index) => ({index, id: id('call'), type: 'function', function: {name: call.name, arguments: JSON.stringify(call.input)}}))
  const finish = calls.length > 0 ? 'tool_calls' : 'stop'
  const usage = {prompt_tokens: 10, completion_tokens: 5, total_tokens: 15}
  if (body.stream !== true) {
    response.writeHead(200, {'content-type': 'application/json'})
    const message = {role: 'assistant', content: turn.text ?? null, ...(calls.length > 0 ? {tool_calls: calls.map(({index: _index, ...call}) => call)} : {})}
    response.end(JSON.stringify({id: id('chatcmpl'), object: 'chat.completion', created: 0, model, choices: [{index: 0, message, finish_reason: finish}], usage}))
    return
  }

  const chunkId = id('chatcmpl')
  const chunk = (delta: unknown, finishReason: string | null, extra: object = {}) => ({data: {id: chunkId, object: 'chat.completion.chunk', created: 0, model, choices: [{index: 0, delta, finish_reason: finishReason}], ...extra}})
  const events = [chunk({role: 'assistant', content: ''}, null)]
  if (turn.text !== undefined) events.push(chunk({content: turn.text}, null))
  if (calls.length > 0) events.push(chunk({tool_calls: calls}, null))
  events.push(chunk({}, finish, {usage}))
  events.push({data: '[DONE]'} as never)
  sse(response, events)
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startModelServer(script: Script): Promise<ModelServer> {
  const requests: ModelRequest[] = []
  const failures: ModelServer['failures'] = []
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0]!
      if (request.method === 'GET' && path.endsWith('/models')) {
        response.writeHead(200, {'content-type': 'application/json'})
        response.end(JSON.stringify({object: 'list', data: [{id: 'mock-model', object: 'model', created: 0, owned_by: 'mock'}]}))
        return
      }

      if (request.method !== 'POST') {
        response.writeHead(404, {'content-type': 'application/json'})
        response.end('{"error":{"message":"not scripted"}}')
        return
      }

      const raw = await readBody(request)
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        // A body that is not JSON is answered like any other; the script sees it empty.
      }

      if (path.endsWith('/count_tokens')) {
        response.writeHead(200, {'content-type': 'application/json'})
        response.end('{"input_tokens":10}')
        return
      }

      const protocol: Protocol | undefined = path.endsWith('/messages') ? 'anthropic' : path.endsWith('/responses') ? 'responses' : path.endsWith('/chat/completions') ? 'chat' : undefined
      if (protocol === undefined) {
        response.writeHead(404, {'content-type': 'application/json'})
        response.end('{"error":{"message":"not scripted"}}')
        return
      }

      const read = protocol === 'anthropic' ? readAnthropic(body) : protocol === 'responses' ? readResponses(body) : readChat(body)
      const last = [...read.messages].reverse().find((message) => message.role === 'user' || message.role === 'tool')
      const modelRequest: ModelRequest = {protocol, path, headers: request.headers, body, tools: read.tools, messages: read.messages, last, all: read.messages.map((message) => message.text).join('\n')}
      requests.push(modelRequest)
      let turn: Turn
      try {
        turn = script(modelRequest)
      } catch (error) {
        failures.push({request: modelRequest, error: error instanceof Error ? error.message : String(error)})
        turn = {text: 'The scenario has no answer for this request.'}
      }

      if (protocol === 'anthropic') answerAnthropic(response, body, turn)
      else if (protocol === 'responses') answerResponses(response, turn)
      else answerChat(response, body, turn)
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500)
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    failures,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
