/** The console return rewritten for the correction, from the value its reading already holds. */
import type {Diagnostic} from '../../engine/diagnostic.js'
import {isObject} from '../../json/document.js'
import {nearestSubagentStatus} from '../../json/status.js'
import {placeholdersAtErrors, textOr} from '../../postflight/json-rewrite.js'

/** A console return as far as it can be read, canonical in shape, with a placeholder for each missing value. */
export function subagentRewrite(root: unknown, diagnostics: readonly Diagnostic[]): string | undefined {
  if (!isObject(root)) return undefined
  const given = structuredClone(root) as Record<string, unknown>
  placeholdersAtErrors(given, diagnostics)
  const status = typeof given['status'] === 'string' ? nearestSubagentStatus(given['status']) : undefined
  const metadata = isObject(given['metadata']) ? given['metadata'] : {}
  const identity = (key: string): unknown => metadata[key] ?? given[key]
  const depth = identity('delegation_depth')
  const path = identity('delegation_path')
  const artifacts = (Array.isArray(given['artifacts']) ? given['artifacts'] : []).map((artifact) =>
    isObject(artifact)
      ? {...artifact, type: textOr(artifact['type'], 'type'), path: textOr(artifact['path'], 'path'), summary: textOr(artifact['summary'], 'summary')}
      : {type: '[fill in: type]', path: textOr(artifact, 'path'), summary: '[fill in: summary]'}
  )
  const rewrite: Record<string, unknown> = {
    status: status ?? '[fill in: completed, partial, failed or blocked]',
    summary: textOr(given['summary'], 'summary'),
    artifacts,
    metadata: {
      ...metadata,
      session_id: textOr(identity('session_id'), 'session_id'),
      agent_type: textOr(identity('agent_type'), 'agent_type'),
      delegation_depth: typeof depth === 'number' ? depth : '[fill in: delegation_depth]',
      delegation_path: Array.isArray(path) && path.length > 0 ? path : ['[fill in: delegation_path]']
    }
  }
  if (Array.isArray(given['errors'])) rewrite['errors'] = given['errors']
  else if (status !== 'completed') {
    rewrite['errors'] = [{type: '[fill in: type]', message: '[fill in: message]', recoverable: '[fill in: true or false]', recommendation: '[fill in: recommendation]'}]
  }

  if (typeof given['next_steps'] === 'string') rewrite['next_steps'] = given['next_steps']
  return JSON.stringify(rewrite, null, 2) + '\n'
}
