/** `--transcript FILE` of `decide` and `check`: the host's transcript read for the transcript check. */
import {resolve} from 'node:path'
import type {Diagnostic} from '../engine/diagnostic.js'
import {readTranscriptFile} from '../node/read-transcript.js'
import {visible} from '../util/visible.js'
import {diagnosticLines} from './diagnostic-lines.js'
import type {Io} from './io.js'

/** The transcript's text, or `undefined` after saying on stderr why it cannot be read. */
export async function readTranscriptFlag(command: string, path: string, io: Io): Promise<string | undefined> {
  // The user named the file: its own folder and the working folder count as the host's, besides ~/.claude and ~/.codex.
  const read = await readTranscriptFile(resolve(io.cwd, path), {roots: [io.cwd]})
  if (read.ok) return read.text
  io.stderr(`handback ${command}: ${visible(read.reason)}\n`)
  return undefined
}

/** Transcript findings as `file:line:column` lines, each followed by its cause's line in the transcript. */
export function transcriptLines(file: string, transcriptFile: string, diagnostics: readonly Diagnostic[], notes: readonly string[]): string {
  const found = diagnostics
    .map((diagnostic) => diagnosticLines(file, [diagnostic]) + (diagnostic.cause ? `  ${visible(transcriptFile)}:${diagnostic.cause.line}:${diagnostic.cause.column}: ${visible(diagnostic.cause.message)}\n` : ''))
    .join('')
  return found + notes.map((note) => `${visible(transcriptFile)}: ${visible(note)}\n`).join('')
}
