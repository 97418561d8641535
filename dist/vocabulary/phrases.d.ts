/**
 * Phrases of the word tables, found in text: every language's list of one
 * kind compiled into one expression. A phrase is read whole (a word of a
 * spaced script never inside another word; `…` stands for up to five words
 * between its parts, none of them ending a clause: `konnte … nicht`), case
 * and curly apostrophes aside.
 */
import { type WordListName } from './index.js';
export interface PhraseMatch {
    /** Index in the text, and length, of what matched. */
    index: number;
    length: number;
}
/** A character of a script written without spaces between words, where phrases are not counted in words. */
export declare const unspacedScript: RegExp;
/** The text as phrases are matched against it: lower case, curly apostrophes straightened; the same length as the text. */
export declare function phraseText(text: string): string;
/** Runs `read` with the words of every text it reads kept until it ends, then forgets them. */
export declare function readingWords<T>(read: () => T): T;
/**
 * A pure reading of a text, `read(text, key)`, answered once per text and
 * key while a reading (`readingWords`) lasts: the signals ask the same of the
 * same passages many times. Outside a reading nothing is kept.
 */
export declare function memoInReading<V>(read: (text: string, key: string) => V): (text: string, key: string) => V;
/** How many texts, and characters of them, are kept with their words now. */
export declare function wordsKept(): {
    texts: number;
    characters: number;
};
export declare class PhraseList {
    readonly phrases: readonly string[];
    private whole;
    private readonly byFirstWord;
    private readonly atWord;
    private readonly other;
    private readonly joined;
    private readonly otherStarts;
    private otherAt;
    private joinedAt;
    private loose;
    private readonly id;
    constructor(phrases: readonly string[]);
    private readonly sorted;
    /** The whole list as one expression: what `all` finds is what this finds, left to right. */
    get pattern(): RegExp;
    /** Every match in `text` (already passed through `phraseText`). */
    all(text: string): PhraseMatch[];
    /** Whether `text` (already passed through `phraseText`) holds a phrase. */
    test(text: string): boolean;
    /** The length of a phrase of the list standing at `index` of `text` (already passed through `phraseText`), if one does. */
    at(text: string, index: number): number | undefined;
    /** Calls `take` with each match, left to right and not overlapping, as `pattern` finds them, until it answers false. */
    private scan;
    private nextLoose;
    /** The length of what the list matches at `index`, as `pattern` would: a spaced phrase (one of those the character there may start), then an unspaced one. */
    private matchAt;
}
/** Every language's phrases of one list (or of a few, read as one), compiled once. */
export declare function phraseList(...names: [WordListName, ...WordListName[]]): PhraseList;
/** The words of a repair in every language: `repair` and the words of no longer (`no longer fails`), which a reading of repairs takes together. */
export declare function repairWords(): PhraseList;
