/**
 * Codex's rollout (`sessions/YYYY/MM/DD/rollout-….jsonl`), as written by
 * 0.171: one `{timestamp, type, payload}` per line. Tool calls are
 * `response_item` lines (`function_call`, `custom_tool_call`,
 * `local_shell_call`) answered by `function_call_output` lines with the same
 * `call_id`. The `event_msg` lines `item_completed` (0.171: `CommandExecution`
 * with `exit_code`, `FileChange` with absolute paths) and, in earlier
 * versions, `exec_command_end` and `patch_apply_end` say the same with the
 * status as a number; they are preferred when present. An `apply_patch` sent
 * through `exec_command` is applied by Codex itself, not run.
 */
import {boundedOutput, relativeToCwd, type TranscriptFileChange, type TranscriptRecord} from './record.js'
import {isObject, type HostReader} from './host-reader.js'
import {exitStatusOf} from './exit-status.js'

/** Line types of a rollout that hold no tool call or result. */
const otherTypes: ReadonlySet<string> = new Set(['world_state', 'token_usage_record', 'inter_agent_communication_metadata', 'turn_context', 'session_meta', 'response_item', 'event_msg', 'compacted'])

/** The tools that run commands, and how to read the command from their arguments. */
const commandTools: Readonly<Record<string, (args: Record<string, unknown>) => string | undefined>> = {
  exec_command: (args) => (typeof args['cmd'] === 'string' ? args['cmd'] : undefined),
  shell: (args) => commandText(args['command']),
  shell_command: (args) => commandText(args['command']),
  local_shell: (args) => commandText(args['command']),
  'container.exec': (args) => commandText(args['cmd'] ?? args['command'])
}

/** A command given as a string or as an argument list (`["bash", "-lc", "npm test"]`: the script). */
function commandText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (!Array.isArray(value) || !value.every((part) => typeof part === 'string')) return undefined
  const parts = value as string[]
  const shell = parts.length === 3 && /(?:^|\/)(?:ba|z|da)?sh$/.test(parts[0]!) && /^-l?c$/.test(parts[1]!)
  return shell ? parts[2] : parts.join(' ')
}

/** The status and the command's own output in a `function_call_output`. */
function readOutput(output: unknown): {text: string; exitCode: number | null} {
  let text = typeof output === 'string' ? output : isObject(output) && typeof output['content'] === 'string' ? output['content'] : ''
  // The `shell` tool's answer: JSON with `output` and `metadata.exit_code`.
  if (text.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(text)
      if (isObject(value) && typeof value['output'] === 'string') {
        const metadata = value['metadata']
        return {text: value['output'], exitCode: isObject(metadata) && typeof metadata['exit_code'] === 'number' ? metadata['exit_code'] : null}
      }
    } catch {
      // Not JSON after all: read as text.
    }
  }

  // The header before the command's output (`Chunk ID`, `Wall time`, the exit status); without an `Output:` line, the first line only.
  const body = text.lastIndexOf('\nOutput:\n')
  const header = body !== -1 ? text.slice(0, body) : text.split('\n', 1)[0]!
  let exitCode: number | null = null
  for (const line of header.split('\n')) {
    const status = exitStatusOf(line)
    if (status !== undefined) {
      exitCode = status
      break
    }
  }

  if (body !== -1) text = text.slice(body + '\nOutput:\n'.length)
  else if (text.startsWith('Output:\n')) text = text.slice('Output:\n'.length)
  return {text, exitCode}
}

/** The files an apply_patch text names: `*** Add File: p`, `*** Update File: p`, `*** Delete File: p`, `*** Move to: p`. */
function patchFiles(patch: string): Array<{path: string; action: TranscriptFileChange['action']}> {
  const files: Array<{path: string; action: TranscriptFileChange['action']}> = []
  for (const match of patch.matchAll(/^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/gm)) {
    const action = match[1] === 'Add File' || match[1] === 'Move to' ? 'create' : match[1] === 'Delete File' ? 'delete' : 'edit'
    files.push({path: match[2]!.trim(), action})
  }

  return files
}

/** An `apply_patch` invocation given as a command (`apply_patch <<'EOF' … EOF`): its patch text. */
function patchInCommand(command: string): string | undefined {
  return /^\s*(?:apply_patch|applypatch)\b/.test(command) && command.includes('*** Begin Patch') ? command : undefined
}

interface Call {
  name: string
  args: Record<string, unknown> | string
  line: number
  order: number
}

interface Structured {
  kind: 'command' | 'patch'
  command?: string
  output?: string
  exitCode?: number | null
  changes?: Array<{path: string; action: TranscriptFileChange['action']}>
  ok: boolean
  line: number
  order: number
}

function changesOf(value: unknown): Array<{path: string; action: TranscriptFileChange['action']}> {
  if (!isObject(value)) return []
  const out: Array<{path: string; action: TranscriptFileChange['action']}> = []
  for (const [path, change] of Object.entries(value)) {
    const type = isObject(change) ? change['type'] : undefined
    const action = type === 'add' ? 'create' : type === 'delete' ? 'delete' : 'edit'
    out.push({path, action})
    if (isObject(change) && typeof change['move_path'] === 'string') out.push({path: change['move_path'], action: 'create'})
  }

  return out
}

