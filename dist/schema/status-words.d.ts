/**
 * The words of status values that every language shares, apart from zod so
 * that reading markdown never loads it: normalization, negation, and the
 * markdown `state` synonyms. Words are read whole, never by substring; a
 * negated word is never a synonym of any status. grammar/statuses.md documents them.
 */
import type { ReturnState } from './report.js';
/** Lowercase, `_` between words, quotes and closing punctuation removed. */
export declare function normalizeStatusWord(word: string): string;
/**
 * Whether a status word is negated: a negation word (`not implemented`,
 * `no commit`, `wasn't done`, `never planned`) or a negating prefix
 * (`unimplemented`, `incomplete`, `unsynced`). A negated word is never read
 * as any status: it is unknown, so no fix or rewrite can turn it into its opposite.
 */
export declare function isNegated(word: string): boolean;
/**
 * Markdown `state` synonyms, read with a warning (`value-style`). The keys are
 * lowercase with `_` between words; emoji and markup are removed before lookup.
 */
export declare const markdownStateSynonyms: Readonly<Record<string, ReturnState>>;
/** Words a writer may mean, offered as a suggestion only: reading them as a state would guess. */
export declare const markdownStateSuggestions: Readonly<Record<string, ReturnState>>;
/** The markdown state a lowercase `_`-joined word reads as, and whether it is the canonical spelling. */
export declare function readStateWord(word: string): {
    state: ReturnState;
    canonical: boolean;
} | undefined;
/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export declare const vocabularyExpressions: readonly RegExp[];
