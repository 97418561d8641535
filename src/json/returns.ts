/** Facts shared by the rules of the return-metadata file and the console return. */
import {artifactTypes} from '../schema/meta.js'
import {subagentArtifactTypes} from '../schema/subagent.js'
import type {JsonKind} from './context.js'
import {isObject} from './document.js'
import type {JsonOptions} from './options.js'

/** The `metadata` fields that say who returned; agents often write them at the top level. */
export const identityFields = ['session_id', 'agent_type', 'duration_seconds', 'delegation_depth', 'delegation_path'] as const

/** Statuses after which the parent needs `errors` to act. */
export const errorStatuses: ReadonlySet<string> = new Set(['partial', 'failed', 'blocked'])

/** Artifact types a kind accepts: the contract's plus the configured extras. */
export function artifactVocabulary(kind: JsonKind, options: JsonOptions): string[] {
  const base: readonly string[] = kind === 'subagent' ? subagentArtifactTypes : artifactTypes
  return [...new Set([...base, ...(options.artifactTypes ?? [])])]
}

/** The type of an artifact known only by its path: by the task folder it sits in. */
export function inferArtifactType(path: string): 'report' | 'plan' | 'summary' | 'implementation' {
  const normal = '/' + path.replaceAll('\\', '/')
  if (normal.includes('/reports/')) return 'report'
  if (normal.includes('/plans/')) return 'plan'
  if (normal.includes('/summaries/')) return 'summary'
  return 'implementation'
}

/** The path an artifact names: its `path`, or the bare string itself. */
export function artifactPath(artifact: unknown): string | undefined {
  if (typeof artifact === 'string') return artifact
  return isObject(artifact) && typeof artifact['path'] === 'string' ? artifact['path'] : undefined
}
