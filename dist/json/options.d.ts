/** Options of the JSON kinds: what a parent knows that the file alone does not tell. */
import type { RuleSettings } from '../engine/settings.js';
/** The operation a return answers; it fixes the success status (`implement` → `implemented`). */
export type Operation = 'research' | 'plan' | 'implement' | 'sync' | 'commit';
export declare const operations: readonly Operation[];
/** What the artifact check finds at a path, resolved inside the root and never outside it. */
export type ArtifactFileState = 'file' | 'missing' | 'empty' | 'not-file' | 'outside-root' | 'unreadable';
export interface JsonOptions extends RuleSettings {
    /** Largest input read, in UTF-8 bytes; default 1 MiB. */
    maxBytes?: number;
    /** The session id the parent expects in `metadata.session_id`; not checked when absent. */
    sessionId?: string;
    /** Artifact types accepted besides the contract's (`research`, `source`, …). */
    artifactTypes?: readonly string[];
    /**
     * A team's own status words, each mapped to the canonical status (or a
     * documented synonym) it means: `{"needs_research": "blocked"}`. Accepted
     * as written and read as what they map to; a negated word is never one.
     */
    statuses?: Readonly<Record<string, string>>;
    /**
     * The operation the return answers. It names the expected success status in
     * messages and lets `--fix` rewrite `completed` (and its synonyms) to it.
     */
    operation?: Operation;
    /** The task's language; `meta` makes `completion_data.claudemd_suggestions` required. */
    language?: string;
    /** Text of the previous version of a progress file: ids, descriptions and `handoff_count` are compared with it. */
    previous?: string;
    /**
     * Lets `--fix` rewrite statuses of progress files (`completed` → `done`) and
     * success words of console returns to `completed`. Off by default: fixes never change values unasked.
     */
    rewriteStatus?: boolean;
    /**
     * Checks an artifact path against the file system (see `createArtifactCheck`
     * in the node-only module). Artifacts are not checked when absent.
     */
    checkArtifact?: (path: string) => ArtifactFileState;
    /**
     * Counts the tokens of a text for the console return's summary limit. Absent,
     * a synchronous estimate is used; `loadTokenCounter()` gives the real tokenizer.
     */
    countTokens?: (text: string) => number;
    /** Token limit of the console return's `summary`; default 100 (the summary must stay below it). */
    summaryTokenLimit?: number;
}
