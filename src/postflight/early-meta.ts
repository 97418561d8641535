/**
 * Early metadata: what a child writes at the start of its run (`status:
 * in_progress`), so the parent finds a file even when the child is
 * interrupted before it writes the final one.
 */
import type {Diagnostic} from '../engine/diagnostic.js'
import {identityDiagnostic, readIdentity, type ConvertContext} from '../convert/context.js'
import type {ReturnMeta} from '../schema/meta.js'
import {optionsOf} from '../util/options.js'

export interface EarlyMetaOptions {
  /** Current execution stage; default `started`. */
  stage?: string
  /** What has happened so far; default `Started; no results yet.` */
  details?: string
  /** The start time; default now. */
  now?: Date
}

export interface EarlyMetaResult {
  /** The early metadata; `null` when the identity is incomplete. */
  meta: ReturnMeta | null
  diagnostics: Diagnostic[]
}

/**
 * Builds the early metadata of a run: `in_progress`, `started_at` (ISO 8601),
 * no artifacts yet, `partial_progress` and the identity. Never throws; a
 * missing identity field gives `meta: null` and an `identity-missing` error.
 */
export function earlyReturnMeta(identity: Partial<Pick<ConvertContext, 'session_id' | 'agent_type' | 'delegation_depth' | 'delegation_path' | 'duration_seconds'>>, given: EarlyMetaOptions = {}): EarlyMetaResult {
  const reading = readIdentity(identity)
  if (!reading.identity) return {meta: null, diagnostics: [identityDiagnostic(reading.missing, undefined, reading.unusable)]}
  const options = optionsOf(given)
  const now = options.now instanceof Date && !Number.isNaN(options.now.getTime()) ? options.now : new Date()
  const meta: ReturnMeta = {
    status: 'in_progress',
    started_at: now.toISOString(),
    artifacts: [],
    partial_progress: {stage: options.stage ?? 'started', details: options.details ?? 'Started; no results yet.'},
    metadata: {...reading.identity}
  }
  return {meta, diagnostics: []}
}
