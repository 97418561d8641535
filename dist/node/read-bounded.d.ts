import { type FileHandle } from 'node:fs/promises';
export type BoundedText = {
    ok: true;
    text: string;
} | {
    ok: false;
    reason: string;
    code?: string;
};
/** The bound of the small files read beside a return (ignore files, configurations): far above any real one. */
export declare const sideFileMaxBytes: number;
/** `1048576 bytes (1 MiB)`: a bound as a message says it. */
export declare function bytesText(bytes: number): string;
/** Reads at most `limit` bytes from the handle's current position: what lies beyond is never buffered. */
export declare function readUpTo(handle: FileHandle, limit: number): Promise<Buffer>;
/** How long a FIFO is waited for a writer before it is reported, in milliseconds; one that has a writer is read as long as it writes. */
export declare const fifoWriterWaitMs = 2000;
/**
 * Reads at most `limit` bytes of a path the user named: a file, a device, a
 * pipe (`<(cat packet.md)`), or a FIFO, which is opened without blocking so
 * that one no writer ever opens cannot hang the command (`readFifoUpTo`).
 */
export declare function readPathUpTo(path: string, limit: number, fifoWaitMs?: number): Promise<Buffer>;
/** Why a file could not be opened or read, in the words the CLI uses. */
export declare function readErrorReason(error: unknown): string;
/**
 * Opens a regular file for reading, or says why not. The path is looked at
 * first (a device is never opened), and the handle again (the path may have
 * changed in between).
 */
export declare function openRegularFile(path: string): Promise<{
    ok: true;
    handle: FileHandle;
    size: number;
} | {
    ok: false;
    reason: string;
    code?: string;
}>;
/**
 * The text of a regular file of at most `maxBytes` bytes, for files found in
 * a tree or named by another file: anything else is refused with a reason.
 */
export declare function readRegularFile(path: string, maxBytes?: number): Promise<BoundedText>;
/**
 * The text of a file the user named, of at most `maxBytes` bytes. Pipes are
 * read (`--handoff <(cat packet.md)`), as far as the bound; a FIFO no writer
 * opens is reported after a wait (`readPathUpTo`).
 */
export declare function readNamedFile(path: string, maxBytes: number): Promise<BoundedText>;
/**
 * `openRegularFile` and `readUpTo` in one synchronous call: at most `limit` bytes of a
 * regular file, or why not (`regular: false` when the path is no regular file). A lint
 * run reads thousands of small files this way, each in a few system calls, where the
 * promise of each call cost more than the read.
 */
export declare function readRegularFileUpToSync(path: string, limit: number): {
    ok: true;
    bytes: Buffer;
} | {
    ok: false;
    reason: string;
    regular: boolean;
};
