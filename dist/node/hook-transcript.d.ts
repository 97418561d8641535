/** Largest transcript read, in bytes; a longer one is read from its end (the return) or its start (the brief). */
export declare const transcriptMaxBytes: number;
interface TranscriptMessage {
    role: 'user' | 'assistant';
    text: string;
}
/**
 * Lines that look like JSON objects but do not parse, past which a transcript
 * is taken as unreadable. A host writes one object per line (the last may be
 * cut short while it writes); each line that does not parse costs a thrown
 * error, some microseconds, and 16 MiB hold millions of them.
 */
export declare const transcriptMaxBrokenLines = 1000;
/** The message one JSONL line holds, if it is a user or assistant message with text. */
export declare function messageOfLine(line: string): TranscriptMessage | undefined;
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
export {};
