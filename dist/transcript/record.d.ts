/**
 * What a host's transcript says the child did, in one shape for every host:
 * the files its editing tools wrote and the commands its shell tools ran, in
 * the order they happened. Read from the transcript alone, never from disk.
 */
/** Which host wrote the transcript, as recognised from its lines. */
export type TranscriptHost = 'claude-code' | 'codex' | 'unknown';
/** A file an editing tool wrote, created, edited or deleted. */
export interface TranscriptFileChange {
    /** Repo-relative against the session's folder (`src/a.ts`); absolute when outside it. */
    path: string;
    /** Whether the path lies outside the session's folder (or no folder was known to make it relative). */
    outside: boolean;
    /** The tool that made the change: `Write`, `Edit`, `MultiEdit`, `NotebookEdit`, `apply_patch`. */
    tool: string;
    action: 'create' | 'edit' | 'write' | 'delete';
    /**
     * `done` when the tool said it succeeded, `unanswered` when the transcript
     * holds no answer (cut short); failed changes are not recorded.
     */
    outcome: 'done' | 'unanswered';
    /** Position among every change and command of the transcript, from 0. */
    order: number;
    /** 1-based line of the transcript holding the tool call. */
    line: number;
}
/** A command a shell tool ran. */
export interface TranscriptCommand {
    command: string;
    /** The tool: `Bash`, `exec_command`, `shell`, `local_shell`. */
    tool: string;
    /** The output as the host recorded it, at most `commandOutputMaxLength` characters (its end kept: summaries come last). */
    output: string;
    /** The exit status, or `null` when the transcript does not say (no answer, an interrupted or timed-out run). */
    exitCode: number | null;
    order: number;
    /** 1-based line of the tool call, and of its result when there is one. */
    line: number;
    resultLine?: number;
}
export interface TranscriptRecord {
    host: TranscriptHost;
    /** The host's version as the transcript states it (`2.1.197`, `0.171.0`). */
    version?: string;
    /** The session's working folder, against which paths are made relative. */
    cwd?: string;
    files: TranscriptFileChange[];
    commands: TranscriptCommand[];
    /** Lines read, blank lines included. */
    lines: number;
    /** Lines that are not JSON objects, skipped. */
    malformed: number;
    /** JSON lines of a type the reader does not know, skipped. */
    unknown: number;
    /**
     * Whether the host's version is one the reader was checked against
     * (`verifiedVersions`): only then does a transcript without any tool call
     * the reader knows prove that none was made.
     */
    verified: boolean;
    /**
     * Whether the agent handed work to a subagent (Claude Code's `Agent` /
     * `Task`, Codex's `spawn_agent`): the subagent's tool calls are in its own
     * transcript, not in this one.
     */
    delegated: boolean;
    /** Whether the host compacted the conversation: earlier tool calls may be missing. */
    compacted: boolean;
    /** Whether reading stopped at a bound (bytes, lines or time) before the end: later tool calls are missing. */
    truncated: boolean;
}
/** The end of an output, at most `commandOutputMaxLength` characters. */
export declare function boundedOutput(output: string): string;
/**
 * A path a tool wrote, made relative to the session's folder: `{path, outside}`.
 * A relative path is taken against `cwd`; one outside it stays absolute.
 */
export declare function relativeToCwd(written: string, cwd: string | undefined): {
    path: string;
    outside: boolean;
};
