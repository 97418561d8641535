/**
 * Claude Code's JSONL transcript (a session's, or a subagent's under
 * `subagents/agent-<id>.jsonl`), as written by 2.1.x: one object per line,
 * `type` saying what it is. Tool calls are `tool_use` blocks of `assistant`
 * lines; their answers are `tool_result` blocks of the `user` lines after them,
 * joined by `tool_use_id`. A Bash result with `is_error` starts with
 * `Exit code N`; one without says nothing of its status and exited 0.
 */
import {boundedOutput, relativeToCwd, type TranscriptRecord} from './record.js'
import {isObject, type HostReader, type PendingCall} from './host-reader.js'
import {exitStatusOf} from './exit-status.js'

/** Line types Claude Code writes that hold no tool call or result. */
const otherTypes: ReadonlySet<string> = new Set(['system', 'attachment', 'queue-operation', 'last-prompt', 'summary', 'file-history-snapshot', 'progress', 'custom-title', 'tag', 'agent-name', 'permission-mode', 'mode'])

/** The tools that write files, and the input key naming the file. */
const fileTools: Readonly<Record<string, string>> = {Write: 'file_path', Edit: 'file_path', MultiEdit: 'file_path', NotebookEdit: 'notebook_path'}

/** The tools that run commands. */
const commandTools: ReadonlySet<string> = new Set(['Bash'])

/** The tools that start a subagent, whose tool calls go to its own transcript. */
const delegatingTools: ReadonlySet<string> = new Set(['Agent', 'Task'])

/**
 * Answers of a Bash call that ran nothing: a refused permission, a call the
 * host rejected before running it. Their text is the host's, not the command's.
 */
const notRun: readonly RegExp[] = [/^<tool_use_error>/, /^Claude requested permissions? to use /, /^Permission to use \S+ (?:has been|was) denied/, /^The user doesn't want to proceed/]

function resultText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content.map((block) => (isObject(block) && typeof block['text'] === 'string' ? block['text'] : '')).join('\n')
}

export function claudeCodeReader(record: TranscriptRecord): HostReader {
  const pending = new Map<string, PendingCall>()
  let order = 0

  function call(block: Record<string, unknown>, line: number): void {
    const name = block['name']
    const id = block['id']
    const input = block['input']
    if (typeof name !== 'string' || typeof id !== 'string' || !isObject(input)) return
    if (delegatingTools.has(name)) record.delegated = true
    if (!commandTools.has(name) && !Object.hasOwn(fileTools, name)) return
    pending.set(id, {name, input, line, order: order++})
  }

  function resolve(pendingCall: PendingCall, result: {text: string; isError: boolean; line: number; extra: unknown} | undefined): void {
    const {name, input, line} = pendingCall
    if (Object.hasOwn(fileTools, name)) {
      const written = input[fileTools[name]!]
      if (typeof written !== 'string' || written === '') return
      if (result?.isError) return
      const where = relativeToCwd(written, record.cwd)
      const kind = isObject(result?.extra) ? result.extra['type'] : undefined
      const action = name === 'Write' ? (kind === 'create' ? 'create' : kind === 'update' ? 'edit' : 'write') : 'edit'
      record.files.push({...where, tool: name, action, outcome: result ? 'done' : 'unanswered', order: pendingCall.order, line})
      return
    }

    const command = input['command']
    if (typeof command !== 'string') return
    if (!result) {
      record.commands.push({command, tool: name, output: '', exitCode: null, order: pendingCall.order, line})
      return
    }

    if (result.isError && notRun.some((pattern) => pattern.test(result.text.trimStart()))) return
    const interrupted = isObject(result.extra) && result.extra['interrupted'] === true
    let exitCode: number | null = result.isError ? null : 0
    let output = result.text
    // The host's first line states a failed command's status (`Exit code 1`); the command's output follows it.
    const head = output.split('\n', 1)[0]!
    const status = exitStatusOf(head)
    if (status !== undefined) {
      exitCode = status
      output = output.slice(head.length + 1)
    }

    if (interrupted) exitCode = null
    record.commands.push({command, tool: name, output: boundedOutput(output), exitCode, order: pendingCall.order, line, resultLine: result.line})
  }

  return {
    read(value, line) {
      const type = value['type']
      if (typeof value['version'] === 'string' && record.version === undefined) record.version = value['version']
      if (typeof value['cwd'] === 'string' && record.cwd === undefined) record.cwd = value['cwd']
      if (value['isCompactSummary'] === true || (type === 'system' && value['subtype'] === 'compact_boundary')) record.compacted = true
      if (type !== 'assistant' && type !== 'user') return typeof type === 'string' && otherTypes.has(type)
      const message = value['message']
      if (!isObject(message)) return true
      const content = message['content']
      if (!Array.isArray(content)) return true
      for (const block of content) {
        if (!isObject(block)) continue
        if (type === 'assistant' && block['type'] === 'tool_use') call(block, line)
        if (type === 'user' && block['type'] === 'tool_result' && typeof block['tool_use_id'] === 'string') {
          const pendingCall = pending.get(block['tool_use_id'])
          if (!pendingCall) continue
          pending.delete(block['tool_use_id'])
          resolve(pendingCall, {text: resultText(block['content']), isError: block['is_error'] === true, line, extra: value['toolUseResult']})
        }
      }

      return true
    },
    finish() {
      for (const pendingCall of pending.values()) resolve(pendingCall, undefined)
      pending.clear()
    }
  }
}
