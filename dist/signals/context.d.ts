/** The expressions this module builds from the vocabulary, for the backtracking check of the tests. */
export declare const vocabularyExpressions: readonly RegExp[];
interface Span {
    start: number;
    end: number;
}
/** The sentence a position stands in: from the end of the one before to its own end (a semicolon joins two parts of one). */
export declare function sentenceOf(text: string, index: number): Span;
/** Whether the part of a line around `index` (between commas or semicolons) shows a pass mark (`✅`, `✓`): what it says passed, whatever it names. */
export declare function showsPass(text: string, index?: number): boolean;
/** Whether `index` falls inside an inline code span or quotes of the line: a name or a message quoted, not an outcome said. A quote mark inside a code span (`reason="…"`, mojibake such as `ZoÃ«`) opens no quote. */
export declare function quoted(text: string, index: number): boolean;
export interface TakenBack {
    /** Which reading took the match back, for documentation and tests. */
    by: 'repair' | 'before' | 'negation' | 'subordinate' | 'subject' | 'intended' | 'benign' | 'handling' | 'count';
}
/**
 * Whether a noun of a word list (`sorry`, `TODO`) stands as the name of a
 * check (`the sorry check`, `TODO scanner`, `vérification des TODO`): the
 * word right after it, or the words right before it, say so. Read for nouns
 * only: after a verb the same word is an outcome (`fails checks`).
 */
export declare function namesCheck(given: string, index: number, length: number): boolean;
/** Whether a match of a text (already passed through `phraseText`) is negated, or counts nothing, in its clause: `no tests failed`, `0 failures`, `nicht bestanden`. */
export declare function negated(text: string, index: number, length: number): boolean;
/**
 * Whether the words around a match take it back: a repair in its clause or
 * a later one of the sentence (`was failing, now passes`; `failed, but I
 * fixed it`), a run before the fix in its clause, a negation or a
 * subordinating word just before it (`no tests fail`, `when the token is
 * missing it fails`), or a word saying the outcome was meant (`expected`).
 */
export declare function takenBack(given: string, index: number, length?: number, output?: boolean, ownWords?: boolean): TakenBack | undefined;
/** Whether a repair is said after a match in its sentence (`38/40 at first, the other two now pass`): one said before it mends something else (`Replaced the operators; migrated 11 of 14 DAGs`). */
export declare function repairFollows(given: string, index: number, length: number, silencing?: boolean): boolean;
/** The words of a match's sentence before it (`Moved the invoice API to v2; ` before `7 of the 9 endpoints`). */
export declare function sentenceBefore(given: string, index: number): string;
/**
 * Whether a repair in a match's sentence takes back a check silenced there:
 * one said after it (`marked it skip, then fixed the race and removed the
 * mark`), or one before it that names another thing fixed (`Fixed the test
 * that was marked skip`). A repair made by means of the silencing
 * (`handled by adding @[nolint]`, `durch … deaktiviert`), or a failure that
 * led to it (`was failing, so I marked it pending`), is the workaround itself.
 */
export declare function repairTakesBackSilencing(given: string, index: number, length: number): boolean;
/** Whether a bullet's text (or a label over the lines) says that what stands under it is a run before a fix, one mended since, or output shown on purpose. */
export declare function ownerTakesBack(owner: string | undefined): boolean;
/** Whether a table's row (`name: cell; name: cell`, as the passages hold it) is one of a comparison: its first column names the candidates weighed (`candidate: PyPantograph; …; verdict: blocked`). */
export declare function weighsCandidates(row: string): boolean;
export {};
