import type { ReturnMetaStatus } from '../schema/meta.js';
import type { ReturnState } from '../schema/report.js';
import type { Operation } from './context.js';
/** The status a state becomes; SUCCESS needs the operation and is undefined without it. */
export declare function metaStatusOf(state: ReturnState, operation: Operation | undefined): ReturnMetaStatus | undefined;
/**
 * The state a status becomes. Words outside the vocabulary are read as the
 * consumers of these files read them: a documented success word (`completed`,
 * `done`) is SUCCESS, anything else (a negated or unknown word) is ERROR.
 */
export declare function stateOfMetaStatus(status: unknown): ReturnState;
