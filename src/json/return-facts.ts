/**
 * Facts about returns that need no schema: kept apart from `returns.ts` (which
 * reads the zod vocabularies) so a postflight field read loads no schema.
 */

/** The `metadata` fields that say who returned; agents often write them at the top level. */
export const identityFields = ['session_id', 'agent_type', 'duration_seconds', 'delegation_depth', 'delegation_path'] as const

/** Where an artifact's path is written: the contract's `path`, then the spellings agents use. */
export const artifactPathKeys = ['path', 'file', 'file_path'] as const

/** The type of an artifact known only by its path: by the task folder it sits in. */
export function inferArtifactType(path: string): 'report' | 'plan' | 'summary' | 'implementation' {
  const normal = '/' + String(path).replaceAll('\\', '/')
  if (normal.includes('/reports/')) return 'report'
  if (normal.includes('/plans/')) return 'plan'
  if (normal.includes('/summaries/')) return 'summary'
  return 'implementation'
}
