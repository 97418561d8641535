/**
 * Claude Code's JSONL transcript (a session's, or a subagent's under
 * `subagents/agent-<id>.jsonl`), as written by 2.1.x: one object per line,
 * `type` saying what it is. Tool calls are `tool_use` blocks of `assistant`
 * lines; their answers are `tool_result` blocks of the `user` lines after them,
 * joined by `tool_use_id`. A Bash result with `is_error` starts with
 * `Exit code N`; one without says nothing of its status and exited 0.
 */
import { type TranscriptRecord } from './record.js';
import { type HostReader } from './host-reader.js';
export declare function claudeCodeReader(record: TranscriptRecord): HostReader;
