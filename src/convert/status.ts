/** Markdown `state` ↔ return-metadata `status`, from the one table in json/status.ts. */
import {isSuccessWord, metaStatusStates, successStatus} from '../json/status.js'
import type {ReturnMetaStatus} from '../schema/meta.js'
import type {ReturnState} from '../schema/report.js'
import type {Operation} from './context.js'

/** The status a state becomes; SUCCESS needs the operation and is undefined without it. */
export function metaStatusOf(state: ReturnState, operation: Operation | undefined): ReturnMetaStatus | undefined {
  if (state === 'PARTIAL') return 'partial'
  if (state === 'ERROR') return 'failed'
  return typeof operation === 'string' && Object.hasOwn(successStatus, operation) ? successStatus[operation] : undefined
}

/**
 * The state a status becomes. Words outside the vocabulary are read as the
 * consumers of these files read them: a documented success word (`completed`,
 * `done`) is SUCCESS, anything else (a negated or unknown word) is ERROR.
 */
export function stateOfMetaStatus(status: unknown): ReturnState {
  if (typeof status !== 'string') return 'ERROR'
  if (Object.hasOwn(metaStatusStates, status)) return metaStatusStates[status as ReturnMetaStatus]
  return isSuccessWord(status) ? 'SUCCESS' : 'ERROR'
}
