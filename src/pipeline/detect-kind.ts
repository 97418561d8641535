/** Which kind of return a file holds, from its name and then its content. */
import {inputKinds, type InputKind} from '../engine/rule.js'
import {isSuccessWord} from '../json/status.js'
import {returnMetaStatuses} from '../schema/meta.js'

export {inputKinds}

/**
 * Guesses the kind of a file: markdown by extension, JSON kinds by name
 * (`.return-meta.json`, `phase-3-progress.json`, `…-result.json`), then by fields.
 */
export function detectKind(fileName: string | undefined, text: string): InputKind {
  if (typeof text !== 'string') return 'markdown'
  const name = fileName?.toLowerCase().replaceAll('\\', '/') ?? ''
  const base = name.slice(name.lastIndexOf('/') + 1)
  if (/\.(md|markdown)$/.test(base)) return 'markdown'
  const trimmed = text.trimStart().replace(/^\ufeff/, '')
  const looksJson = base.endsWith('.json') || trimmed.startsWith('{') || trimmed.startsWith('[')
  if (!looksJson) return 'markdown'
  if (/return-meta|meta-return/.test(base)) return 'meta'
  if (/progress/.test(base) || /"objectives"\s*:/.test(text)) return 'progress'
  if (/result/.test(base)) return 'subagent'
  // A console return says it succeeded in words the return-metadata vocabulary lacks (`completed`), beside a summary.
  const status = /"status"\s*:\s*"([^"\\]{1,40})"/.exec(text)?.[1]
  const successWord = status !== undefined && !(returnMetaStatuses as readonly string[]).includes(status) && isSuccessWord(status)
  if (successWord && /"summary"\s*:/.test(text)) return 'subagent'
  return 'meta'
}
