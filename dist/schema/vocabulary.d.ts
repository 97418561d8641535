/**
 * The JSON formats' status words, apart from their zod schemas so that
 * detecting a file's kind (and reading markdown) never loads zod.
 */
/**
 * Contextual statuses of the return-metadata file: one success word per
 * operation, plus the error states. `completed` is deliberately absent: the
 * contract forbids it.
 */
export declare const returnMetaStatuses: readonly ["in_progress", "researched", "planned", "implemented", "synced", "committed", "partial", "failed", "blocked"];
/** Statuses of the console JSON return. */
export declare const subagentStatuses: readonly ["completed", "partial", "failed", "blocked"];
/** Statuses of a progress file's objective. */
export declare const objectiveStatuses: readonly ["not_started", "in_progress", "done", "blocked"];
/** How a progress file's approach that did not fully succeed ended. */
export declare const approachResults: readonly ["failed", "partial", "blocked"];
