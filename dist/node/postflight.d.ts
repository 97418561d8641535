import type { ReturnMeta } from '../schema/meta.js';
import { type WriteResult } from './write-atomic.js';
export interface LocatedReturnMeta {
    /** Path of the file: `root/specs/{N}_{SLUG}/.return-meta.json`, padded or not as the folder on disk is. */
    path: string;
    /** Whether the file exists; when not, `path` is where it belongs. */
    exists: boolean;
}
/**
 * Finds a task's return-metadata file under `root`, whether its folder is
 * `14_slug` (the contract) or zero-padded `014_slug`. With several candidate
 * folders, one holding the file wins, the most recently written first; without
 * any file, the path where it belongs is returned. `null` when the task has no
 * folder and no slug was given to name one.
 *
 * @param root Project root (the directory holding `specs/`).
 * @param task Task number: `14`, `"14"` or `"014"`.
 * @param slug Task slug; any slug matches when absent.
 */
export declare function locateReturnMeta(root: string, task: number | string, slug?: string): Promise<LocatedReturnMeta | null>;
export type MetaFieldResult = {
    found: true;
    value: unknown;
    text: string;
} | {
    found: false;
    reason: 'path-invalid' | 'file-unreadable' | 'file-invalid' | 'field-missing';
    message: string;
};
/**
 * Reads fields of a return-metadata file, as `jq -r PATH` would: the file
 * must be strict JSON (one cut short or malformed gives `file-invalid` for
 * every field, never a value salvaged from it); each field is looked up as
 * written, then where the contract's readers also find it (a bare-string
 * artifact's `.path`, identity written at the top level; see
 * `lookupMetaField`). Never rejects.
 *
 * @param file Path of the file.
 * @param paths Field paths such as `.artifacts[0].path` (see `parseFieldPath`).
 */
export declare function readMetaFields(file: string, paths: readonly string[]): Promise<MetaFieldResult[]>;
/** One field of a return-metadata file: `readMetaFields` with one path. */
export declare function readMetaField(file: string, path: string): Promise<MetaFieldResult>;
/**
 * Writes a return-metadata object atomically (see `writeFileAtomic`), creating
 * its folder. Never rejects: a failure is a result with `ok: false`.
 */
export declare function writeReturnMeta(file: string, given: ReturnMeta): Promise<WriteResult>;
/** Removes a return-metadata file after postflight; `false` when it was already gone. Rejects on other failures, which `meta remove` reports. */
export declare function removeReturnMeta(file: string): Promise<boolean>;
/** `removeReturnMeta` as the package exports it: never rejects; `false` when nothing was removed (already gone, not a path, or not removable). */
export declare function removeReturnMetaFile(file: string): Promise<boolean>;
