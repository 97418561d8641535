/**
 * Facts about returns that need no schema: kept apart from `returns.ts` (which
 * reads the zod vocabularies) so a postflight field read loads no schema.
 */
/** The `metadata` fields that say who returned; agents often write them at the top level. */
export declare const identityFields: readonly ["session_id", "agent_type", "duration_seconds", "delegation_depth", "delegation_path"];
/** Where an artifact's path is written: the contract's `path`, then the spellings agents use. */
export declare const artifactPathKeys: readonly ["path", "file", "file_path"];
/** The type of an artifact known only by its path: by the task folder it sits in. */
export declare function inferArtifactType(path: string): 'report' | 'plan' | 'summary' | 'implementation';
