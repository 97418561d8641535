/**
 * `migrateSubagentReturn`: the console JSON return of `subagent-return.md` to
 * the return-metadata file. The two are nearly the same shape; only the
 * success word and the place of the summary change.
 */
import type { Diagnostic, Place } from '../engine/diagnostic.js';
import { type ReturnMeta } from '../schema/meta.js';
import { type Operation } from './context.js';
export interface MigrateOptions {
    /** The operation the return answers; needed when the status is `completed`. */
    operation?: Operation;
    /** Place of the value at a JSON pointer of the input, to place diagnostics; line 1 otherwise. */
    at?: (pointer: string) => Place;
}
export interface MigrateResult {
    /** The return-metadata object; `null` when the input is not an object or `completed` needs an operation. */
    meta: ReturnMeta | null;
    diagnostics: Diagnostic[];
}
/**
 * Migrates a console return (`SubagentReturnSchema`) to a return-metadata
 * object: `completed` becomes the operation's status, `summary` moves to
 * `completion_data.completion_summary` when that status is `implemented`,
 * every other field (unknown ones included) is kept. Never throws.
 *
 * @param value The parsed console return.
 * @param options `operation` (needed for `completed`) and `at` to place diagnostics.
 */
export declare function migrateSubagentReturn(value: unknown, options?: MigrateOptions): MigrateResult;
