/**
 * What a correct return looks like, per input kind: the markdown template of
 * the return contract, and a compact valid example for each JSON kind. The
 * `prompt` reporter appends them to its correction message.
 */
import type { InputKind } from '../engine/rule.js';
export declare const markdownTemplate = "## Status\nstate: <SUCCESS, ERROR or PARTIAL>\nsummary: <one sentence>\nerror_code: <E_IDENTIFIER; only when state is ERROR>\nretry_recommended: <yes or no; required when state is ERROR>\nretry_hint: <short instruction; only when a retry is recommended>\n\n## Deliverables\n- <repo-relative/path> \u2014 <one-line description>\n\n## Evidence\n- <path, command or contract> \u2014 <what it shows>\n\n## Runtime Attestation\nruntime_model_reported: <model>\nruntime_mode_reported: <mode>\nfiles_created:\n- <repo-relative/path, or (none)>\nfiles_modified:\n- <repo-relative/path, or (none)>\nlimitations:\n- <what was left undone; required when state is PARTIAL>\n";
export declare const canonicalExamples: Readonly<Record<InputKind, string>>;
