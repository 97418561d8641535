/**
 * The reading of a limitation that excuses a missing deliverable: it must
 * say the deliverable was not made (`docs/guide.md not written`, `skipped
 * docs/faq.md`, `could not create x`), not merely name it (`see
 * docs/guide.md: all good, nothing missing`). The words are data; the
 * reading is one function over them, and `notMadeExamples` are executed by
 * the tests.
 */
/** Words that negate what follows within `negationReach` words (`not written`, `never created`, `nothing missing`). */
export declare const negationWords: readonly string[];
/** Verbs of making a file, in every form a limitation writes them: negated, they say it was not made. */
export declare const makingVerbs: readonly string[];
/** Words that say by themselves that a thing was not made; negated (`nothing missing`, `not skipped`) they say the opposite. */
export declare const notMadeWords: readonly string[];
/** How many words before a word a negation still reaches (`was not yet created`). */
export declare const negationReach = 3;
/** Examples the tests run: `true` when the limitation says the deliverable was not made. */
export declare const notMadeExamples: ReadonlyArray<readonly [string, boolean]>;
/**
 * Whether a text says something was not made: a making verb negated
 * (`not written`, `could not create`), or a not-made word not negated
 * (`skipped`, `missing`, but not `nothing missing`).
 */
export declare function saysNotMade(text: string): boolean;
