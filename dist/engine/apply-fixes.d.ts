/** Applies fix edits to a text, ESLint-style: in order, skipping edits that overlap one already taken. */
import type { Fix } from './diagnostic.js';
export interface AppliedFixes {
    output: string;
    applied: number;
    /** Edits left out because they overlapped another; a next pass may take them. */
    skipped: number;
}
/** `applyFixes` over edits handback made itself: no copy, no bound. */
export declare function applyEdits(text: string, fixes: readonly unknown[]): AppliedFixes;
/**
 * Applies a caller's `fixes` to `text`. An edit without a numeric range and a
 * text (or that cannot be read) is skipped like an overlapping one; a list
 * that is not an array, cannot be read, or is longer than `maxJsonValues`
 * (5,000; sparse slots count) applies nothing.
 */
export declare function applyFixes(text: string, fixes: readonly Fix[]): AppliedFixes;
