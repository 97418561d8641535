import type { InputKind } from '../kinds/detect.js';
/**
 * The kind of a found file, undefined when it is no return, or `unreadable`
 * when its content could not be read (the lint run then reports it).
 * `maxBytes` is the run's input bound (`--max-bytes`).
 */
export declare function kindOfFoundFile(absolutePath: string, maxBytes?: number): Promise<InputKind | 'unreadable' | undefined>;
/** A found file read once: its kind (undefined when it is no return) and, for a return, the text to lint. */
export type FoundFile = {
    ok: true;
    kind: InputKind | undefined;
    text: string;
    bytes: number;
} | {
    ok: false;
    reason: string;
};
/**
 * Reads a found file once, up to `maxBytes + 1` bytes (a regular file only), and
 * tells its kind from that text as `kindOfFoundFile` does: the same text is then
 * linted. A JSON file past the bound is judged from its head, as there.
 */
export declare function readFoundFile(absolutePath: string, maxBytes?: number): FoundFile;
