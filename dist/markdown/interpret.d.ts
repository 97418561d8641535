/** Interpretation of the values of the return language, shared by extraction and rules. */
import type { ReturnState } from '../schema/report.js';
export declare const returnStates: readonly ReturnState[];
export interface StateReading {
    /** The state, when the value names one (in any case, markup removed). */
    state: ReturnState | undefined;
    /** True when written exactly as the contract spells it. */
    canonical: boolean;
    /** The nearest valid state, for a value that names none. */
    suggestion: ReturnState | undefined;
    /** A status mark written beside the word that stands for another state (`SUCCESS ❌`): the value then names none. */
    conflict?: string;
    /** A remark after the state and a dash (`SUCCESS - all tests pass`), which names no worse outcome. */
    remark?: string;
}
/** The first mark in `text` that stands for `state`. */
export declare function stateMark(text: string, state: ReturnState): string | undefined;
/** The state a text of marks alone stands for (`❌`, `✅ ✅`), by its first mark; undefined for any other text. */
export declare function marksOnlyState(text: string): ReturnState | undefined;
/**
 * A phrase of a Status heading's suffix that tells of a worse outcome than
 * the `state` key beside it says, when the suffix as a whole is no state:
 * a failure word over `SUCCESS` or `PARTIAL` (`## Status (FAILED)`,
 * `## Status: BLOCKED on review`, `## Status — ERROR (tests)`), a partial
 * word or a negated success over `SUCCESS` (`## Status: NOT COMPLETE`,
 * `## Status: Incomplete`). Words are read whole, up to three at a time, so
 * `partial success` is `PARTIAL`; `0 failed` and `no errors` say nothing
 * worse. A heading telling of a better outcome than the key is left alone.
 */
export declare function worseStateInSuffix(suffix: string, state: ReturnState): string | undefined;
/**
 * Reads a `state` value: the contract's word in any case, or a synonym
 * (`COMPLETE`, `✅ DONE`, `Partially complete`), markup and emoji removed.
 * A mark of another state beside the word (`SUCCESS ❌`) leaves the value
 * naming no state: the parent cannot tell which one the writer meant.
 */
export declare function readState(raw: string): StateReading;
/** Verbs and plurals of failure read as the failure word (`the build fails`, `tests failing`, `(with failures)`), so a count of nothing still takes them back (`nothing failing`). */
export declare function asFailureWords(text: string): string;
export interface SplitBullet {
    left: string;
    right: string;
    /** The separator as written, such as ` — ` or `: `; undefined when there is none. */
    separator: string | undefined;
    /** Index in the bullet text where the separator starts. */
    separatorIndex: number;
}
export declare const canonicalSeparator = " \u2014 ";
/** Splits `path — description` at the earliest separator of any kind. */
export declare function splitBullet(text: string): SplitBullet;
/**
 * A path as written in a bullet, markup removed: `` `src/a.ts` `` → `src/a.ts`,
 * and a link `[src/a.ts](src/a.ts)` → its destination.
 */
export declare function readPath(raw: string): {
    path: string;
    wrapped: boolean;
};
/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export declare const vocabularyExpressions: readonly RegExp[];
