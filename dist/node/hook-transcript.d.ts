export type TranscriptRead = {
    ok: true;
    text: string; /** Part of the brief is sealed (Codex's `encrypted_content`): a marker in it cannot be seen. */
    sealed?: boolean;
} | {
    ok: false;
    reason: string;
};
/** The text of the last assistant message of a transcript. */
export declare function lastAssistantText(path: string): Promise<TranscriptRead>;
/** The user messages before the first assistant message: the brief. */
export declare function briefText(path: string): Promise<TranscriptRead>;
