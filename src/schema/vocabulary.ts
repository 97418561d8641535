/**
 * The JSON formats' status words, apart from their zod schemas so that
 * detecting a file's kind (and reading markdown) never loads zod.
 */

/**
 * Contextual statuses of the return-metadata file: one success word per
 * operation, plus the error states. `completed` is deliberately absent: the
 * contract forbids it.
 */
export const returnMetaStatuses = [
  'in_progress',
  'researched',
  'planned',
  'implemented',
  'synced',
  'committed',
  'partial',
  'failed',
  'blocked'
] as const

/** Statuses of the console JSON return. */
export const subagentStatuses = ['completed', 'partial', 'failed', 'blocked'] as const

/** Statuses of a progress file's objective. */
export const objectiveStatuses = ['not_started', 'in_progress', 'done', 'blocked'] as const

/** How a progress file's approach that did not fully succeed ended. */
export const approachResults = ['failed', 'partial', 'blocked'] as const
