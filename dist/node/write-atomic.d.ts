import type { Stats } from 'node:fs';
/** Why a write did not happen. */
export type WriteRefusal = 
/** The file has other hard links; a rename would leave them holding the old text. */
'hard-linked'
/** The file has no write permission; replacing it would override the owner's choice. */
 | 'read-only'
/** The path names a directory, device or other non-regular file. */
 | 'not-a-file'
/** Symbolic links that never end in a file (a loop, or more than 40 of them). */
 | 'symlink-loop'
/** The path or the content is not a string. */
 | 'invalid-argument'
/** The file system refused (permission on the folder, disk full, …): `code` says which. */
 | 'io-error'
/** The file changed after the caller read it (`unchangedSince`): writing would lose that change. */
 | 'changed';
export type WriteResult = {
    ok: true; /** The file written: the target of a symbolic link, else the path itself. */
    path: string;
} | {
    ok: false;
    reason: WriteRefusal;
    message: string;
    code?: string;
};
export interface WriteOptions {
    /**
     * The file as it was when the caller read it (`fs.stat` taken before the
     * read): when its inode, size or modification time differ just before the
     * rename, someone else wrote it meanwhile, and the write is refused
     * (`changed`) rather than lose their change.
     */
    unchangedSince?: Pick<Stats, 'ino' | 'size' | 'mtimeMs'>;
}
/**
 * Writes `content` to `path` atomically, keeping the file's identity (see the
 * module comment). Never rejects: a refusal or an I/O failure is a result with
 * `ok: false`, a `reason` and a message (without the path, which the caller names).
 *
 * @param path File to write; created when absent (its folder must exist).
 * @param content UTF-8 text.
 * @param options `unchangedSince`: refuse when the file changed after it was read.
 */
export declare function writeFileAtomic(path: string, content: string, options?: WriteOptions): Promise<WriteResult>;
