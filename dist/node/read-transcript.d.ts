export type TranscriptFileRead = {
    ok: true;
    text: string;
} | {
    ok: false;
    reason: string;
    missing?: true;
};
export interface ReadTranscriptFileOptions {
    /** More folders the host writes (the session's `cwd`, `CODEX_HOME`, `CLAUDE_CONFIG_DIR`); `~/.claude` and `~/.codex` always count. */
    roots?: readonly string[];
    /** Largest transcript read, in bytes; a longer one is refused. Default 16 MiB. */
    maxBytes?: number;
}
/**
 * The transcript's text, at most `maxBytes` bytes of it, or why not. Never throws.
 *
 * @param path The transcript, as the host or the user named it.
 */
export declare function readTranscriptFile(path: string, given?: ReadTranscriptFileOptions | null): Promise<TranscriptFileRead>;
