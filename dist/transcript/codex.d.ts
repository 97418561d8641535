/**
 * Codex's rollout (`sessions/YYYY/MM/DD/rollout-….jsonl`), as written by
 * 0.171: one `{timestamp, type, payload}` per line. Tool calls are
 * `response_item` lines (`function_call`, `custom_tool_call`,
 * `local_shell_call`) answered by `function_call_output` lines with the same
 * `call_id`. The `event_msg` lines `item_completed` (0.171: `CommandExecution`
 * with `exit_code`, `FileChange` with absolute paths) and, in earlier
 * versions, `exec_command_end` and `patch_apply_end` say the same with the
 * status as a number; they are preferred when present. An `apply_patch` sent
 * through `exec_command` is applied by Codex itself, not run.
 */
import { type TranscriptRecord } from './record.js';
import { type HostReader } from './host-reader.js';
export declare function codexReader(record: TranscriptRecord): HostReader;
