/**
 * Reading the JSONL transcripts agent hosts write, for the hook: the last
 * assistant text (the child's return, when the event does not carry
 * `last_assistant_message`) and the user messages before the first answer
 * (the brief, where the format instructions' marker is looked for).
 *
 * Two line shapes are read:
 * - Claude Code: `{"type": "assistant"|"user", "message": {"role", "content": string | [{"type": "text", "text"}]}}`;
 * - Codex: `{"type": "response_item", "payload": {"type": "message", "role", "content": [{"type": "output_text"|"input_text", "text"}]}}`.
 * Lines that are not JSON, or of another shape (tool calls, events), are skipped.
 */
import {openRegularFile} from './read-bounded.js'
// A line whose first character after blanks is not `{` is skipped unparsed.
import {mayBeObject} from '../transcript/read.js'

/** Largest transcript read, in bytes; a longer one is read from its end (the return) or its start (the brief). */
const transcriptMaxBytes = 16 * 1024 * 1024

interface TranscriptMessage {
  role: 'user' | 'assistant'
  text: string
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .filter((block): block is Record<string, unknown> => isObject(block) && typeof block['text'] === 'string' && ['text', 'output_text', 'input_text'].includes(String(block['type'])))
    .map((block) => block['text'] as string)
    .join('\n')
}

/**
 * Lines that look like JSON objects but do not parse, past which a transcript
 * is taken as unreadable. A host writes one object per line (the last may be
 * cut short while it writes); each line that does not parse costs a thrown
 * error, some microseconds, and 16 MiB hold millions of them.
 */
const transcriptMaxBrokenLines = 1000

/** What one line holds: a message, nothing of use, or text that looked like an object and did not parse. */
type LineReading = TranscriptMessage | 'skipped' | 'broken'

function readLine(line: string): LineReading {
  if (!mayBeObject(line)) return 'skipped'
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return 'broken'
  }

  return messageOfValue(value) ?? 'skipped'
}

/** The message a parsed line holds, if it is a user or assistant message with text. */
function messageOfValue(value: unknown): TranscriptMessage | undefined {
  if (!isObject(value)) return undefined
  // Claude Code: the message under `message`; Codex: a response item under `payload`.
  const message = isObject(value['message']) ? value['message'] : value['type'] === 'response_item' && isObject(value['payload']) && value['payload']['type'] === 'message' ? value['payload'] : undefined
  if (!message) return undefined
  const role = message['role'] ?? value['type']
  if (role !== 'user' && role !== 'assistant') return undefined
  const text = textOf(message['content'])
  return text.trim() === '' ? undefined : {role, text}
}

export type TranscriptRead = {ok: true; text: string; /** Part of the brief is sealed (Codex's `encrypted_content`): a marker in it cannot be seen. */ sealed?: boolean} | {ok: false; reason: string}

/**
 * A Codex brief sent to a child (`agent_message`, `Message Type: NEW_TASK`):
 * its readable text, and whether its payload is sealed as `encrypted_content`.
 * A child's rollout starts with its parent's context; its own brief is this message.
 */
function agentBriefOfValue(value: unknown): {text: string; sealed: boolean} | undefined {
  if (!isObject(value) || value['type'] !== 'response_item' || !isObject(value['payload']) || value['payload']['type'] !== 'agent_message') return undefined
  const content = value['payload']['content']
  const sealed = Array.isArray(content) && content.some((block) => isObject(block) && block['type'] === 'encrypted_content')
  return {text: textOf(content), sealed}
}

/**
 * The transcript's last (or first) `transcriptMaxBytes`. Only a regular file
 * is read: the path comes in the event, and a FIFO there would hang the hook
 * (it is opened without blocking, then looked at).
 */
async function readSlice(path: string, fromEnd: boolean): Promise<TranscriptRead> {
  const opened = await openRegularFile(path)
  if (!opened.ok) {
    if (opened.code === 'ENOENT') return {ok: false, reason: `no transcript at ${path}`}
    // An I/O error is named by its code, as before; a refusal (a FIFO, a device) by its reason.
    return {ok: false, reason: opened.code === undefined ? `cannot read the transcript ${path}: ${opened.reason}` : `cannot read the transcript ${path} (${opened.code})`}
  }

  const {handle, size} = opened
  try {
    const length = Math.min(size, transcriptMaxBytes)
    const buffer = Buffer.alloc(length)
    let filled = 0
    while (filled < length) {
      const {bytesRead} = await handle.read(buffer, filled, length - filled, (fromEnd ? size - length : 0) + filled)
      if (bytesRead === 0) break
      filled += bytesRead
    }

    let text = buffer.subarray(0, filled).toString('utf8')
    // A slice cut mid-line starts (or ends) with half a line: dropped.
    if (length < size) text = fromEnd ? text.slice(text.indexOf('\n') + 1) : text.slice(0, text.lastIndexOf('\n') + 1)
    return {ok: true, text}
  } catch (error) {
    return {ok: false, reason: `cannot read the transcript ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`}
  } finally {
    await handle.close()
  }
}

/** The lines of a text, last first when `fromEnd`, without splitting it into a list (16 MiB of blank lines would be millions of strings). */
function* linesOf(text: string, fromEnd: boolean): Generator<string> {
  if (fromEnd) {
    let end = text.length
    while (end >= 0) {
      const start = text.lastIndexOf('\n', end - 1) + 1
      yield text.slice(start, end)
      if (start === 0) return
      end = start - 1
    }
  } else {
    let start = 0
    while (start <= text.length) {
      const end = text.indexOf('\n', start)
      yield text.slice(start, end === -1 ? text.length : end)
      if (end === -1) return
      start = end + 1
    }
  }
}

function tooBroken(path: string): TranscriptRead {
  return {ok: false, reason: `the transcript ${path} has more than ${transcriptMaxBrokenLines} lines that are not JSON`}
}

/** The text of the last assistant message of a transcript. */
export async function lastAssistantText(path: string): Promise<TranscriptRead> {
  const read = await readSlice(path, true)
  if (!read.ok) return read
  let broken = 0
  for (const line of linesOf(read.text, true)) {
    const message = readLine(line)
    if (message === 'broken' && ++broken > transcriptMaxBrokenLines) return tooBroken(path)
    if (typeof message !== 'string' && message.role === 'assistant') return {ok: true, text: message.text}
  }

  return {ok: false, reason: `no assistant message in the transcript ${path}`}
}

/** The user messages before the first assistant message: the brief. */
export async function briefText(path: string): Promise<TranscriptRead> {
  const read = await readSlice(path, false)
  if (!read.ok) return read
  let texts: string[] = []
  let sealed = false
  let broken = 0
  for (const line of linesOf(read.text, false)) {
    const message = readLine(line)
    if (message === 'broken' && ++broken > transcriptMaxBrokenLines) return tooBroken(path)
    if (message === 'skipped' && mayBeObject(line) && line.includes('"agent_message"')) {
      // readLine parsed this line already: an object-like line it skipped is valid JSON.
      const brief = agentBriefOfValue(JSON.parse(line))
      if (brief) {
        // What came before was the parent's context, inherited: the child's brief starts here.
        texts = brief.text.trim() === '' ? [] : [brief.text]
        sealed = brief.sealed
        if (sealed) return {ok: true, text: texts.join('\n'), sealed}
      }
    }

    if (typeof message === 'string') continue
    if (message.role === 'assistant') break
    texts.push(message.text)
  }

  return texts.length === 0 ? {ok: false, reason: `no user message in the transcript ${path}`} : {ok: true, text: texts.join('\n')}
}
