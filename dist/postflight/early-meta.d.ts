/**
 * Early metadata: what a child writes at the start of its run (`status:
 * in_progress`), so the parent finds a file even when the child is
 * interrupted before it writes the final one.
 */
import type { Diagnostic } from '../engine/diagnostic.js';
import { type ConvertContext } from '../convert/context.js';
import type { ReturnMeta } from '../schema/meta.js';
export interface EarlyMetaOptions {
    /** Current execution stage; default `started`. */
    stage?: string;
    /** What has happened so far; default `Started; no results yet.` */
    details?: string;
    /** The start time; default now. */
    now?: Date;
}
export interface EarlyMetaResult {
    /** The early metadata; `null` when the identity is incomplete. */
    meta: ReturnMeta | null;
    diagnostics: Diagnostic[];
}
/**
 * Builds the early metadata of a run: `in_progress`, `started_at` (ISO 8601),
 * no artifacts yet, `partial_progress` and the identity. Never throws; a
 * missing identity field gives `meta: null` and an `identity-missing` error.
 */
export declare function earlyReturnMeta(identity: Partial<Pick<ConvertContext, 'session_id' | 'agent_type' | 'delegation_depth' | 'delegation_path' | 'duration_seconds'>>, given?: EarlyMetaOptions): EarlyMetaResult;
