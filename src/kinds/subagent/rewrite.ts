/** The console return rewritten for the correction, from the value its reading already holds. */
import type {Diagnostic} from '../../engine/diagnostic.js'
import {isObject} from '../../json/document.js'
import {nearestSubagentStatus} from '../../json/status.js'
import {placeholdersAtErrors, requiredGiven, textOr, withRequired} from '../../postflight/json-rewrite.js'
import {fieldShape, shapeOf} from '../../schema/fields.js'
import {ReturnErrorSchema} from '../../schema/meta.js'
import {SubagentReturnSchema} from '../../schema/subagent.js'

/** A console return's fields, as its schema states them. */
const subagentShape = shapeOf(SubagentReturnSchema)

/** A console return as far as it can be read, canonical in shape, with a placeholder for each missing value. */
export function subagentRewrite(root: unknown, diagnostics: readonly Diagnostic[]): string | undefined {
  if (!isObject(root)) return undefined
  const given = structuredClone(root) as Record<string, unknown>
  placeholdersAtErrors(given, diagnostics)
  const status = typeof given['status'] === 'string' ? nearestSubagentStatus(given['status']) : undefined
  const metadata = isObject(given['metadata']) ? given['metadata'] : {}
  const identity = (key: string): unknown => metadata[key] ?? given[key]
  const artifactShape = fieldShape(subagentShape, 'artifacts')
  const artifacts = (Array.isArray(given['artifacts']) ? given['artifacts'] : []).map((artifact) =>
    // A bare string is the path of an artifact whose other fields are to be stated.
    isObject(artifact) ? {...artifact, ...requiredGiven(artifactShape, (key) => artifact[key])} : requiredGiven(artifactShape, (key) => (key === 'path' ? artifact : undefined))
  )
  const rewrite: Record<string, unknown> = {
    status: status ?? '[fill in: completed, partial, failed or blocked]',
    summary: textOr(given['summary'], 'summary'),
    artifacts,
    metadata: {...metadata, ...requiredGiven(fieldShape(subagentShape, 'metadata'), identity)}
  }
  if (Array.isArray(given['errors'])) rewrite['errors'] = given['errors']
  else if (status !== 'completed') {
    rewrite['errors'] = [withRequired({}, shapeOf(ReturnErrorSchema))]
  }

  if (typeof given['next_steps'] === 'string') rewrite['next_steps'] = given['next_steps']
  return JSON.stringify(rewrite, null, 2) + '\n'
}
