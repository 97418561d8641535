import type { TranscriptRecord } from './record.js';
export interface ReadTranscriptOptions {
    /** Largest transcript read, in UTF-8 bytes; what follows is left unread (`truncated`). Default 16 MiB. */
    maxBytes?: number;
    /** Most lines read. Default 200,000. */
    maxLines?: number;
    /** Longest time spent reading, in milliseconds. Default 2,000. */
    maxMs?: number;
    /** The session's folder, when the transcript does not state it; paths are made relative to it. */
    cwd?: string;
}
export declare const transcriptDefaults: {
    readonly maxBytes: number;
    readonly maxLines: 200000;
    readonly maxMs: 2000;
};
/** Whether a line can hold a JSON object: its first character after blanks is `{`. */
export declare function mayBeObject(line: string): boolean;
/**
 * Reads a transcript's text. Never throws: what cannot be read is counted.
 *
 * @param text The JSONL text of the transcript.
 * @param options `maxBytes`, `maxLines`, `maxMs`, `cwd`.
 */
export declare function readTranscript(text: unknown, options?: ReadTranscriptOptions | null): TranscriptRecord;
