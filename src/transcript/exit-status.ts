/**
 * The exit status a host writes beside a command's output (`Exit code 1`,
 * `Process exited with code 1`, `Exit code: 1`), read with the `exit-code`
 * signature of the vocabulary rather than a pattern of its own.
 */
import {compileSignature} from '../signals/signals.js'
import {signatures} from '../vocabulary/index.js'

const exitCode = signatures.find((signature) => signature.id === 'exit-code')

/** The exit status a line states, when the signature reads one there and it ends the line; undefined otherwise. */
export function exitStatusOf(line: string): number | undefined {
  const text = line.trimEnd()
  const match = exitCode ? compileSignature(exitCode)?.exec(text) : undefined
  if (!match || match.index + match[0].length !== text.length) return undefined
  const value = Object.entries(match.groups ?? {}).find(([name, count]) => name.startsWith('count') && count !== undefined)?.[1]
  return value === undefined ? undefined : Number(value)
}
