/**
 * `readTranscript`: a host's JSONL transcript read into one record of the
 * files the child's tools wrote and the commands they ran. The host is
 * recognised from the lines themselves (Claude Code's `{type, message}`,
 * Codex's `{type, payload}`); lines of types a reader does not know are
 * counted and skipped, lines that are not JSON objects too. Reading stops at
 * a bound of bytes, lines or time, and the record says so (`truncated`).
 */
import {optionsOf} from '../util/options.js'
import {exceedsBytes} from '../util/utf8.js'
import {claudeCodeReader} from './claude-code.js'
import {codexReader} from './codex.js'
import {isObject, type HostReader} from './host-reader.js'
import type {TranscriptHost, TranscriptRecord} from './record.js'

export interface ReadTranscriptOptions {
  /** Largest transcript read, in UTF-8 bytes; what follows is left unread (`truncated`). Default 16 MiB. */
  maxBytes?: number
  /** Most lines read. Default 200,000. */
  maxLines?: number
  /** Longest time spent reading, in milliseconds. Default 2,000. */
  maxMs?: number
  /** The session's folder, when the transcript does not state it; paths are made relative to it. */
  cwd?: string
}

export const transcriptDefaults = {maxBytes: 16 * 1024 * 1024, maxLines: 200_000, maxMs: 2000} as const

/**
 * Versions whose transcripts the readers were checked against, on transcripts
 * recorded from the real programs (fixtures/transcripts/): Claude Code 2.1.197,
 * Codex 0.171.0. Same-major releases are taken to write the same lines.
 */
const verifiedVersions: Readonly<Record<Exclude<TranscriptHost, 'unknown'>, RegExp>> = {
  'claude-code': /^2\.\d+\.\d+/,
  codex: /^0\.(?:1[0-9]{2}|[2-9][0-9]{2})\.\d+/
}

/** Which host wrote a parsed line, from its shape; undefined when the line alone cannot tell. */
function hostOf(value: Record<string, unknown>): TranscriptHost | undefined {
  if (isObject(value['payload']) && typeof value['type'] === 'string' && typeof value['timestamp'] === 'string') return 'codex'
  if (typeof value['sessionId'] === 'string' || ((value['type'] === 'assistant' || value['type'] === 'user') && isObject(value['message']))) return 'claude-code'
  return undefined
}

/** Whether a line can hold a JSON object: its first character after blanks is `{`. */
export function mayBeObject(line: string): boolean {
  for (let index = 0; index < line.length; index++) {
    const code = line.charCodeAt(index)
    if (code === 0x7b) return true
    if (code !== 0x20 && code !== 0x09 && code !== 0x0d) return false
  }

  return false
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback
}

/** The text cut to at most `maxBytes` UTF-8 bytes at a line's end. */
function withinBytes(text: string, maxBytes: number): {text: string; cut: boolean} {
  if (!exceedsBytes(text, maxBytes)) return {text, cut: false}
  let bytes = 0
  let end = 0
  while (end < text.length) {
    const code = text.charCodeAt(end)
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3
    if (bytes + size > maxBytes) break
    bytes += size
    end += size === 4 ? 2 : 1
  }

  const lineEnd = text.lastIndexOf('\n', end - 1)
  return {text: text.slice(0, lineEnd + 1), cut: true}
}

/**
 * Reads a transcript's text. Never throws: what cannot be read is counted.
 *
 * @param text The JSONL text of the transcript.
 * @param options `maxBytes`, `maxLines`, `maxMs`, `cwd`.
 */
export function readTranscript(text: unknown, options?: ReadTranscriptOptions | null): TranscriptRecord {
  const settings = optionsOf(options) as ReadTranscriptOptions
  const record: TranscriptRecord = {host: 'unknown', files: [], commands: [], lines: 0, malformed: 0, unknown: 0, verified: false, delegated: false, compacted: false, truncated: false}
  if (typeof settings.cwd === 'string' && settings.cwd !== '') record.cwd = settings.cwd
  if (typeof text !== 'string') return record
  const maxLines = positive(settings.maxLines, transcriptDefaults.maxLines)
  const maxMs = positive(settings.maxMs, transcriptDefaults.maxMs)
  const bounded = withinBytes(text, positive(settings.maxBytes, transcriptDefaults.maxBytes))
  record.truncated = bounded.cut
  const body = bounded.text
  const started = Date.now()
  let reader: HostReader | undefined
  let start = 0
  while (start < body.length) {
    if (record.lines >= maxLines || (record.lines % 256 === 0 && Date.now() - started > maxMs)) {
      record.truncated = true
      break
    }

    const end = body.indexOf('\n', start)
    const line = body.slice(start, end === -1 ? body.length : end)
    start = end === -1 ? body.length : end + 1
    record.lines++
    if (line.trim() === '') continue
    let value: unknown
    if (mayBeObject(line)) {
      try {
        value = JSON.parse(line)
      } catch {
        value = undefined
      }
    }

    if (!isObject(value)) {
      record.malformed++
      continue
    }

    if (!reader) {
      const host = hostOf(value)
      if (host === undefined) {
        record.unknown++
        continue
      }

      record.host = host
      reader = host === 'codex' ? codexReader(record) : claudeCodeReader(record)
    }

    if (!reader.read(value, record.lines)) record.unknown++
  }

  reader?.finish()
  if (record.host !== 'unknown' && record.version !== undefined) record.verified = verifiedVersions[record.host].test(record.version)
  record.files.sort((a, b) => a.order - b.order)
  record.commands.sort((a, b) => a.order - b.order)
  return record
}