export function codexReader(record: TranscriptRecord): HostReader {
  const calls = new Map<string, Call>()
  const outputs = new Map<string, {output: unknown; line: number}>()
  const structured = new Map<string, Structured>()
  let order = 0

  function responseItem(payload: Record<string, unknown>, line: number): void {
    const type = payload['type']
    const id = typeof payload['call_id'] === 'string' ? payload['call_id'] : undefined
    if (id === undefined) return
    if (type === 'function_call' && typeof payload['name'] === 'string') {
      let args: Record<string, unknown> = {}
      try {
        const parsed: unknown = typeof payload['arguments'] === 'string' ? JSON.parse(payload['arguments']) : payload['arguments']
        if (isObject(parsed)) args = parsed
      } catch {
        // Arguments that do not parse name no command.
      }

      if (payload['name'] === 'spawn_agent') record.delegated = true
      calls.set(id, {name: payload['name'], args, line, order: order++})
    } else if (type === 'custom_tool_call' && typeof payload['name'] === 'string') {
      calls.set(id, {name: payload['name'], args: typeof payload['input'] === 'string' ? payload['input'] : '', line, order: order++})
    } else if (type === 'local_shell_call' && isObject(payload['action'])) {
      calls.set(id, {name: 'local_shell', args: payload['action'], line, order: order++})
    } else if (type === 'function_call_output' || type === 'custom_tool_call_output' || type === 'local_shell_call_output') {
      outputs.set(id, {output: payload['output'], line})
    }
  }

  function eventMessage(payload: Record<string, unknown>, line: number): void {
    const type = payload['type']
    const item = type === 'item_completed' && isObject(payload['item']) ? payload['item'] : undefined
    const id = item ? item['id'] : payload['call_id']
    if (typeof id !== 'string') return
    const at = calls.get(id)?.order ?? order++
    if (item?.['type'] === 'CommandExecution' || type === 'exec_command_end') {
      const source = item ?? payload
      const command = commandText(source['command'])
      if (command === undefined) return
      const exit = source['exit_code']
      const output = typeof source['aggregated_output'] === 'string' ? source['aggregated_output'] : [source['stdout'], source['stderr']].filter((part) => typeof part === 'string').join('\n')
      structured.set(id, {kind: 'command', command, output, exitCode: typeof exit === 'number' ? exit : null, ok: true, line, order: at})
    } else if (item?.['type'] === 'FileChange' || type === 'patch_apply_end') {
      const source = item ?? payload
      const ok = item ? source['status'] === 'completed' : source['success'] === true
      structured.set(id, {kind: 'patch', changes: changesOf(source['changes']), ok, line, order: at})
    }
  }

  function addFiles(changes: ReadonlyArray<{path: string; action: TranscriptFileChange['action']}>, line: number, at: number, outcome: 'done' | 'unanswered'): void {
    for (const change of changes) record.files.push({...relativeToCwd(change.path, record.cwd), tool: 'apply_patch', action: change.action, outcome, order: at, line})
  }

  function fromCall(id: string, call: Call): void {
    const answer = outputs.get(id)
    const read = answer ? readOutput(answer.output) : undefined
    if (call.name === 'apply_patch' && typeof call.args === 'string') {
      if (!read || read.exitCode === 0 || /^Success\./m.test(read.text)) addFiles(patchFiles(call.args), call.line, call.order, read ? 'done' : 'unanswered')
      return
    }

    const readCommand = Object.hasOwn(commandTools, call.name) && typeof call.args !== 'string' ? commandTools[call.name]!(call.args) : undefined
    if (readCommand === undefined) return
    const patch = patchInCommand(readCommand)
    if (patch !== undefined) {
      if (!read || read.exitCode === 0 || /^Success\./m.test(read.text)) addFiles(patchFiles(patch), call.line, call.order, read ? 'done' : 'unanswered')
      return
    }

    record.commands.push({command: readCommand, tool: call.name, output: boundedOutput(read?.text ?? ''), exitCode: read?.exitCode ?? null, order: call.order, line: call.line, ...(answer ? {resultLine: answer.line} : {})})
  }

  function fromStructured(id: string, item: Structured, call: Call | undefined): void {
    const line = call?.line ?? item.line
    if (item.kind === 'patch') {
      if (item.ok) addFiles(item.changes ?? [], line, item.order, 'done')
      return
    }

    const command = item.command ?? ''
    const patch = patchInCommand(command)
    if (patch !== undefined) {
      if (item.exitCode === 0) addFiles(patchFiles(patch), line, item.order, 'done')
      return
    }

    // The status may be missing from the event and stated in the call's answer.
    const answer = outputs.get(id)
    const exitCode = item.exitCode ?? (answer ? readOutput(answer.output).exitCode : null)
    record.commands.push({command, tool: call?.name ?? 'exec_command', output: boundedOutput(item.output ?? ''), exitCode, order: item.order, line, resultLine: item.line})
  }

  return {
    read(value, line) {
      const type = value['type']
      const payload = isObject(value['payload']) ? value['payload'] : undefined
      if (type === 'session_meta' && payload) {
        if (typeof payload['cwd'] === 'string') record.cwd = payload['cwd']
        if (typeof payload['cli_version'] === 'string') record.version = payload['cli_version']
      } else if (type === 'turn_context' && payload && record.cwd === undefined && typeof payload['cwd'] === 'string') record.cwd = payload['cwd']
      else if (type === 'compacted') record.compacted = true
      else if (type === 'response_item' && payload) responseItem(payload, line)
      else if (type === 'event_msg' && payload) {
        if (payload['type'] === 'context_compacted') record.compacted = true
        eventMessage(payload, line)
      }

      return typeof type === 'string' && otherTypes.has(type)
    },
    finish() {
      const used = new Set<string>()
      for (const [id, call] of calls) {
        const item = structured.get(id)
        if (item) {
          used.add(id)
          fromStructured(id, item, call)
        } else fromCall(id, call)
      }

      for (const [id, item] of structured) if (!used.has(id)) fromStructured(id, item, undefined)
      calls.clear()
      outputs.clear()
      structured.clear()
    }
  }
}
